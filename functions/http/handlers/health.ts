import { Health } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/health',
  auth: 'none',
  docs: {
    summary: 'Liveness',
    tags: ['Service'],
    success: { status: 200, description: 'The service answers.', schema: Health },
    errors: [],
  },
  handle: async () => ({ status: 200, body: { status: 'ok' } }),
});
export const handler = lambdaHandler(route);
