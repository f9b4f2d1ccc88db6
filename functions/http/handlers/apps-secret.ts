import { rotateAppSecret } from '../../apps/apps.ts';
import { RotatedAppSecret } from '../app-schemas.ts';
import { appSecretReplay } from '../app-secret-replay.ts';
import { appNotFound } from '../app-refusals.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { NoBody } from '../schemas.ts';

export const docs: RouteDocs = {
  summary: "Rotate the app's secret key",
  description:
    "Makes a new secret key, shown in this answer once. The key it replaces keeps working until `previousValidUntil` (24 hours), so the app's servers can switch without a gap; a second rotation within those hours ends the first one's replaced key at once. Only the app's owner may rotate it.",
  tags: ['Apps'],
  success: {
    status: 200,
    description: 'The new secret key (shown this once), and until when the old one still works.',
    schema: RotatedAppSecret,
  },
  errors: ['unauthenticated', 'app-not-found'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/apps/{appId}/secret',
  auth: 'required',
  body: NoBody,
  idempotency: appSecretReplay,
  handle: async ({ params, player }) => {
    const rotated = await rotateAppSecret(player!.playerId, params.appId!);
    if (!rotated) throw appNotFound();
    return { status: 200, body: { appId: params.appId!, ...rotated } };
  },
});
export const handler = lambdaHandler(route);
