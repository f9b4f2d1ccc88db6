import { batchGet, keyOf } from '../adapters/batch-get.ts';
import { readKeys } from '../adapters/read-keys.ts';

/**
 * What the stream's reactions need of a player's profile: the app they belong to (an app's
 * webhooks hear of their games), and whether they ever made a webhook subscription or a push
 * device (else neither is read). Each count is raised in the very write that makes the thing
 * (webhooks/subscriptions.ts, notifications/devices.ts) and never lowered.
 */
export interface ProfileFacts {
  appId?: string;
  externalId?: string;
  subscriptionsMade?: number;
  devicesMade?: number;
}

/** Profiles by player id: null for a player read who has none (a bot, a player erased); a player not read is not in it. */
export type Profiles = ReadonlyMap<string, ProfileFacts | null>;

/** These players' profiles, one consistent BatchGet (nothing for none): a count raised before it is seen. */
export async function readProfiles(playerIds: readonly string[]): Promise<Profiles> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return new Map();
  const found = await batchGet(
    ids.map(readKeys.profile),
    { ProjectionExpression: 'pk, sk, appId, externalId, subscriptionsMade, devicesMade' },
    { consistent: true },
  );
  return new Map(ids.map((playerId) => [playerId, (found.get(keyOf(readKeys.profile(playerId))) as ProfileFacts | undefined) ?? null]));
}

/**
 * Whether the player may have made one (a subscription, a device), so it is worth a Query: no
 * for a player without a profile or whose count is 0; yes otherwise, also for a player these
 * profiles did not read and for a profile older than the count (absent, it is not known to be none).
 */
export function mayHaveMade(profiles: Profiles, playerId: string, count: 'subscriptionsMade' | 'devicesMade'): boolean {
  if (!profiles.has(playerId)) return true;
  const profile = profiles.get(playerId);
  return profile !== null && profile?.[count] !== 0;
}
