import type { Status } from '../../domain/platform/index.ts';

/**
 * How `GET /players/me/games?status=…` stays one Query per page for every filter, with full
 * pages. Each set of statuses a filter can name (15 of them: any of lobby, playing, ended,
 * cancelled, one to four at a time) is one ordered list of its own. A game is on the 8 lists
 * whose set holds its status; those 8 sets all share that status, so no single list item can
 * serve two of them: a game needs 8 list items. They come in 8 fixed "pairings": the set of all
 * four, and the 7 pairs of a set and its complement (lobby | playing+ended+cancelled,
 * lobby+playing | ended+cancelled, …). A status lies in exactly one set of each pairing, so each
 * of a game's 8 copies belongs to one pairing, keeps its key when the status changes and only
 * moves to the other list of its pair.
 */
export const statuses = ['lobby', 'playing', 'ended', 'cancelled'] as const satisfies readonly Status[];

/** A set of statuses as a bit mask (lobby 1, playing 2, ended 4, cancelled 8). */
export type StatusSet = number;

const ALL: StatusSet = (1 << statuses.length) - 1;

export const setOf = (named: readonly Status[]): StatusSet => named.reduce((set, status) => set | (1 << statuses.indexOf(status)), 0);

/** A set's name on its list: its statuses in the contract's order, joined by `+`. */
export const nameOf = (set: StatusSet): string => statuses.filter((_, i) => set & (1 << i)).join('+');

/** The pairings: `ALL`, and for each pair the set without `cancelled` (1 to 7), its complement holding it. */
export const pairings: readonly number[] = [ALL, 1, 2, 3, 4, 5, 6, 7];

/** The list of `pairing` that a game of `status` is on. */
export function setIn(pairing: number, status: Status): StatusSet {
  const bit = 1 << statuses.indexOf(status);
  return pairing & bit ? pairing : ALL & ~pairing;
}

/** The pairing whose lists include `set`. */
export const pairingOf = (set: StatusSet): number => (set === ALL ? ALL : Math.min(set, ALL & ~set));
