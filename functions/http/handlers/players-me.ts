import { appIdOf } from '../../players/players.ts';
import { readApp } from '../../apps/keys.ts';
import { MeBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Who the token belongs to',
  description:
    'Answers the player the bearer token belongs to, and the app they signed up through (`appId`: null for a player of no app, and once their app is deleted).',
  tags: ['Players'],
  success: { status: 200, description: 'The caller.', schema: MeBody },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me',
  auth: 'required',
  handle: async ({ player }) => {
    const appId = await appIdOf(player!.playerId);
    // A deleted app's players stay players, of no app (docs/contract.md, Apps).
    const app = appId === undefined ? undefined : await readApp(appId);
    return { status: 200, body: { playerId: player!.playerId, name: player!.name, appId: app?.appId ?? null } };
  },
});
export const handler = lambdaHandler(route);
