/**
 * A snapshot is a cache of `fold`, never a source of truth. For random games, the
 * game from any snapshot (as an item stores it: deflated JSON) plus the items after it is
 * the game folded from all its events; and a snapshot the rules did not write is ignored.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDraws, seededRandom } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { create, EVENT_SCHEMA, fold, join, overdue, play, snapshotOf, start, view, type GameState } from '../../domain/platform/index.ts';
import { rummiduckBot, type RummiduckView } from '../../domain/rummiduck/bot/index.ts';
import { encodeSnapshot, type StreamItem } from '../../functions/adapters/event-store.ts';
import { GameLog } from '../../functions/games/game-log.ts';
import { games } from '../../domain/games.ts';

const configs: Record<GameName, Record<string, unknown>[]> = {
  quicks: [{}],
  'dice-kings': [{}, { Columns: 3 }],
  rummiduck: [{}],
};

/** One random game's items, one per command, as the command path stores them: the moves random (Rummiduck's by its easy bot), some periods left to run out. */
function randomGame(game: GameName, configIndex: number, seats: number, seed: number, commands: number): StreamItem[] {
  const random = seededRandom(seed);
  const draws = seededDraws(seed);
  const items: StreamItem[] = [];
  let state: GameState | null = null;
  const append = (events: ReturnType<typeof play>) => {
    if (!Array.isArray(events)) throw new Error(events.detail);
    const item: StreamItem = { gameId: 'g_prop', version: items.length + 1, events, schema: EVENT_SCHEMA };
    items.push(item);
    state = fold(items);
  };
  const players = Array.from({ length: seats }, (_, i) => ({ playerId: `p${i}`, name: `P${i}` }));
  let now = 1_000;
  append(create('g_prop', game, configs[game][configIndex % configs[game].length]!, players[0]!, now));
  for (const p of players.slice(1)) append(join(state!, p, now) as never);
  append(start(state!, 'p0', now, draws));
  for (let n = 0; n < commands && state!.status === 'playing'; n++) {
    const current: GameState = state!;
    now += 1_000;
    // Now and then nobody moves in time: the defaults are what the next item holds.
    if (random() < 0.1) {
      now += current.config.TurnTime * 1000;
      append(overdue(current, now, draws));
      continue;
    }
    const turn = current.rules.turn(current.rulesState)!;
    const actor = turn.awaiting[Math.floor(random() * turn.awaiting.length)]!;
    const command =
      game === 'rummiduck'
        ? rummiduckBot('easy')(view(current, actor) as RummiduckView, actor)!.move
        : ((moves) => moves[Math.floor(random() * moves.length)]!)(current.rules.legalMoves(current.rulesState, actor));
    append(play(current, command as { type: string }, actor, now, draws));
  }
  return items;
}

const withSnapshotAt = (items: StreamItem[], at: number): StreamItem[] =>
  items.slice(at - 1).map((item, i) => (i === 0 ? { ...item, snapshot: encodeSnapshot(snapshotOf(fold(items.slice(0, at))!)) } : item));

describe('snapshots', () => {
  it('for random games, the game from any snapshot plus the items after it equals the full fold, at every version after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<GameName>('quicks', 'dice-kings', 'rummiduck'),
        fc.nat(1),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (game, configIndex, extraSeats, seed, commands, where) => {
          const { min, max } = games[game].seats;
          const items = randomGame(game, configIndex, Math.min(max, min - 1 + extraSeats), seed, commands);
          const at = 1 + Math.floor(where * items.length) - (where === 1 ? 1 : 0);
          const log = new GameLog(withSnapshotAt(items, at));
          for (let v = at; v <= items.length; v++) expect(log.stateAt(v)).toEqual(fold(items.slice(0, v)));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('a snapshot written by another version of the rules is not trusted: the game is folded from its events', () => {
    const items = randomGame('dice-kings', 1, 3, 7, 60);
    const truth = fold(items)!;
    const forged = (schema: string): StreamItem[] =>
      items.map((item) =>
        item.version === 40
          ? // A snapshot that says the game is over, as nothing in the events does.
            {
              ...item,
              snapshot: { ...encodeSnapshot({ ...snapshotOf(fold(items.slice(0, 40))!), state: { ...truth, status: 'ended' } }), schema },
            }
          : item,
      );
    const today = encodeSnapshot(snapshotOf(truth)).schema;
    expect(today).toBe('dice-kings/1/3/2');

    // Of today's rules, the snapshot is trusted (that is what makes a forged one show)...
    expect(new GameLog(forged(today)).stateAt(items.length)!.status).toBe('ended');
    // ...of any other version of the game's state, of the events or of the platform's, it is ignored.
    for (const old of ['dice-kings/0/3/2', 'dice-kings/2/3/2', 'dice-kings/1/2/2', 'dice-kings/1/3/1']) {
      const log = new GameLog(forged(old));
      expect(log.stateAt(items.length)).toEqual(truth);
      expect(log.baseOf(items.length)).toBe(0);
      // Without the events before it, a game whose only snapshot is untrusted cannot be known.
      expect(new GameLog(forged(old).slice(39)).knows(items.length)).toBe(false);
    }
  });
});
