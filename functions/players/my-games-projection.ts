import { isOver, rename, type GameState } from '../../domain/platform/index.ts';
import { putIfNewer } from '../adapters/put-if-newer.ts';
import { runCommand } from '../games/command-service.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { datesOf, entryItem, leftItem, listHolders, myGameOf } from './my-games-entry.ts';
import { profileName } from './players.ts';
import { forgetSeatings, peopleSeatedBy, seatsTakenBy } from './seatings.ts';

/**
 * The my-games projection (docs/contract.md, My games): for each stored item, the game as of that version
 * on the lists of every person seated then (my-games-entry.ts), and a seat given up in the
 * lobby taken off them. Every item is derived from the version alone and written only over an
 * older one, so it converges whatever order and however often the stream delivers records.
 * Every version changes what a seat's entry shows (its version, turn and time), so each is a
 * write per seat: an item with a newer one of its game later in the batch leaves the lists to
 * that one, and a batch of a busy game's decisions costs one write per seat. Everyone seated
 * at the newer version is written there, and anyone seated before but not then has left,
 * taken off at the version they left, here. But an item that seats someone writes the lists
 * itself, before renameLateSeats reads the profile.
 */
export const projectMyGames: ItemConsumer = async (item, transition, { newerInBatch }) => {
  const gone = item.events.filter((e) => e.type === 'PlayerLeft').map((e) => e.playerId as string);
  const taken = seatsTakenBy(item.events);
  const seated = taken.map((seat) => seat.playerId);
  const listed = !newerInBatch || seated.length > 0;
  if (!listed && gone.length === 0) return;
  const { after, latest } = await transition();
  if (!after) return;
  const game = myGameOf(after, item.events.at(-1)!.at);
  await Promise.all([
    ...(listed ? listHolders(after).map((playerId) => putIfNewer(entryItem(playerId, game, datesOf(after)))) : []),
    ...gone.map((playerId) => putIfNewer(leftItem(playerId, item.gameId, item.version))),
  ]);
  // The lists hold the game: a rename finds it there from now on (seatings.ts).
  await forgetSeatings(item.gameId, peopleSeatedBy(item.events));
  if (latest) await renameLateSeats(item.gameId, seated, latest);
};

/**
 * A seat taken with the name a player had just before renaming themselves: a join that read
 * the token before the rename and was stored after PATCH /players/me looked for the player's
 * games (on their lists and seatings), so the rename did not find it. Read after the list
 * items are written, the profile shows either the old name (then the rename, later, finds
 * this game listed) or the new one (then it is put on the seat here), so no seat of a game
 * still going keeps an old name.
 */
async function renameLateSeats(gameId: string, seated: readonly string[], latest: GameState) {
  if (isOver(latest)) return;
  for (const playerId of seated) {
    const name = await profileName(playerId);
    const seat = latest.players.find((p) => p.playerId === playerId);
    if (name !== undefined && seat && seat.name !== name)
      // `latest` was read before the profile: the game may have ended since, and keeps its names then.
      await runCommand(gameId, { decide: (state, now) => (isOver(state) ? [] : rename(state, playerId, name, now)) });
  }
}
