import { isOver, rename, type GameState, type StoredEvent } from '../../domain/platform/index.ts';
import { putAllIfNewer } from '../adapters/put-if-newer.ts';
import { runCommand } from '../games/command-service.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { entryItems, leftItems, listHolders, myGameOf } from './my-games-entry.ts';
import { profileName } from './players.ts';

/**
 * The my-games projection (docs/contract.md, My games): for each stored item, the game as of that version
 * on the lists of every person seated then (my-games-entry.ts), and a seat given up in the
 * lobby taken off them. Every item is derived from the version alone and written only over an
 * older one, so it converges whatever order and however often the stream delivers records.
 * So an item with a newer one of its game later in the batch leaves the lists to that one (a
 * seat is 8 items, and a batch of a busy game's decisions would write them all for each):
 * everyone seated at the newer version is written there, and anyone seated before but not
 * then has left, taken off at the version they left, here. But an item that seats someone
 * writes the lists itself, before renameLateSeats reads the profile.
 */
export const projectMyGames: ItemConsumer = async (item, transition, { newerInBatch }) => {
  const gone = item.events.filter((e) => e.type === 'PlayerLeft').map((e) => e.playerId as string);
  const seated = seatedBy(item.events);
  const listed = !newerInBatch || seated.length > 0;
  if (!listed && gone.length === 0) return;
  const { after, latest } = await transition();
  if (!after) return;
  const game = myGameOf(after, item.events.at(-1)!.at);
  // A seat's 8 items are always written together: one request each.
  await Promise.all([
    ...(listed ? listHolders(after).map((playerId) => putAllIfNewer(entryItems(playerId, game))) : []),
    ...gone.map((playerId) => putAllIfNewer(leftItems(playerId, item.gameId, item.version))),
  ]);
  if (latest) await renameLateSeats(item.gameId, seated, latest);
};

/** The people an item seats: the creator, those who join. */
const seatedBy = (events: readonly StoredEvent[]): string[] =>
  events
    .flatMap((e) => (e.type === 'GameCreated' ? [e.creator] : e.type === 'PlayerJoined' ? [e.player] : []))
    .map((seat) => (seat as { playerId: string }).playerId);

/**
 * A seat taken with the name a player had just before renaming themselves: PATCH /players/me
 * renames the games it finds on the player's list, and this seat was not on it yet. Read after
 * the list items are written, the profile shows either the old name (then the rename, later,
 * finds this game listed) or the new one (then it is put on the seat here), so no seat of a
 * game still going keeps an old name.
 */
async function renameLateSeats(gameId: string, seated: readonly string[], latest: GameState) {
  if (isOver(latest)) return;
  for (const playerId of seated) {
    const name = await profileName(playerId);
    const seat = latest.players.find((p) => p.playerId === playerId);
    if (name !== undefined && seat && seat.name !== name)
      await runCommand(gameId, { decide: (state, now) => rename(state, playerId, name, now) });
  }
}
