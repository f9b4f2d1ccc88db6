import {
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  UpdateCommand,
} from '../adapters/documents.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { SubscribedType, WebhookType } from './types.ts';
import { systemClock } from '../adapters/clock.ts';

export interface Subscription {
  id: string;
  owner: string;
  url: string;
  events: SubscribedType[];
  /**
   * Kept as the secret itself, not a hash: every delivery is signed with it (HMAC), so the
   * sender needs it in the clear, as Stripe and Svix keep theirs.
   */
  secret: string;
  /**
   * The secret replaced by the last rotation (POST /webhooks/{id}/secret), still signing every
   * delivery beside the new one until `previousSecretUntil`, so a receiver can switch secrets
   * without dropping a delivery; only the last one replaced is kept.
   */
  previousSecret?: string;
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

/** Standard Webhooks secrets: `whsec_` and the base64 of 24 to 64 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export async function createSubscription(owner: string, url: string, events: SubscribedType[]): Promise<Subscription> {
  const subscription: Subscription = {
    id: `wh_${randomUUID().replaceAll('-', '')}`,
    owner,
    url,
    events,
    secret: newSecret(),
    createdAt: new Date().toISOString(),
  };
  await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: { ...key(owner, subscription.id), ...subscription } }));
  return subscription;
}

/**
 * Replaces the subscription's secret with a new one, the old one still signing beside it for
 * `overlapMs` (Standard Webhooks allows several signatures: a receiver verifies either).
 * Undefined when the owner has no such subscription.
 */
export async function rotateSecret(
  owner: string,
  id: string,
  overlapMs: number,
  now = systemClock.now(),
): Promise<Subscription | undefined> {
  if (!isSubscriptionId(id)) return undefined;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: key(owner, id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET previousSecret = secret, previousSecretUntil = :until, secret = :secret',
        ExpressionAttributeValues: { ':until': new Date(now + overlapMs).toISOString(), ':secret': newSecret() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toSubscription(Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** The secrets a delivery is signed with now: the subscription's, and the one it replaced while their overlap lasts. */
export const signingSecrets = (subscription: Subscription, now = systemClock.now()): string[] => [
  subscription.secret,
  ...(subscription.previousSecret && Date.parse(subscription.previousSecretUntil ?? '') > now ? [subscription.previousSecret] : []),
];

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
