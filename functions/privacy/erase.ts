/**
 * Erasure (docs/contract.md, Your data; docs/privacy.md): DELETE /players/me, and an app's
 * DELETE /apps/{appId}/players/{externalId}. Events are never rewritten: what the player did stays
 * in the games, under their id, a random pseudonym; what names them goes with their profile.
 *
 * The order makes it safe to send again after a failure half way. The tombstone comes first
 * (privacy/tombstone.ts: from then on no projection gives the player a line or a rating);
 * then each thing the player holds is ended by the feature's own function, each of them a no-op
 * the second time: the webhook subscriptions, the devices, the apps they own, the ticket still
 * searching, the seats in games still going. Last, in one transaction, every token and the
 * profile (forget-player.ts). Until that transaction the player's token still works, so the
 * player (or their app) can always send the erasure again and finish it; after it, the erasure
 * is done, and the same request is 401 (or the app's, 404 player-not-found). Anything the player
 * made with a token while their erasure ran (a lobby joined in between) is found by the
 * retry, or left as any player's lobby is: their seat's name is gone with the profile all the same.
 */
import { systemClock } from '../adapters/clock.ts';
import { deleteApp, listApps } from '../apps/apps.ts';
import { endSubscribersOfReplacedToken } from '../live/rotation.ts';
import { endSearch, ticketsMadeBy } from '../matchmaking/tickets.ts';
import { deleteDevice, listDevices } from '../notifications/devices.ts';
import { profileName } from '../players/players.ts';
import { deleteSubscription, listSubscriptions } from '../webhooks/subscriptions.ts';
import { forgetPlayer } from './forget-player.ts';
import { recordErasure } from './tombstone.ts';
import { withdrawFromGames } from './withdraw.ts';

export interface ErasureOptions {
  /** The hash of the token the request came with: it stops working last (forget-player.ts). */
  lastToken?: string;
}

/**
 * Erases the player, everything of docs/contract.md's "Before the answer" done when it returns.
 * False for a player with no profile (erased already, or never made): nothing is done.
 */
export async function erasePlayer(playerId: string, { lastToken }: ErasureOptions = {}): Promise<boolean> {
  if ((await profileName(playerId)) === undefined) return false;
  await recordErasure(playerId, systemClock.now());
  // Where the player is told things, first: the games they leave below send no webhook or push to the one erased.
  for (const subscription of await listSubscriptions(playerId)) await deleteSubscription(playerId, subscription.id);
  for (const device of await listDevices(playerId)) await deleteDevice(playerId, device.deviceId);
  for (const app of await listApps(playerId)) await deleteApp(playerId, app.appId);
  // The ticket before the games: a match made before it ends seats the player, and the games after it find that seat.
  for (const ticket of await ticketsMadeBy(playerId)) if (ticket.status === 'searching') await endSearch(ticket, 'cancelled');
  await withdrawFromGames(playerId);
  if (!(await forgetPlayer(playerId, lastToken))) return false;
  // The live subscriptions made with the player's tokens: told `unauthenticated` as a replaced token's are.
  await endSubscribersOfReplacedToken(playerId);
  return true;
}
