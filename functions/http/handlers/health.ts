import { databaseAnswers } from '../../adapters/database-health.ts';
import { Problem } from '../problem.ts';
import { Health } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Whether the service and its database answer',
  description:
    'Answers 200 while the service and its database answer, 503 `unavailable` (with Retry-After) while the database cannot be reached. The database is asked at most every 1.5 s, however often this is called.',
  tags: ['Service'],
  success: { status: 200, description: 'The service and its database answer.', schema: Health },
  errors: ['unavailable'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/health',
  auth: 'none',
  handle: async () => {
    if (!(await databaseAnswers()))
      throw new Problem('unavailable', 'The service cannot reach its database just now; try again in a moment.');
    return { status: 200, body: { status: 'ok' } };
  },
});
export const handler = lambdaHandler(route);
