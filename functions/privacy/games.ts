import { seatOf, type GameState, type Status } from '../../domain/platform/index.ts';
import { paginateQuery } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { readGames } from '../adapters/read-games.ts';
import { tableNames } from '../adapters/tables.ts';
import { loadGame } from '../games/command/load.ts';
import { datesOf } from '../players/my-games-entry.ts';
import { seatingsOf } from '../players/seatings.ts';

/** A game the player was seated in, as their export shows it (docs/contract.md, Your data). */
export interface ExportedGame {
  gameId: string;
  game: string;
  status: Status;
  /** Null for a lobby the player left. */
  seat: number | null;
  createdAt: string;
  /** Null until the game ends or is cancelled. */
  endedAt: string | null;
}

/**
 * Every game the player was ever seated in, newest first: the items of the my-games projection
 * (one per game, a lobby left among them, marked `left`), and the seatings it has not listed yet
 * (seatings.ts). A copy answers for itself when it holds the game's dates; a lobby left (whose
 * game the player no longer follows), a copy written before the dates were kept, and a seating
 * not yet listed are read from the game itself, one bounded Query each.
 */
export async function gamesOf(playerId: string): Promise<ExportedGame[]> {
  const [copies, seatings] = await Promise.all([listedCopies(playerId), seatingsOf(playerId)]);
  const known: ExportedGame[] = [];
  const toRead = new Set<string>();
  for (const item of copies) {
    const gameId = item.gameId as string;
    if (item.left || typeof item.createdAt !== 'string') toRead.add(gameId);
    else known.push(fromCopy(playerId, item));
  }
  const listed = new Set(known.map((game) => game.gameId));
  for (const gameId of seatings) if (!listed.has(gameId)) toRead.add(gameId);
  const read = await readGames([...toRead], async (gameId) => (await loadGame(gameId))?.state);
  return [...known, ...read.map((state) => fromState(playerId, state))].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || a.gameId.localeCompare(b.gameId),
  );
}

/** Every item of the player's games, read consistently from the table (not a list), page after page. */
async function listedCopies(playerId: string): Promise<Record<string, unknown>[]> {
  const copies: Record<string, unknown>[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      ...queryRange(readKeys.myGamesOf(playerId)),
      ConsistentRead: true,
      ProjectionExpression: 'gameId, game, #status, players, createdAt, endedAt, #left',
      ExpressionAttributeNames: { '#status': 'status', '#left': 'left' },
    },
  );
  for await (const page of pages) copies.push(...(page.Items ?? []));
  return copies;
}

const fromCopy = (playerId: string, item: Record<string, unknown>): ExportedGame => ({
  gameId: item.gameId as string,
  game: item.game as string,
  status: item.status as Status,
  seat: (item.players as { playerId: string; seat: number }[]).find((p) => p.playerId === playerId)?.seat ?? null,
  createdAt: item.createdAt as string,
  endedAt: (item.endedAt as string | null | undefined) ?? null,
});

const fromState = (playerId: string, state: GameState): ExportedGame => ({
  gameId: state.gameId,
  game: state.game,
  status: state.status,
  seat: seatOf(state, playerId) ?? null,
  ...datesOf(state),
});
