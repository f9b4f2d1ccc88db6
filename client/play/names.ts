import type { LeaderboardName } from '../src/index.ts';

/** A leaderboard's two orders (GET /leaderboards/{board}?order=); the leaderboards themselves are each game's (games/index.ts). */
export type BoardOrder = 'score' | 'rating';
export const orderTitles: Record<BoardOrder, string> = { score: 'Best score', rating: 'Rating' };

/** The leaderboards screen's address for a board and order (`#/leaderboards/<board>[/rating]`); with no board, the first board's. */
export const leaderboardHref = (board?: LeaderboardName, order: BoardOrder = 'score') =>
  board ? `#/leaderboards/${board}${order === 'rating' ? '/rating' : ''}` : '#/leaderboards';

/** A player's page (`#/players/<playerId>`): their boards; for the player themself, their turn notifications too. */
export const playerHref = (playerId: string) => `#/players/${encodeURIComponent(playerId)}`;

/** "Your apps" (`#/apps`), and one app's screen (`#/apps/<appId>`). */
export const appsHref = '#/apps';
export const appHref = (appId: string) => `${appsHref}/${encodeURIComponent(appId)}`;

/** An app's count of players, in words. */
export const playersText = (players: number) => (players === 1 ? '1 player' : `${players} players`);
