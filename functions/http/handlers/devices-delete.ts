import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { DeviceId } from '../device-schemas.ts';
import { describeIssues } from '../../contract/zod-issues.ts';
import { deleteDevice } from '../../notifications/devices.ts';

export const docs: RouteDocs = {
  summary: "Delete one of the caller's devices: it gets no more messages",
  description: "Deletes one of the caller's devices (a sign-out on that phone or browser): no message goes to it from then on.",
  tags: ['Notifications'],
  success: { status: 204, description: 'Deleted.' },
  errors: ['invalid-request', 'unauthenticated', 'device-not-found'],
};

export const route = defineRoute({
  method: 'DELETE',
  path: '/players/me/devices/{deviceId}',
  auth: 'required',
  handle: async ({ params, player }) => {
    // A name no device can have is refused by the rule of names, as PUT refuses it: not looked up.
    const deviceId = DeviceId.safeParse(params.deviceId);
    if (!deviceId.success) throw new Problem('invalid-request', describeIssues(deviceId.error, 'The deviceId'));
    if (!(await deleteDevice(player!.playerId, deviceId.data)))
      throw new Problem('device-not-found', 'You have no device of this name; GET /players/me/devices lists yours.');
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
