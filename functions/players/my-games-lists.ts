import type { Status } from '../../domain/platform/index.ts';

/**
 * The lists `GET /players/me/games?status=…` reads. A seat's game is one item on two lists, in
 * the order of its latest change: all its player's games, and its player's games of its status
 * (read-keys.ts, `myGames` and `myGamesOfStatus`). A status change moves the item from one
 * status's list to another's; its key stays. A filter naming every status (or none) reads the
 * first list, a filter of one status that status's list, a filter of two or three the lists of
 * those statuses, merged (my-games-page.ts).
 */
export const statuses = ['lobby', 'playing', 'ended', 'cancelled'] as const satisfies readonly Status[];

/** A set of statuses as a bit mask (lobby 1, playing 2, ended 4, cancelled 8). */
export type StatusSet = number;

export const ALL_STATUSES: StatusSet = (1 << statuses.length) - 1;

export const setOf = (named: readonly Status[]): StatusSet => named.reduce((set, status) => set | (1 << statuses.indexOf(status)), 0);

/** The statuses of a set, in the contract's order. */
export const statusesIn = (set: StatusSet): Status[] => statuses.filter((_, i) => set & (1 << i));

/** A set's name in a page's cursor: its statuses in the contract's order, joined by `+`. */
export const nameOf = (set: StatusSet): string => statusesIn(set).join('+');
