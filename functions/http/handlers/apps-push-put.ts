import * as z from 'zod';
import { Problem } from '../problem.ts';
import { appNotFound } from '../app-refusals.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { pushCredentialSchemas, PushConfigured, PutPushCredentialsBody } from '../device-schemas.ts';
import { pushPlatformOf } from '../push-platform.ts';
import { describeIssues } from '../../contract/zod-issues.ts';
import { setPushCredentials } from '../../notifications/push-credentials.ts';
import { pushEndpointRefusal } from '../../notifications/push-endpoint.ts';
import { webhookSettings } from '../../webhooks/settings.ts';

export const docs: RouteDocs = {
  summary: "Set an app's push credentials for one platform",
  description:
    "Sets (or replaces) the credentials the app's messages go with on `apns` (an APNs authentication key: the `.p8` key, PEM, EC P-256, with its Team ID, Key ID and the app's bundle ID; `sandbox` for development builds), `fcm` (the JSON key file of a Google service account) or `expo` (an access token, if the project's enhanced security is on). Kept encrypted, apart from every read path, and never shown again: `GET /apps/{appId}` says only which platforms have some. Each key is checked to parse as the kind its platform signs with.",
  tags: ['Notifications', 'Apps'],
  success: { status: 200, description: 'Set.', schema: PushConfigured },
  errors: ['invalid-request', 'unauthenticated', 'app-not-found'],
  requestBody: PutPushCredentialsBody,
};

export const route = defineRoute({
  method: 'PUT',
  path: '/apps/{appId}/push/{platform}',
  auth: 'required',
  // Parsed here rather than by the route: which credentials the body must be depends on the path's platform.
  body: z.unknown(),
  handle: async ({ params, player, body }) => {
    const platform = pushPlatformOf(params.platform!);
    const parsed = pushCredentialSchemas[platform].safeParse(body);
    if (!parsed.success) throw new Problem('invalid-request', describeIssues(parsed.error, `The body (${platform} credentials)`));
    if ('serviceAccount' in parsed.data) {
      // The sender will POST the service account's key to its token_uri: a URL anyone can set, held to the push endpoints' rule.
      const refusal = await pushEndpointRefusal(parsed.data.serviceAccount.token_uri, webhookSettings().mode);
      if (refusal) throw new Problem('invalid-request', `serviceAccount.token_uri: ${refusal}`);
    }
    if (!(await setPushCredentials(player!.playerId, params.appId!, platform, parsed.data))) throw appNotFound();
    return { status: 200, body: { platform, configured: true } };
  },
});
export const handler = lambdaHandler(route);
