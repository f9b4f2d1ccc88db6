import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { WebPushKey } from '../device-schemas.ts';
import { vapidKeys, VapidKeysMissing } from '../../notifications/vapid.ts';

export const docs: RouteDocs = {
  summary: "The deployment's VAPID public key, for a browser's push subscription",
  description:
    "The application server key a browser subscribes with (`pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })`): the public half of the deployment's VAPID key pair (RFC 8292), base64url of the uncompressed P-256 point. It is made once per deployment and never changes, so a client may keep it.",
  tags: ['Notifications'],
  success: { status: 200, description: 'The public key.', schema: WebPushKey },
  errors: [],
};

export const route = defineRoute({
  method: 'GET',
  path: '/push/webpush',
  auth: 'none',
  handle: async () => {
    try {
      return { status: 200, body: { publicKey: (await vapidKeys()).publicKey } };
    } catch (error) {
      // The operator has not made the key pair yet: the server's own reason, which a retry after it is made gets past.
      if (error instanceof VapidKeysMissing)
        throw new Problem('unavailable', 'Web Push is not set up on this server yet; try again later.', undefined, 60);
      throw error;
    }
  },
});
export const handler = lambdaHandler(route);
