/**
 * Who may act on an app's players (docs/contract.md, Apps): the app's own secret key alone, as
 * `Authorization: Bearer ocsk_…`. A key of no app (a player's token too) is 401; a key of another
 * app is 404 `app-not-found`, as an app that is unknown or deleted: a caller learns nothing of
 * apps not its own.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { GetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { tableNames } from '../adapters/tables.ts';

/** An app as its secret key names it. */
export interface App {
  appId: string;
  ownerId: string;
  name: string;
}

export type AppAuthorization = App | 'unauthenticated' | 'app-not-found';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The app of the path `appId`, if the Authorization header carries its secret key. */
export async function appOfRequest(appId: string, authorization: string | undefined, _now: number): Promise<AppAuthorization> {
  const key = /^Bearer\s+(ocsk_\S{1,500})$/i.exec(authorization ?? '')?.[1];
  if (key === undefined) return 'unauthenticated';
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: { pk: `APP#${appId}`, sk: 'PROFILE' }, ConsistentRead: true }),
  );
  if (!Item) return 'app-not-found';
  const stored = Buffer.from(String(Item.secretKeyHash), 'hex');
  const sent = sha256(key);
  if (stored.length !== sent.length || !timingSafeEqual(stored, sent)) return 'unauthenticated';
  return { appId, ownerId: Item.ownerId as string, name: Item.name as string };
}
