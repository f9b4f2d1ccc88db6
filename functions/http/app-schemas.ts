/** The app endpoints' bodies (docs/contract.md, Apps), for validation and openapi.yaml. */
import * as z from 'zod';
import { Timestamp } from '../contract/shared.ts';
import { PlayerName } from './player-name.ts';

export const CreateAppBody = z.strictObject({ name: PlayerName }).meta({ id: 'CreateApp' });

const AppId = z.string().describe('`app_` and 32 hex digits.');
const SecretKey = z
  .string()
  .describe("`ocsk_…`: for the app's own servers only, as `Authorization: Bearer ocsk_…`. Shown once; the server keeps only its hash.");

const AppFields = {
  appId: AppId,
  name: z.string(),
  publishableKey: z
    .string()
    .describe('`ocpk_…`: not a secret; it names the app in what its clients send (`X-App-Key` on `POST /players`).'),
  createdAt: Timestamp,
};

export const App = z
  .object({
    ...AppFields,
    players: z.int().min(0).describe('How many players signed up through the app.'),
    push: z.object({ apns: z.boolean(), fcm: z.boolean(), expo: z.boolean() }).describe('Which push platforms have credentials.'),
  })
  .meta({ id: 'App' });

export const NewApp = z.object({ ...AppFields, secretKey: SecretKey }).meta({ id: 'NewApp' });

export const AppList = z.object({ apps: z.array(App).describe("The caller's apps, oldest first.") }).meta({ id: 'AppList' });

export const RotatedAppSecret = z
  .object({
    appId: AppId,
    secretKey: SecretKey,
    previousValidUntil: Timestamp.describe('Until when the secret key this call replaced still works (24 hours).'),
  })
  .meta({ id: 'RotatedAppSecret' });
