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
 */
export const projectMyGames: ItemConsumer = async (item, transition) => {
  const { after, latest } = await transition();
  if (!after) return;
  const game = myGameOf(after, item.events.at(-1)!.at);
  const gone = item.events.filter((e) => e.type === 'PlayerLeft').map((e) => e.playerId as string);
  // A seat's 8 items are always written together: one request each.
  await Promise.all([
    ...listHolders(after).map((playerId) => putAllIfNewer(entryItems(playerId, game))),
    ...gone.map((playerId) => putAllIfNewer(leftItems(playerId, item.gameId, item.version))),
  ]);
  if (latest) await renameLateSeats(item.gameId, item.events, latest);
};

/**
 * A seat taken with the name a player had just before renaming themselves: PATCH /players/me
 * renames the games it finds on the player's list, and this seat was not on it yet. Read after
 * the list items are written, the profile shows either the old name (then the rename, later,
 * finds this game listed) or the new one (then it is put on the seat here), so no seat of a
 * game still going keeps an old name.
 */
async function renameLateSeats(gameId: string, events: readonly StoredEvent[], latest: GameState) {
  if (isOver(latest)) return;
  const seated = events.flatMap((e) => (e.type === 'GameCreated' ? [e.creator] : e.type === 'PlayerJoined' ? [e.player] : [])) as {
    playerId: string;
  }[];
  for (const { playerId } of seated) {
    const name = await profileName(playerId);
    const seat = latest.players.find((p) => p.playerId === playerId);
    if (name !== undefined && seat && seat.name !== name)
      await runCommand(gameId, { decide: (state, now) => rename(state, playerId, name, now) });
  }
}
