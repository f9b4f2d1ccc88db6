/**
 * A seat taken, till the player's lists of games hold its game: `PLAYER#<id>` / `SEATING#<gameId>`.
 * The lists follow the events stream (my-games-projection.ts), a moment behind the command that
 * seats someone; this item is written in that command's own transaction, so PATCH /players/me
 * (rename.ts) finds every game the player is seated in the moment the seat's answer is given,
 * listed yet or not. The projection deletes it once it has written the lists, so a player's
 * seatings stay as few as the games seated in the last moment.
 */
import { isPlatformEvent, type WrittenEvent } from '../../domain/platform/index.ts';
import { DeleteCommand, QueryCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { StreamItem, WithItem } from '../adapters/event-store.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

/** The seats an item's events take: its creator's, and each join's (a bot's with `bot`). */
export const seatsTakenBy = (events: readonly WrittenEvent[]): { playerId: string; bot: boolean }[] =>
  // The platform's events have kept their shape under every schema: as written, they are today's.
  events
    .filter(isPlatformEvent)
    .flatMap((e) =>
      e.type === 'GameCreated'
        ? [{ playerId: e.creator.playerId, bot: false }]
        : e.type === 'PlayerJoined'
          ? [{ playerId: e.player.playerId, bot: e.bot !== undefined }]
          : [],
    );

/** The people an item seats: bots have no name of their own to change. */
export const peopleSeatedBy = (events: readonly WrittenEvent[]): string[] =>
  seatsTakenBy(events)
    .filter((seat) => !seat.bot)
    .map((seat) => seat.playerId);

/** The seatings of the people `item` seats, to write in its own transaction (none for an item that seats nobody). */
export const seatingWrites = (item: StreamItem): WithItem[] =>
  peopleSeatedBy(item.events).map((playerId) => ({
    Put: { TableName: tableNames().read, Item: { ...readKeys.seating(playerId, item.gameId), gameId: item.gameId } },
  }));

/** The games of the player's seatings: one consistent Query, so a seating stored before it is in it. */
export async function seatingsOf(playerId: string): Promise<string[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...queryRange(readKeys.seatingsOf(playerId)),
      ConsistentRead: true,
      ProjectionExpression: 'gameId',
    }),
  );
  return Items.map((item) => item.gameId as string);
}

/** The lists hold the game now: its seatings of these people go. */
export const forgetSeatings = (gameId: string, playerIds: readonly string[]): Promise<unknown> =>
  Promise.all(
    playerIds.map((playerId) =>
      dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.seating(playerId, gameId) })),
    ),
  );
