/**
 * An app's own players (docs/contract.md, Apps: PUT /apps/{appId}/players/{externalId}): the
 * player an app knows by its own id, `externalId`. One item per app player, keyed by
 * (appId, externalId) and naming the player, written in the same transaction as the player
 * (docs/design.md, Apps) on the condition that it is new: of two first sign-ins at once, one
 * makes the player and the other finds it. Every sign-in issues one more token, the session of
 * one device; the player's other tokens keep working (functions/players/tokens.ts).
 */
import { GetCommand, TransactionCanceledException } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { createPlayer } from '../players/players.ts';
import { issueToken } from '../players/tokens.ts';

export interface AppPlayerSignIn {
  /** Whether this sign-in made the player (201), or found the one made before (200). */
  created: boolean;
  playerId: string;
  name: string;
  externalId: string;
  appId: string;
  /** A new token, for this sign-in alone. */
  token: string;
}

export interface SignInRequest {
  appId: string;
  externalId: string;
  /** The player's name: required when the sign-in makes the player, ignored after. */
  name?: string;
}

/**
 * The app's player known as `externalId`, made on its first sign-in, with a new token each
 * time; 'name-required' for a first sign-in without a name, and nothing made. `also` are writes
 * of the transaction that makes the player (the app's count of its players), written only then.
 */
export async function signInAppPlayer(
  { appId, externalId, name }: SignInRequest,
  now: number,
  also: WithItem[] = [],
): Promise<AppPlayerSignIn | 'name-required'> {
  const known = await appPlayerOf(appId, externalId);
  if (known) return found(appId, externalId, known);
  if (name === undefined) return 'name-required';
  try {
    const player = await createPlayer(name, undefined, {
      app: { appId, externalId },
      now,
      also: (playerId) => [
        {
          Put: {
            TableName: tableNames().read,
            Item: { ...readKeys.appPlayer(appId, externalId), appId, externalId, playerId, createdAt: now },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...also,
      ],
    });
    return { created: true, ...player, externalId, appId };
  } catch (error) {
    // Another first sign-in made the player meanwhile: this one is a later one.
    const winner = error instanceof TransactionCanceledException ? await appPlayerOf(appId, externalId) : undefined;
    if (!winner) throw error;
    return found(appId, externalId, winner);
  }
}

/** The player the app knows as `externalId`, read consistently: one made a moment ago is found (one erased, not: its item went with them). */
export async function appPlayerOf(appId: string, externalId: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.appPlayer(appId, externalId), ConsistentRead: true }),
  );
  return Item?.playerId as string | undefined;
}

/** A later sign-in: one more token for the player found. */
async function found(appId: string, externalId: string, playerId: string): Promise<AppPlayerSignIn> {
  const player = await issueToken(playerId);
  // The item is written with the profile, and ends with it.
  if (!player) throw new Error(`app player ${playerId} has no profile`);
  return { created: false, ...player, externalId, appId };
}
