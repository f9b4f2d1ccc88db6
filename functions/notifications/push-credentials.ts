import { GetCommand, paginateQuery, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { systemClock } from '../adapters/clock.ts';
import { openSecret, sealSecret } from '../secrets/installed.ts';
import type { SealedSecret } from '../secrets/seal.ts';
import { appPlatforms, type AppPlatform } from './platforms.ts';

/** An APNs authentication key (token-based connections, ES256) and what it signs for. */
export interface ApnsCredentials {
  teamId: string;
  keyId: string;
  /** The .p8 file, PEM: an EC P-256 private key. */
  privateKey: string;
  bundleId: string;
  sandbox: boolean;
}

/** A Google service account's JSON key file (its other fields kept as they came). */
export interface FcmCredentials {
  serviceAccount: { project_id: string; client_email: string; private_key: string; token_uri: string; [field: string]: unknown };
}

export interface ExpoCredentials {
  accessToken?: string;
}

export interface PushCredentialsOf {
  apns: ApnsCredentials;
  fcm: FcmCredentials;
  expo: ExpoCredentials;
}

/** What the sealing is bound to: the credentials' own item, so sealed credentials copied to another item do not open. */
const contextOf = (appId: string, platform: AppPlatform) => {
  const { pk, sk } = readKeys.pushCredentials(appId, platform);
  return `${pk}/${sk}`;
};

/** The app's record as its owner's: the condition every write of credentials is made on, so a deleted app gets none. */
const ownersApp = (appId: string, owner: string) => ({
  ConditionCheck: {
    TableName: tableNames().read,
    Key: readKeys.app(appId),
    ConditionExpression: 'attribute_exists(pk) AND #owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': owner },
  },
});

/** Whether a transaction was refused because the app is gone or not the owner's (its first item's condition). */
const appRefused = (error: unknown) =>
  error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';

/**
 * PUT /apps/{appId}/push/{platform}: the app's credentials for the platform, sealed
 * (functions/secrets/, as webhook secrets are) in an item of their own beside the app's record,
 * which no read path serves; they replace any the platform had. Written on the condition that
 * the app is still `owner`'s: false when it is not (or no longer exists).
 */
export async function setPushCredentials<P extends AppPlatform>(
  owner: string,
  appId: string,
  platform: P,
  credentials: PushCredentialsOf[P],
): Promise<boolean> {
  const sealed = await sealSecret(JSON.stringify(credentials), contextOf(appId, platform));
  const item = {
    ...readKeys.pushCredentials(appId, platform),
    appId,
    platform,
    sealed,
    updatedAt: new Date(systemClock.now()).toISOString(),
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({ TransactItems: [ownersApp(appId, owner), { Put: { TableName: tableNames().read, Item: item } }] }),
    );
    return true;
  } catch (error) {
    if (appRefused(error)) return false;
    throw error;
  }
}

/** DELETE /apps/{appId}/push/{platform}: false when the app is not `owner`'s. Deleting credentials the platform does not have is no error. */
export async function deletePushCredentials(owner: string, appId: string, platform: AppPlatform): Promise<boolean> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          ownersApp(appId, owner),
          { Delete: { TableName: tableNames().read, Key: readKeys.pushCredentials(appId, platform) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (appRefused(error)) return false;
    throw error;
  }
}

/** The deletes of every platform's credentials of an app, for the transaction that deletes the app (apps.ts). */
export const pushCredentialDeletes = (appId: string) =>
  appPlatforms.map((platform) => ({ Delete: { TableName: tableNames().read, Key: readKeys.pushCredentials(appId, platform) } }));

/** Which platforms the app has credentials for (GET /apps/{appId}'s `push`), from their items' keys alone: nothing sealed is read. */
export async function configuredPlatforms(appId: string): Promise<Record<AppPlatform, boolean>> {
  const configured = { apns: false, fcm: false, expo: false };
  const pages = paginateQuery(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      ...queryRange(readKeys.pushCredentialsOf(appId)),
      ProjectionExpression: '#platform',
      ExpressionAttributeNames: { '#platform': 'platform' },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) configured[item.platform as AppPlatform] = true;
  return configured;
}

/** Whether the app has credentials for the platform (a device's registration needs them: 409 `push-not-configured`). */
export async function hasPushCredentials(appId: string, platform: AppPlatform): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.pushCredentials(appId, platform),
      ConsistentRead: true,
      ProjectionExpression: '#platform',
      ExpressionAttributeNames: { '#platform': 'platform' },
    }),
  );
  return Item !== undefined;
}

/** The app's credentials for the platform, opened: for the sender alone (it needs the master key's Decrypt). Undefined when it has none. */
export async function openPushCredentials<P extends AppPlatform>(appId: string, platform: P): Promise<PushCredentialsOf[P] | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.pushCredentials(appId, platform) }));
  if (!Item) return undefined;
  return JSON.parse(await openSecret(Item.sealed as SealedSecret, contextOf(appId, platform))) as PushCredentialsOf[P];
}
