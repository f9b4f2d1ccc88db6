import pMap, { pMapSkip } from 'p-map';

/** Games read back at once by a rebuild: enough to overlap round trips, few enough to stay polite. */
const GAMES_AT_ONCE = 16;

/**
 * Each game read back by `read`, GAMES_AT_ONCE at a time (the rebuilds of projections), in the
 * order of `gameIds`; a game `read` answers nothing for is left out.
 */
export const readGames = <T extends object>(gameIds: readonly string[], read: (gameId: string) => Promise<T | undefined>): Promise<T[]> =>
  pMap(gameIds, async (gameId) => (await read(gameId)) ?? pMapSkip, { concurrency: GAMES_AT_ONCE });
