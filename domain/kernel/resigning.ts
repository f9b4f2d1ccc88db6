import type { PlayerId } from './player.ts';

/** The players who have not resigned, in seat order: the only ones still awaited, and the only possible winners. */
export const stillPlaying = (players: readonly PlayerId[], resigned: readonly PlayerId[]): PlayerId[] =>
  players.filter((p) => !resigned.includes(p));

/**
 * Resigning ruling 5: a game that started with two or more players ends at once when fewer than
 * two have not resigned, the one left its only winner whatever the scores; a solitaire game that
 * is resigned ends with no winner. The winners when this end holds, else null.
 */
export function lastOneStanding(players: readonly PlayerId[], resigned: readonly PlayerId[]): PlayerId[] | null {
  const left = stillPlaying(players, resigned);
  if (players.length >= 2) return left.length < 2 ? left : null;
  return left.length === 0 ? [] : null;
}

/** The next seat after `from` (in seat order, wrapping) whose player has not resigned (Resigning ruling 1). */
export function nextInTurn(players: readonly PlayerId[], resigned: readonly PlayerId[], from: PlayerId): PlayerId {
  const at = players.indexOf(from);
  for (let step = 1; step <= players.length; step++) {
    const next = players[(at + step) % players.length]!;
    if (!resigned.includes(next)) return next;
  }
  return from;
}
