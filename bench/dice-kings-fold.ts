/**
 * Dice Kings: how long folding a whole finished game takes, the cost of loading a game from its
 * events (no snapshot) before deciding one more command. A six-player three-column game is the
 * longest Dice Kings stream: 6 × 39 turns of up to three rolls each.
 *
 * Run on its own: `npx tsx bench/dice-kings-fold.ts`.
 */
import { performance } from 'node:perf_hooks';
import { diceKings, type Event, type State } from '../domain/dice-kings/index.ts';
import type { Draws } from '../domain/kernel/index.ts';
import { seededRandom } from '../test/support/seeded-random.ts';

/** A finished game of random legal play: each turn rolls until the random choice is to score. */
function finishedGame() {
  const next = seededRandom(2026);
  const draws: Draws = {
    dice: (count) => Array.from({ length: count }, () => 1 + Math.floor(next() * 6)),
    shuffle: (tiles) => [...tiles],
  };
  const config = diceKings.configSchema.parse({ Columns: 3 });
  const players = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
  let events: Event[] = diceKings.start(config, players, draws);
  let state = events.reduce(diceKings.evolve, diceKings.initialState(config, players));
  for (let i = 0; i < 6 * 39 * 4 && !diceKings.result(state); i++) {
    const actor = diceKings.turn(state)!.playerId;
    const moves = diceKings.legalMoves(state, actor);
    const fresh = diceKings.decide(state, moves[Math.floor(next() * moves.length)] as never, actor, draws) as Event[];
    events = [...events, ...fresh];
    state = fresh.reduce(diceKings.evolve, state);
  }
  return { config, players, events };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function benchDiceKingsFold(): Promise<Record<string, number>> {
  const { config, players, events } = finishedGame();
  const draws: Draws = { dice: (n) => Array.from({ length: n }, () => 6), shuffle: (t) => [...t] };
  const fold = (): State => events.reduce(diceKings.evolve, diceKings.initialState(config, players));
  for (let i = 0; i < 50; i++) fold(); // warm-up
  // The game's last move, replayed: all events before it folded, then the final score decided.
  const before = events.slice(0, -2);
  const last = events.at(-2) as Extract<Event, { type: 'BoxScored' }>;
  const finalScore = { type: 'score' as const, box: last.box, column: last.column as 0 | 1 | 2 };
  const foldMs: number[] = [];
  const foldAndDecideMs: number[] = [];
  const lastMoveMs: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    const state = fold();
    const t1 = performance.now();
    // One more command on the finished game: decide reads the state and answers game-over.
    diceKings.decide(state, { type: 'roll' }, players[0]!, draws);
    const t2 = performance.now();
    foldMs.push(t1 - t0);
    foldAndDecideMs.push(t2 - t0);
    const t3 = performance.now();
    const ending = diceKings.decide(
      before.reduce(diceKings.evolve, diceKings.initialState(config, players)),
      finalScore,
      last.playerId,
      draws,
    );
    lastMoveMs.push(performance.now() - t3);
    if (!Array.isArray(ending) || ending.at(-1)?.type !== 'GameEnded') throw new Error('the last move did not end the game');
  }
  return {
    events: events.length,
    foldMedianMs: median(foldMs),
    foldAndDecideMedianMs: median(foldAndDecideMs),
    foldAndLastMoveMedianMs: median(lastMoveMs),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchDiceKingsFold());
}
