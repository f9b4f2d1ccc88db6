/** Property tests over random legal games (fast-check drives seed, seats and config). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Draws } from '../../../domain/kernel/index.ts';
import { isViolation } from '../../../domain/kernel/index.ts';
import type { Command } from '../../../domain/quicks/commands.ts';
import type { Event } from '../../../domain/quicks/events.ts';
import { quicks } from '../../../domain/quicks/index.ts';
import { ROWS, lastNumberOf, positionIn } from '../../../domain/quicks/rows.ts';
import type { State } from '../../../domain/quicks/state.ts';
import { board } from '../../../domain/quicks/view.ts';
import { seededRandom } from '../../support/seeded-random.ts';

/** evolve must never mutate the state it is given: freeze everything it returns. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Every command body of the game: throw, pass, and a cross in each row with no, the first or the second white die. */
const ALL_COMMANDS: Command[] = [
  { type: 'throw' },
  { type: 'pass' },
  ...ROWS.flatMap((row): Command[] => [
    { type: 'cross', row },
    { type: 'cross', row, white: 0 },
    { type: 'cross', row, white: 1 },
  ]),
];

const MAX_MOVES = 5000;

const gameArb = fc.record({
  seed: fc.integer(),
  seats: fc.integer({ min: 2, max: 5 }),
  crossBias: fc.double({ min: 0.3, max: 1, noNaN: true }),
  careful: fc.boolean(),
  config: fc.record(
    {
      PenaltyPoints: fc.integer({ min: 0, max: 10 }),
      LockAt: fc.integer({ min: 0, max: 6 }),
      LockedRows: fc.integer({ min: 1, max: 4 }),
      Penalties: fc.integer({ min: 1, max: 6 }),
    },
    { requiredKeys: [] },
  ),
});

type GameArgs = { seed: number; seats: number; crossBias: number; careful: boolean; config: object };

/** The cross that passes the fewest numbers by in its row. */
function carefulCross(state: State, actor: string, crosses: Command[]): Command {
  const gap = (move: Command) => {
    if (move.type !== 'cross') return Infinity;
    const dice = state.dice!;
    const number = move.white === undefined ? dice.white[0] + dice.white[1] : dice.white[move.white] + dice[move.row]!;
    const last = state.sheets[actor]!.rows[move.row].at(-1);
    return positionIn(move.row, number) - (last === undefined ? -1 : positionIn(move.row, last));
  };
  return crosses.reduce((best, move) => (gap(move) < gap(best) ? move : best));
}

/** One game of random legal moves by awaited players (with an occasional timeout), bounded. */
function playRandomGame({ seed, seats, crossBias, careful, config }: GameArgs, visit?: (state: State) => void) {
  const rand = seededRandom(seed);
  const draws: Draws = {
    dice: (count) => Array.from({ length: count }, () => 1 + Math.floor(rand() * 6)),
    shuffle: (tiles) => [...tiles],
  };
  const players = Array.from({ length: seats }, (_, i) => `p${i}`);
  const cfg = quicks.configSchema.parse(config);
  let state = deepFreeze(quicks.initialState(cfg, players));
  const events: Event[] = [];
  const apply = (decided: Event[]) => {
    for (const event of decided) {
      state = deepFreeze(quicks.evolve(state, event));
      events.push(event);
    }
  };
  apply(quicks.start(cfg, players, draws));
  for (let moves = 0; moves < MAX_MOVES && !quicks.result(state); moves++) {
    visit?.(state);
    const turn = quicks.turn(state)!;
    expect(turn.awaiting.length).toBeGreaterThan(0);
    if (rand() < 0.05) {
      apply(quicks.timeout(state, draws));
      continue;
    }
    const actor = turn.awaiting[Math.floor(rand() * turn.awaiting.length)]!;
    const legal = quicks.legalMoves(state, actor) as Command[];
    const crosses = legal.filter((m) => m.type === 'cross');
    const pool = crosses.length > 0 && rand() < crossBias ? crosses : legal;
    // A careful player crosses the number that passes the fewest by, so rows fill and locks happen.
    const pick = careful && pool === crosses ? carefulCross(state, actor, crosses) : pool[Math.floor(rand() * pool.length)]!;
    const outcome = quicks.decide(state, pick, actor, draws);
    if (isViolation(outcome)) throw new Error(`a listed move was refused: ${outcome.detail}`);
    apply(outcome);
  }
  return { state, events, players, cfg };
}

const triangular = (n: number) => (n * (n + 1)) / 2;

describe('Quicks properties over random legal games', () => {
  it('every game ends (bounded), with exactly one GameEnded as the last event', () => {
    fc.assert(
      fc.property(gameArb, (args) => {
        const { state, events } = playRandomGame(args);
        expect(quicks.result(state)).not.toBeNull();
        expect(events.at(-1)!.type).toBe('GameEnded');
        expect(events.filter((e) => e.type === 'GameEnded')).toHaveLength(1);
        expect(quicks.turn(state)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('replaying the events (as stored JSON) gives the same state', () => {
    fc.assert(
      fc.property(gameArb, (args) => {
        const { state, events, players, cfg } = playRandomGame(args);
        const stored = JSON.parse(JSON.stringify(events)) as Event[];
        expect(stored.reduce(quicks.evolve, quicks.initialState(cfg, players))).toEqual(state);
      }),
      { numRuns: 40 },
    );
  });

  it("a sheet's score equals its triangular sums (the lock cross counting) minus its penalties, and the result agrees", () => {
    fc.assert(
      fc.property(gameArb, (args) => {
        const { state, players, cfg } = playRandomGame(args);
        const shown = board(state, null);
        const expected = Object.fromEntries(
          players.map((p) => {
            const sheet = shown.sheets[p]!;
            const rows = ROWS.reduce((sum, row) => sum + triangular(sheet.rows[row].length + (sheet.locks.includes(row) ? 1 : 0)), 0);
            return [p, rows - cfg.PenaltyPoints * sheet.penalties];
          }),
        );
        for (const p of players) expect(shown.sheets[p]!.score).toBe(expected[p]);
        const result = quicks.result(state)!;
        expect(result.scores).toEqual(expected);
        const best = Math.max(...Object.values(expected));
        expect(result.winners).toEqual(players.filter((p) => expected[p] === best));
      }),
      { numRuns: 40 },
    );
  });

  it('every sheet obeys ruling 2: crossed left to right, a last number only after LockAt crosses, no cross in a row after it closed', () => {
    fc.assert(
      fc.property(gameArb, (args) => {
        const { state, players, cfg } = playRandomGame(args);
        for (const p of players) {
          const sheet = state.sheets[p]!;
          for (const row of ROWS) {
            const positions = sheet.rows[row].map((n) => positionIn(row, n));
            positions.forEach((pos, i) => i > 0 && expect(pos).toBeGreaterThan(positions[i - 1]!));
            const lockAt = sheet.rows[row].indexOf(lastNumberOf(row));
            if (lockAt >= 0) expect(lockAt).toBeGreaterThanOrEqual(cfg.LockAt);
          }
          for (const row of sheet.locks) expect(state.lockedRows).toContain(row);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('legalMoves lists exactly the commands decide accepts, for every player and every command body', () => {
    fc.assert(
      fc.property(gameArb, (args) => {
        const players = Array.from({ length: args.seats }, (_, i) => `p${i}`);
        const draws: Draws = { dice: (count) => Array.from({ length: count }, () => 3), shuffle: (t) => [...t] };
        playRandomGame(args, (state) => {
          for (const actor of players) {
            const listed = quicks.legalMoves(state, actor).map((m) => JSON.stringify(m));
            for (const command of ALL_COMMANDS) {
              const outcome = quicks.decide(state, command, actor, draws);
              const accepted = !isViolation(outcome);
              expect(accepted, `${actor} ${JSON.stringify(command)} in ${state.step}`).toBe(listed.includes(JSON.stringify(command)));
              if (!accepted) expect(outcome.detail.length).toBeGreaterThan(10);
            }
          }
        });
      }),
      { numRuns: 15 },
    );
  });
});

describe('the random games reach every ending', () => {
  it('careful players end games by locked rows, careless ones by penalties', () => {
    const endings = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const { state } = playRandomGame({ seed, seats: 2 + (seed % 4), crossBias: 1, careful: seed % 3 !== 0, config: {} });
      endings.add(state.lockedRows.length >= 2 ? 'locks' : 'penalties');
    }
    expect([...endings].sort()).toEqual(['locks', 'penalties']);
  });
});
