/**
 * Fairness (docs/fairness.md), the wired path: random games of each kind stored by the real command flow against
 * DynamoDB Local (create and join with and without client seeds, random legal commands, steps
 * left to their timeouts and applied by the timer's target or by the next command, resignations
 * to the end), then checked by the SDK's verifier from the view and the events as a seated
 * player or a spectator would fetch them: accepted as stored (a Rummiduck verdict with the racks
 * the server's state holds at the end), and rejected at exactly the event where any one die or
 * tile is changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proofOf, verifyGame, type FairnessView } from '../../client/src/fairness/index.ts';
import { deadlineOf, view } from '../../domain/platform/index.ts';
import type { GameName } from '../../domain/registry.ts';
import type { State as RummiduckState } from '../../domain/rummiduck/index.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { loadGame } from '../../functions/games/command-service.ts';
import { createGame, joinGame, playCommand, resignGame, startGame } from '../../functions/games/commands.ts';
import { eventsPage } from '../../functions/games/events-page.ts';
import { timeoutTarget } from '../../functions/timers/timeout.ts';
import { testClock } from '../support/clock.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { useTables } from '../support/tables.ts';
import { changed, drawnPaths } from './tamper.ts';

useTables();

interface Setup {
  game: GameName;
  players: number;
  config: Record<string, unknown>;
  choices: number;
  commands: number;
}

const setups: fc.Arbitrary<Omit<Setup, 'choices' | 'commands'>> = fc.oneof(
  fc.integer({ min: 2, max: 4 }).map((players) => ({ game: 'quicks' as const, players, config: {} })),
  fc.integer({ min: 1, max: 2 }).map((players) => ({ game: 'dice-kings' as const, players, config: {} })),
  fc
    .record({ players: fc.integer({ min: 2, max: 3 }), StartTiles: fc.integer({ min: 1, max: 26 }) })
    .map(({ players, StartTiles }) => ({ game: 'rummiduck' as const, players, config: { StartTiles } })),
);

/** A game stored move by move through the command flow, played on to its end; its id and the seats. */
async function storedGame({ game, players, config, choices, commands }: Setup) {
  const random = seededRandom(choices);
  const clock = testClock(Date.parse('2030-01-01T00:00:00Z'));
  const tag = `${choices}`.replace('-', 'm');
  const seats = Array.from({ length: players }, (_, i) => ({ playerId: `p${i}_${tag}_${Math.floor(random() * 1e9)}`, name: `P${i}` }));
  // Every other seat brings its own client seed; the others get one the server picks.
  const seedOf = (i: number) => (i % 2 === 0 ? { clientSeed: `seat ${i}: ${Math.floor(random() * 1e6)}` } : {});
  const created = await createGame(game, config, seats[0]!, { ...seedOf(0), clock });
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  const { gameId } = created.state;
  for (const [i, seat] of seats.entries()) if (i > 0) await joinGame(gameId, seat, { ...seedOf(i), clock });
  await startGame(gameId, seats[0]!, clock);

  for (let n = 0; n < commands; n++) {
    const { state } = (await loadGame(gameId))!;
    if (state.status !== 'playing') break;
    const turn = state.rules.turn(state.rulesState)!;
    const roll = random();
    if (roll < 0.15) {
      // Left to the timeout: the timer's target applies the default, or the next command finds it due.
      clock.set(deadlineOf(state)! + 1);
      if (roll < 0.08) await timeoutTarget(clock)({ gameId, period: state.clock!.period });
      continue;
    }
    const actor = turn.awaiting[Math.floor(random() * turn.awaiting.length)]!;
    const moves = (state.rules.legalMoves(state.rulesState, actor) as { type: string; table?: unknown }[]).filter(
      (m) => m.type !== 'play' || m.table,
    );
    const move = moves[Math.floor(random() * moves.length)];
    if (!move) continue;
    const outcome = await playCommand(
      gameId,
      seats.find((s) => s.playerId === actor)!,
      move,
      {},
      clock,
    );
    // A step already out of time gets its default first, which may leave this move out of turn.
    const late = deadlineOf(state)! <= clock.now();
    expect(late ? ['applied', 'refused'] : ['applied']).toContain(outcome.kind);
  }
  for (const seat of seats) {
    let { state } = (await loadGame(gameId))!;
    // A step out of time is the timer's to end first, as it would be: a resignation refused
    // because that step's default ends the game writes nothing, the default included.
    if (state.status === 'playing' && deadlineOf(state)! <= clock.now()) {
      await timeoutTarget(clock)({ gameId, period: state.clock!.period });
      ({ state } = (await loadGame(gameId))!);
    }
    if (state.status !== 'playing') break;
    expect((await resignGame(gameId, seat, clock)).kind).toBe('applied');
  }
  return { gameId, seats, random };
}

describe('the verifier checks games stored by the command flow', () => {
  it('property: every stored game is accepted, and changing any one die or tile is reported at exactly that event', async () => {
    await fc.assert(
      fc.asyncProperty(
        setups,
        fc.integer(),
        fc.integer({ min: 1, max: 60 }),
        fc.nat(),
        fc.nat(),
        async (setup, choices, commands, whichEvent, whichValue) => {
          const { gameId, seats, random } = await storedGame({ ...setup, choices, commands });
          const { state } = (await loadGame(gameId))!;
          // The whole stream: the verifier re-derives every draw from the first.
          const items = await loadStream(gameId);
          expect(state.status).toBe('ended');
          const viewer = random() < 0.3 ? null : seats[Math.floor(random() * seats.length)]!.playerId;
          const shown = view(state, viewer) as unknown as FairnessView;
          const events = eventsPage(state, items, 0, Number.MAX_SAFE_INTEGER, viewer).events;
          const proof = proofOf(shown, events);
          // A Rummiduck verdict reveals the racks as the server's own state holds them at the end.
          const racks = setup.game === 'rummiduck' ? { racks: (state.rulesState as RummiduckState).racks } : {};
          expect(await verifyGame(proof)).toMatchObject({ status: 'ok', game: setup.game, ...racks });

          const drawing = events.flatMap((event, index) => (drawnPaths(event).length > 0 ? [index] : []));
          fc.pre(drawing.length > 0);
          const index = drawing[whichEvent % drawing.length]!;
          const paths = drawnPaths(events[index]!);
          const tampered = events.with(index, changed(events[index]!, paths[whichValue % paths.length]!));
          expect(await verifyGame({ ...proof, events: tampered })).toMatchObject({ status: 'mismatch', index });
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
