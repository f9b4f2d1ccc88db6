import { DeleteCommand, paginateQuery, TransactionCanceledException, TransactWriteCommand, UpdateCommand } from '../adapters/documents.ts';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { systemClock } from '../adapters/clock.ts';
import type { PushEvent, PushPlatform } from './platforms.ts';

/** A browser's push subscription (RFC 8030's endpoint and RFC 8291's keys), as the browser gave it. */
export interface WebPushSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** What the API shows of a device (GET /players/me/devices, the export): never its token or subscription. */
export interface DeviceView {
  deviceId: string;
  platform: PushPlatform;
  locale: string;
  events: PushEvent[];
  createdAt: string;
}

/**
 * A device as stored (read-keys.ts: `DEVICE#<deviceId>` under its player): what the API shows,
 * and where messages go, which only the push pipeline reads. `token` for APNs, FCM and Expo,
 * `subscription` for Web Push.
 */
export interface DeviceRecord extends DeviceView {
  playerId: string;
  token?: string;
  subscription?: WebPushSubscription;
  /** When it was last registered or replaced. */
  updatedAt: string;
}

/** What a registration says: where messages go (a token, or for Web Push a subscription), in which language, of what. */
export type DeviceRegistration = Pick<DeviceRecord, 'locale' | 'events'> &
  ({ platform: 'webpush'; subscription: WebPushSubscription } | { platform: Exclude<PushPlatform, 'webpush'>; token: string });

/** What a read that serves an answer asks for: the token and the subscription never leave the table on that path. */
const VIEW_ATTRIBUTES = ['deviceId', 'platform', 'locale', 'events', 'createdAt'] as const;
const viewProjection = {
  ProjectionExpression: VIEW_ATTRIBUTES.map((_, i) => `#v${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(VIEW_ATTRIBUTES.map((name, i) => [`#v${i}`, name])),
};

/** How often a registration whose transaction met another write is tried. */
const CONFLICT_ATTEMPTS = 3;

/** The player was erased while a device of theirs was registered: nothing was made. */
export class DeviceOwnerGone extends Error {
  constructor(readonly playerId: string) {
    super(`player ${playerId} was erased while a device of theirs was registered`);
  }
}

/**
 * PUT /players/me/devices/{deviceId}: registers the device, or replaces what a device of that
 * name was (its platform, token or subscription, locale, events), keeping when it was first
 * registered. `created` says whether there was none before it (201 rather than 200).
 * A new device is made in one transaction with a raise of the profile's `devicesMade`, on the
 * condition that the profile is there: the push reaction reads the devices only of players
 * whose profile says they made one (seated-profiles.ts), so the count is never behind the
 * devices, and a player erased meanwhile keeps none (DeviceOwnerGone). A device already there
 * (its count raised when it was made) is replaced by one update, so two PUTs at once leave one
 * whole device. The count is never lowered, not by a deletion: a player who deleted every
 * device costs the pushes a Query as before; erasure takes it with the profile.
 */
export async function putDevice(
  playerId: string,
  deviceId: string,
  registration: DeviceRegistration,
): Promise<{ device: DeviceView; created: boolean }> {
  const now = new Date(systemClock.now()).toISOString();
  const { platform, locale, events } = registration;
  const write = deviceWrite(playerId, deviceId, registration, now);
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: { ...write, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Update: {
                TableName: write.TableName,
                Key: readKeys.profile(playerId),
                ConditionExpression: 'attribute_exists(pk)',
                UpdateExpression: 'ADD devicesMade :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
      return { device: { deviceId, platform, locale, events, createdAt: now }, created: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [device, profile] = error.CancellationReasons ?? [];
      if (profile?.Code === 'ConditionalCheckFailed') throw new DeviceOwnerGone(playerId);
      if (device?.Code === 'ConditionalCheckFailed') break;
      // Another write to the device or the profile at the same moment (the same PUT twice, a
      // subscription made): tried again, since only this transaction may make a new device.
      if (attempt >= CONFLICT_ATTEMPTS || ![device, profile].some((r) => r?.Code === 'TransactionConflict')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
  // The device is there: replaced, and the device as it was before tells its createdAt (none:
  // deleted in between, and this registration is new again).
  const { Attributes } = await dynamo().send(new UpdateCommand({ ...write, ReturnValues: 'ALL_OLD' }));
  const createdAt = (Attributes?.createdAt as string | undefined) ?? now;
  return { device: { deviceId, platform, locale, events, createdAt }, created: Attributes === undefined };
}

/** The one update that stores a registration whole, keeping `createdAt` if the device had one. */
function deviceWrite(playerId: string, deviceId: string, registration: DeviceRegistration, now: string) {
  const { platform, locale, events } = registration;
  // The one of token and subscription the platform does not use is removed: a device moved from Web Push to FCM keeps no endpoint.
  const where =
    registration.platform === 'webpush'
      ? { set: 'subscription', value: registration.subscription, remove: 'token' }
      : { set: 'token', value: registration.token, remove: 'subscription' };
  return {
    TableName: tableNames().read,
    Key: readKeys.device(playerId, deviceId),
    UpdateExpression: `SET playerId = :player, deviceId = :device, #platform = :platform, #locale = :locale, #events = :events, #target = :target, updatedAt = :now, createdAt = if_not_exists(createdAt, :now) REMOVE #other`,
    ExpressionAttributeNames: {
      '#platform': 'platform',
      '#locale': 'locale',
      '#events': 'events',
      '#target': where.set,
      '#other': where.remove,
    },
    ExpressionAttributeValues: {
      ':player': playerId,
      ':device': deviceId,
      ':platform': platform,
      ':locale': locale,
      ':events': events,
      ':target': where.value,
      ':now': now,
    },
  };
}

const viewOf = (item: Record<string, unknown>): DeviceView => {
  const { deviceId, platform, locale, events, createdAt } = item as unknown as DeviceView;
  return { deviceId, platform, locale, events, createdAt };
};

const MAX_PAGES = 20;

/** A player's devices, oldest first, as the API shows them (GET /players/me/devices): the Query asks for nothing more. */
export async function listDevices(playerId: string): Promise<DeviceView[]> {
  const found: DeviceView[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryRange(readKeys.devicesOf(playerId)), ...viewProjection, ConsistentRead: true },
  );
  let read = 0;
  for await (const page of pages) {
    found.push(...(page.Items ?? []).map(viewOf));
    if (++read >= MAX_PAGES) break;
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.deviceId.localeCompare(b.deviceId));
}

/** Every device of a player with where its messages go: for the push pipeline alone, one Query. */
export async function devicesFor(playerId: string): Promise<DeviceRecord[]> {
  const found: DeviceRecord[] = [];
  const pages = paginateQuery({ client: dynamo() }, { TableName: tableNames().read, ...queryRange(readKeys.devicesOf(playerId)) });
  let read = 0;
  for await (const page of pages) {
    found.push(...(page.Items ?? []).map(toDeviceRecord));
    if (++read >= MAX_PAGES) break;
  }
  return found;
}

/** DELETE /players/me/devices/{deviceId}, and a device its platform reports gone. False when the player has no such device. */
export function deleteDevice(playerId: string, deviceId: string): Promise<boolean> {
  return conditionally(
    dynamo().send(
      new DeleteCommand({
        TableName: tableNames().read,
        Key: readKeys.device(playerId, deviceId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

function toDeviceRecord(item: Record<string, unknown>): DeviceRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as DeviceRecord;
}
