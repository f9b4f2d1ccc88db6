/** How the round is won and scored (rulings 6 and 7). */
import type { PlayerId, Result } from '../kernel/index.ts';
import type { State } from './state.ts';
import { rackOf } from './state.ts';
import { rackPoints } from './tiles.ts';

/**
 * Losers score minus their rack points; the winners share the sum, rounding down, and the
 * remainder stays with the earliest seat among them.
 */
export function score(state: State, winners: readonly PlayerId[]): Result {
  const scores: Record<PlayerId, number> = {};
  let lost = 0;
  for (const p of state.players) {
    if (winners.includes(p)) continue;
    const points = rackPoints(rackOf(state, p), state.config.JokerPoints);
    scores[p] = 0 - points; // 0 - 0 is 0, not -0
    lost += points;
  }
  const inSeatOrder = state.players.filter((p) => winners.includes(p));
  const share = Math.floor(lost / inSeatOrder.length);
  inSeatOrder.forEach((p, i) => {
    scores[p] = share + (i === 0 ? lost - share * inSeatOrder.length : 0);
  });
  return { winners: inSeatOrder, scores: Object.fromEntries(state.players.map((p) => [p, scores[p]!])) };
}

/** The player whose rack is empty wins. */
export const emptyRackResult = (state: State, winner: PlayerId): Result => score(state, [winner]);

/** The bag is empty and everyone passed in turn: the fewest rack points win (ties share). */
export function fewestPointsResult(state: State): Result {
  const points = state.players.map((p) => rackPoints(rackOf(state, p), state.config.JokerPoints));
  const fewest = Math.min(...points);
  return score(
    state,
    state.players.filter((_, i) => points[i] === fewest),
  );
}

/** Ruling 6: whether the round has ended in this state. */
export function roundOver(state: State): Result | null {
  const emptied = state.players.find((p) => rackOf(state, p).length === 0);
  if (emptied !== undefined) return emptyRackResult(state, emptied);
  if (state.bag.length === 0 && state.passesInRow >= state.players.length) return fewestPointsResult(state);
  return null;
}
