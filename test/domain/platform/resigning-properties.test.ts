/**
 * Property tests of docs/rulings.md, Resigning, in all three games: fast-check picks the game's
 * seats, a seed for the dice, the bag and every choice, and any sequence of resignations (who,
 * and when); the game is then played by random legal moves and timeouts. Every loop is bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation, lastOneStanding, type AnyGameRules, type Draws, type Result } from '../../../domain/kernel/index.ts';
import { games } from '../../../domain/games.ts';
import { seededRandom } from '../../support/seeded-random.ts';

/** Far more steps than any game needs: timeouts alone end each game well within it. */
const MAX_STEPS = 5_000;

const seededDraws = (rand: () => number): Draws => ({
  dice: (count) => Array.from({ length: count }, () => 1 + Math.floor(rand() * 6)),
  shuffle(tiles) {
    const out = [...tiles];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  },
});

interface Played {
  result: Result | null;
  resigned: string[];
  players: string[];
  /** Every player a turn awaited after they resigned (must stay empty). */
  awaitedAfterResigning: string[];
  steps: number;
}

/** One game: random legal moves and timeouts; at its planned step, a planned seat resigns (again, if it already had). */
function play(rules: AnyGameRules, seats: number, seed: number, plan: { step: number; seat: number }[]): Played {
  const rand = seededRandom(seed);
  const draws = seededDraws(rand);
  const players = Array.from({ length: seats }, (_, i) => `p${i}`);
  const config = rules.configSchema.parse({});
  let state = rules.initialState(config, players);
  const resigned: string[] = [];
  const awaitedAfterResigning = new Set<string>();
  const apply = (events: { type: string; playerId?: string }[]) => {
    for (const event of events) {
      state = rules.evolve(state, event);
      if (event.type === 'PlayerResigned') resigned.push(event.playerId!);
    }
  };
  apply(rules.start(config, players, draws));
  let steps = 0;
  for (; steps < MAX_STEPS && !rules.result(state); steps++) {
    for (const { seat } of plan.filter((p) => p.step === steps)) {
      const who = players[seat % seats]!;
      const events = rules.resign(state, who);
      if (resigned.includes(who)) expect(events).toEqual([]);
      apply(events);
    }
    if (rules.result(state)) break;
    const turn = rules.turn(state)!;
    for (const p of turn.awaiting) if (resigned.includes(p)) awaitedAfterResigning.add(p);
    const actor = turn.awaiting[Math.floor(rand() * turn.awaiting.length)];
    // A play needs a table the driver does not build: Rummiduck's moves here are draws.
    const moves =
      actor === undefined ? [] : rules.legalMoves(state, actor).filter((m) => !('type' in m && m.type === 'play' && !('table' in m)));
    if (moves.length === 0 || rand() < 0.3) {
      apply(rules.timeout(state, draws));
      continue;
    }
    const decided = rules.decide(state, moves[Math.floor(rand() * moves.length)]!, actor!, draws);
    if (isViolation(decided)) throw new Error(`a legal move was refused: ${decided.detail}`);
    apply(decided);
  }
  return { result: rules.result(state), resigned, players, awaitedAfterResigning: [...awaitedAfterResigning], steps };
}

const gameArb = (rules: AnyGameRules) =>
  fc.record({
    seats: fc.integer({ min: rules.seats.min, max: Math.min(rules.seats.max, 4) }),
    seed: fc.integer(),
    plan: fc.array(fc.record({ step: fc.nat({ max: 300 }), seat: fc.nat({ max: 5 }) }), { maxLength: 8 }),
  });

describe.each(Object.values(games).map((rules) => [rules.game, rules] as const))('%s: any sequence of resignations', (_name, rules) => {
  it('the game still ends, and never lists a resigned player as a winner (Resigning rulings 1 and 5)', () => {
    fc.assert(
      fc.property(gameArb(rules), ({ seats, seed, plan }) => {
        const played = play(rules, seats, seed, plan);
        expect(played.result, `no end after ${played.steps} steps`).not.toBeNull();
        expect(played.result!.winners.filter((w) => played.resigned.includes(w))).toEqual([]);
        expect(Object.keys(played.result!.scores).sort()).toEqual([...played.players].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('a resigned player is never awaited again; with fewer than two left the one left is the only winner (Resigning rulings 1 and 5)', () => {
    fc.assert(
      fc.property(gameArb(rules), ({ seats, seed, plan }) => {
        const played = play(rules, seats, seed, plan);
        expect(played.awaitedAfterResigning).toEqual([]);
        const left = lastOneStanding(played.players, played.resigned);
        if (left) expect(played.result!.winners).toEqual(left);
      }),
      { numRuns: 60 },
    );
  });
});
