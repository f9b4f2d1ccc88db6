import { testHooksEnabled } from '../../games/rig.ts';
import { rigGame } from '../../games/rig-game.ts';
import { Problem } from '../problem.ts';
import { RigBody } from '../schemas.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { existingGame } from '../outcomes.ts';

export const docs: RouteDocs = {
  summary: 'Test hook: rig dice and the bag (only with TEST_HOOKS=1)',
  description:
    'Test hook, served only with TEST_HOOKS=1 (404 otherwise): queues dice throws (each throw takes the next array) and, before the start, the front of a Rummiduck bag.',
  tags: ['Test hooks'],
  success: { status: 204, description: 'Queued.' },
  errors: ['invalid-request', 'game-not-found', 'route-not-found'],
};

/** Test hook (TEST_HOOKS=1 only; a 404 otherwise): queue dice throws and the bag's front. */
export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/test/rig',
  auth: 'none',
  body: RigBody,
  handle: async ({ params, body }) => {
    if (!testHooksEnabled()) throw new Problem('route-not-found', 'No such path.');
    const { state } = await existingGame(params.gameId!);
    if (body.bag && state.status !== 'lobby') throw new Problem('invalid-request', 'The bag can only be rigged before the game starts.');
    await rigGame(params.gameId!, body);
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
