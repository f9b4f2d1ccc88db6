import pMap from 'p-map';
import { isOver, rename } from '../../domain/platform/index.ts';
import { runCommand } from '../games/command-service.ts';
import { renameOnLeaderboards } from '../leaderboards/rename.ts';
import { liveGamesOf } from './my-games-page.ts';
import { seatingsOf } from './seatings.ts';
import { TokenRevoked, type Authenticated, type PlayerRecord } from './players.ts';
import { nameKeyOf } from '../privacy/name-keys.ts';
import { rememberNameKey } from '../privacy/reveal.ts';
import { sealName } from '../privacy/sealed-names.ts';
import { renameTokens } from './rename-tokens.ts';
import { rememberToken } from './token-cache.ts';

/** Games renamed at once: enough to overlap round trips for a player in many lobbies. */
const CONCURRENCY = 8;

/**
 * PATCH /players/me. The name is sealed under the player's key (functions/privacy/), then the
 * profile and every token's item take it (rename-tokens.ts); then the boards
 * (leaderboards/rename.ts), then the seats: a
 * `PlayerRenamed` event in each game still going (lobby or playing), through the command flow
 * like any change of a game, before the answer. The games are the player's own list's and
 * their seatings' (seatings.ts): a seat taken a moment ago, which the list (a projection of
 * the events stream) does not hold yet, has its seating, written with the seat itself. So the
 * name is on every seat in any read after the answer, and no read pays for it: views keep
 * reading names from the game's events. Ended and cancelled games keep the names they were
 * played under, as a finished score sheet does. A seat stored during the rename with the name
 * of before is renamed by the my-games projection.
 */
export async function renamePlayer(player: Authenticated, clearName: string): Promise<PlayerRecord> {
  // Stored sealed, as every name of a person is (functions/privacy/); the answer reveals it.
  const key = await nameKeyOf(player.playerId);
  if (!key) throw new TokenRevoked(player.tokenHash);
  const name = sealName(player.playerId, clearName, key);
  rememberNameKey(player.playerId, key);
  await renameTokens(player, name);
  const renamed = { playerId: player.playerId, name };
  rememberToken(player.tokenHash, renamed);
  await renameOnLeaderboards(player.playerId, name);
  const [listed, seated] = await Promise.all([liveGamesOf(player.playerId), seatingsOf(player.playerId)]);
  await pMap(
    new Set([...listed, ...seated]),
    (gameId) =>
      runCommand(gameId, {
        actor: player.playerId,
        // A seating's game may have ended since (its list items not written yet): it keeps its names.
        decide: (state, now) => (isOver(state) ? [] : rename(state, player.playerId, name, now)),
      }),
    { concurrency: CONCURRENCY },
  );
  return renamed;
}
