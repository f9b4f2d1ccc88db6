/**
 * Who may act on an app's players (docs/contract.md, Apps): the app's own secret key alone, as
 * `Authorization: Bearer ocsk_…`. A key of no app (a player's token too, a deleted app's, a
 * replaced one past its 24 hours) is 401; a key of another app is 404 `app-not-found`, as an app
 * that is unknown or deleted: a caller learns nothing of apps not its own.
 */
import { appOfSecretKey } from './keys.ts';
import type { AppRecord } from './record.ts';

export type AppAuthorization = AppRecord | 'unauthenticated' | 'app-not-found';

/** The app of the path `appId`, if the Authorization header carries its secret key. */
export async function appOfRequest(appId: string, authorization: string | undefined, now: number): Promise<AppAuthorization> {
  const key = /^Bearer\s+(ocsk_\S{1,500})$/i.exec(authorization ?? '')?.[1];
  if (key === undefined) return 'unauthenticated';
  const app = await appOfSecretKey(key, now);
  if (!app) return 'unauthenticated';
  return app.appId === appId ? app : 'app-not-found';
}
