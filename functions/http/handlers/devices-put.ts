import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { Device, DeviceId, PutDeviceBody } from '../device-schemas.ts';
import { describeIssues } from '../../contract/zod-issues.ts';
import { appIdOf } from '../../players/players.ts';
import { DeviceOwnerGone, putDevice } from '../../notifications/devices.ts';
import { hasPushCredentials } from '../../notifications/push-credentials.ts';
import { pushEndpointRefusal } from '../../notifications/push-endpoint.ts';
import { webhookSettings } from '../../webhooks/settings.ts';

export const docs: RouteDocs = {
  summary: "Register or replace one of the caller's devices for push",
  description:
    "Registers a phone or browser of the caller's under the client's own name for it (`deviceId`), or replaces what that device was: 201 when new, 200 when replaced (it keeps its `createdAt`). `webpush` sends the browser's `PushSubscription` as JSON (any player may); `apns`, `fcm` and `expo` send the device token the platform gave the app, and need the player's app to have credentials for that platform (409 `push-not-configured`). A Web Push endpoint must be https on a public host (422 `invalid-push-endpoint`). `locale` (BCP 47, default `en`) chooses the messages' language; `events` which messages come (default all four). The answer never shows the token or subscription.",
  tags: ['Notifications'],
  success: { status: 200, description: 'The device, replaced.', schema: Device },
  alsoSucceeds: [{ status: 201, description: 'The device, registered.' }],
  errors: ['invalid-request', 'unauthenticated', 'push-not-configured', 'invalid-push-endpoint'],
};

export const route = defineRoute({
  method: 'PUT',
  path: '/players/me/devices/{deviceId}',
  auth: 'required',
  body: PutDeviceBody,
  handle: async ({ body, params, player }) => {
    const deviceId = DeviceId.safeParse(params.deviceId);
    if (!deviceId.success) throw new Problem('invalid-request', describeIssues(deviceId.error, 'The deviceId'));
    if (body.platform !== 'webpush') {
      const appId = await appIdOf(player!.playerId);
      if (!appId)
        throw new Problem(
          'push-not-configured',
          `You are a player of no app, and ${body.platform} messages go with an app's credentials: register this device through your app, or use webpush.`,
        );
      if (!(await hasPushCredentials(appId, body.platform)))
        throw new Problem(
          'push-not-configured',
          `Your app has no ${body.platform} credentials: its owner sets them with PUT /apps/{appId}/push/${body.platform}.`,
        );
    } else {
      const refusal = await pushEndpointRefusal(body.subscription.endpoint, webhookSettings().mode);
      if (refusal) throw new Problem('invalid-push-endpoint', refusal);
    }
    const { device, created } = await putDevice(player!.playerId, deviceId.data, body).catch((error: unknown) => {
      // Erased while the device was registered: the token is no one's now, and nothing was made.
      if (error instanceof DeviceOwnerGone) throw new Problem('unauthenticated', 'This player was erased; nothing was made.');
      throw error;
    });
    return { status: created ? 201 : 200, body: device };
  },
});
export const handler = lambdaHandler(route);
