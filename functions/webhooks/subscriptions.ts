import {
  DeleteCommand,
  GetCommand,
  paginateQuery,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
} from '../adapters/documents.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { openSecret, sealSecret } from '../secrets/installed.ts';
import { isSealed, type SealedSecret } from '../secrets/seal.ts';
import type { SubscribedType, WebhookType } from './types.ts';
import { systemClock } from '../adapters/clock.ts';

/**
 * A signing secret as stored: sealed (functions/secrets/), as every secret is written; or in the
 * clear, as subscriptions made before sealing keep theirs until rotated or sealed by
 * `npm run seal-secrets` (seal-clear-secrets.ts).
 */
export type StoredSecret = SealedSecret | string;

export interface Subscription {
  id: string;
  owner: string;
  url: string;
  events: SubscribedType[];
  /**
   * Kept sealed, not hashed: every delivery is signed with it (HMAC), so the delivery function
   * opens it (signingSecrets), as Stripe and Svix keep theirs encrypted; nothing else does.
   */
  secret: StoredSecret;
  /**
   * The secret replaced by the last rotation (POST /webhooks/{id}/secret), still signing every
   * delivery beside the new one until `previousSecretUntil`, so a receiver can switch secrets
   * without dropping a delivery; only the last one replaced is kept, sealed as well.
   */
  previousSecret?: StoredSecret;
  previousSecretUntil?: string;
  createdAt: string;
  /** Set when a receiver answered 410 Gone: nothing more is sent. */
  disabledAt?: string;
  disabledReason?: string;
}

/**
 * A subscription lives under its owner (read-keys.ts): the fan-out finds a seated player's
 * subscriptions with one consistent Query, and a lookup by someone else finds nothing, so
 * another player's subscription cannot even be confirmed to exist.
 */
const key = readKeys.subscription;

/** An app's subscription, not a player's: its owner is the app's id (read-keys.ts keeps it under the app). */
export const isAppOwner = (owner: string) => owner.startsWith('app_');

/** What a subscription's secrets are sealed for: its item's key, so a sealed secret opens in no other item. */
export const secretContext = (owner: string, id: string): string => {
  const { pk, sk } = key(owner, id);
  return `${pk}/${sk}`;
};

/** Standard Webhooks secrets: `whsec_` and the base64 of 24 to 64 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The app (or the player) a subscription was being made for was deleted meanwhile: nothing was made. */
export class SubscriberGone extends Error {
  constructor(readonly owner: string) {
    super(`${isAppOwner(owner) ? 'app' : 'player'} ${owner} was deleted while a subscription of it was made`);
  }
}

/**
 * A new subscription, and its secret in the clear: for the answer that shows it once. An app's
 * (its owner an `app_…` id) is made in one transaction with a raise of the app record's
 * `subscriptionsMade`, on the condition that the record is there: no subscription outlives its
 * app, and an app's deletion that listed its subscriptions before this one landed sees the count
 * moved and lists them again (functions/apps/apps.ts, deleteApp). A player's is made with a
 * raise of the profile's `subscriptionsMade` in the same way: the fan-out reads the
 * subscriptions only of players whose profile says they made one (fan-out.ts), and a player
 * erased meanwhile keeps none. SubscriberGone if the owner's record is not there.
 */
export async function createSubscription(
  owner: string,
  url: string,
  events: SubscribedType[],
): Promise<{ subscription: Subscription; secret: string }> {
  const id = `wh_${randomUUID().replaceAll('-', '')}`;
  const secret = newSecret();
  const subscription: Subscription = {
    id,
    owner,
    url,
    events,
    secret: await sealSecret(secret, secretContext(owner, id)),
    createdAt: new Date().toISOString(),
  };
  const read = tableNames().read;
  const item = { ...key(owner, id), ...subscription };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: read, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: read,
              Key: isAppOwner(owner) ? readKeys.app(owner) : readKeys.profile(owner),
              ConditionExpression: 'attribute_exists(pk)',
              UpdateExpression: 'ADD subscriptionsMade :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed')
      throw new SubscriberGone(owner);
    throw error;
  }
  return { subscription, secret };
}

/**
 * Replaces the subscription's secret with a new one, the old one still signing beside it for
 * `overlapMs` (Standard Webhooks allows several signatures: a receiver verifies either). Both
 * are stored sealed: an old secret still in the clear is sealed on its way to `previousSecret`.
 * Written on the condition that the secret is still the one read, so a rotation at the same
 * time is not lost: the later one rotates again what the earlier stored. Undefined when the
 * owner has no such subscription.
 */
export async function rotateSecret(
  owner: string,
  id: string,
  overlapMs: number,
  now = systemClock.now(),
): Promise<{ secret: string; previousSecretUntil: string } | undefined> {
  const stored = await getSubscription(owner, id);
  if (!stored) return undefined;
  const context = secretContext(owner, id);
  const secret = newSecret();
  const previousSecretUntil = new Date(now + overlapMs).toISOString();
  const rotated = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: key(owner, id),
        ConditionExpression: 'secret = :seen',
        UpdateExpression: 'SET previousSecret = :previous, previousSecretUntil = :until, secret = :secret',
        ExpressionAttributeValues: {
          ':seen': stored.secret,
          ':previous': isSealed(stored.secret) ? stored.secret : await sealSecret(stored.secret, context),
          ':until': previousSecretUntil,
          ':secret': await sealSecret(secret, context),
        },
      }),
    ),
  );
  return rotated ? { secret, previousSecretUntil } : rotateSecret(owner, id, overlapMs, now);
}

/**
 * The secrets a delivery is signed with now, opened: the subscription's, and the one it
 * replaced while their overlap lasts. Only the delivery function calls it (it alone may open).
 */
export async function signingSecrets(subscription: Subscription, now = systemClock.now()): Promise<string[]> {
  const { owner, id, secret, previousSecret, previousSecretUntil } = subscription;
  const overlapping = previousSecret !== undefined && Date.parse(previousSecretUntil ?? '') > now;
  const opened = (stored: StoredSecret) => (isSealed(stored) ? openSecret(stored, secretContext(owner, id)) : Promise.resolve(stored));
  return Promise.all([secret, ...(overlapping ? [previousSecret] : [])].map(opened));
}

/** Ids are ours (`wh_` and 32 hex digits); anything else names no subscription and is not looked up. */
const isSubscriptionId = (id: string) => /^wh_[0-9a-f]{32}$/.test(id);

export async function getSubscription(owner: string, id: string): Promise<Subscription | undefined> {
  if (!isSubscriptionId(id)) return undefined;
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: key(owner, id), ConsistentRead: true }));
  return Item && toSubscription(Item);
}

const MAX_PAGES = 20;

/** The owner's subscriptions, oldest first (their ids sort by nothing, so by creation here). */
export async function listSubscriptions(owner: string): Promise<Subscription[]> {
  const found: Subscription[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryRange(readKeys.subscriptionsOf(owner)), ConsistentRead: true },
  );
  let read = 0;
  for await (const page of pages) {
    found.push(...(page.Items ?? []).map(toSubscription));
    if (++read >= MAX_PAGES) break;
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** False when the owner has no such subscription. */
export async function deleteSubscription(owner: string, id: string): Promise<boolean> {
  if (!isSubscriptionId(id)) return false;
  return conditionally(
    dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: key(owner, id), ConditionExpression: 'attribute_exists(pk)' })),
  );
}

/** Stops deliveries to a subscription; a deleted one stays deleted. */
export async function disableSubscription(owner: string, id: string, reason: string): Promise<void> {
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: key(owner, id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET disabledAt = if_not_exists(disabledAt, :at), disabledReason = if_not_exists(disabledReason, :reason)',
        ExpressionAttributeValues: { ':at': new Date().toISOString(), ':reason': reason },
      }),
    ),
  );
}

export const wants = (subscription: Subscription, type: WebhookType) =>
  !subscription.disabledAt && (subscription.events.includes('*') || subscription.events.includes(type));

function toSubscription(item: Record<string, unknown>): Subscription {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as Subscription;
}
