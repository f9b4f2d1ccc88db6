import { createPlayer } from '../../players/players.ts';
import { CreatePlayerBody, NewPlayerBody } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/players',
  auth: 'none',
  body: CreatePlayerBody,
  docs: {
    summary: 'Create a player and their bearer token',
    tags: ['Players'],
    success: { status: 201, description: 'The player; the token is shown this once.', schema: NewPlayerBody },
    errors: ['invalid-request'],
  },
  handle: async ({ body }) => ({ status: 201, body: await createPlayer(body.name) }),
});
export const handler = lambdaHandler(route);
