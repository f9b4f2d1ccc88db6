import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { DeviceList } from '../device-schemas.ts';
import { listDevices } from '../../notifications/devices.ts';

export const docs: RouteDocs = {
  summary: "The caller's devices (without their tokens or subscriptions)",
  description:
    'Every device the caller registered for push, oldest first: its name, platform, locale and the messages it gets. Tokens and subscriptions are never shown again: a client that lost its own registers it anew with PUT.',
  tags: ['Notifications'],
  success: { status: 200, description: "The caller's devices.", schema: DeviceList },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me/devices',
  auth: 'required',
  handle: async ({ player }) => ({ status: 200, body: { devices: await listDevices(player!.playerId) } }),
});
export const handler = lambdaHandler(route);
