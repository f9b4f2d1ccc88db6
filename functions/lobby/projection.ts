import { isPlatformEvent, type GameState } from '../../domain/platform/index.ts';
import { putIfNewer } from '../adapters/put-if-newer.ts';
import { listOrder, lists, readKeys } from '../adapters/read-keys.ts';
import type { ItemConsumer } from '../stream/records.ts';

/** A game is a lobby to join while it has not started (nor been cancelled) and has a seat free. */
const isOpen = (state: GameState) => state.status === 'lobby' && state.players.length < state.rules.seats.max;

/**
 * The lobby list projection: one item per game, on two sparse indexes (all games; one game)
 * sorted by creation time while the game is open, so listing stays one Query however many
 * games exist. Each item that changes the lobby (create, join, leave, start, cancel) writes the
 * whole lobby as of its version, read back with the game, and only over an older one: whatever
 * order the stream delivers records in, and however often, the newest wins. A game no longer
 * open keeps its item off the indexes, as its version's tombstone: a late older record cannot
 * bring it back.
 */
export const projectLobby: ItemConsumer = async (item, transition) => {
  if (!item.events.some((e) => isPlatformEvent(e) && e.type !== 'PlayerRenamed' && e.type !== 'RematchCreated')) return;
  const { after } = await transition();
  if (!after) return;
  const createdAt = new Date(after.createdAt).toISOString();
  await putIfNewer({
    ...readKeys.lobby(item.gameId),
    version: item.version,
    game: after.game,
    players: after.players.length,
    seats: after.rules.seats.max,
    createdAt,
    creator: after.players[0]!.playerId,
    ...(isOpen(after)
      ? { gsi1pk: lists.lobbies, gsi2pk: lists.lobbiesOf(after.game), gsi1sk: listOrder.lobby(createdAt, item.gameId) }
      : {}),
  });
};
