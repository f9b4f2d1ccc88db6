import { advanceClock } from '../../adapters/clock.ts';
import { testHooksEnabled } from '../../games/rig.ts';
import { Problem } from '../problem.ts';
import { ClockNow } from '../responses.ts';
import { ClockAdvanceBody } from '../schemas.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "Test hook: move the server's clock forward (only with TEST_HOOKS=1)",
  description:
    "Test hook, served only with TEST_HOOKS=1 (404 otherwise): moves the server's clock forward by `advanceSeconds`, for good, for everything that reads the time (deadlines, turn timers, tickets, the lifetimes of Idempotency-Keys, of replaced webhook secrets and of a rotation's replay, rates); what falls due in the jump happens within a few seconds. Webhook timestamps and signatures keep the real time.",
  tags: ['Test hooks'],
  success: { status: 200, description: "The server's clock after the move.", schema: ClockNow },
  errors: ['invalid-request', 'route-not-found'],
};

/** Test hook (TEST_HOOKS=1 only; a 404 otherwise): the features are tested across hours and days without waiting for them. */
export const route = defineRoute({
  method: 'POST',
  path: '/test/clock',
  auth: 'none',
  body: ClockAdvanceBody,
  handle: async ({ body }) => {
    if (!testHooksEnabled()) throw new Problem('route-not-found', 'No such path.');
    const now = advanceClock(body.advanceSeconds * 1000);
    return { status: 200, body: { now: new Date(now).toISOString() } };
  },
});
export const handler = lambdaHandler(route);
