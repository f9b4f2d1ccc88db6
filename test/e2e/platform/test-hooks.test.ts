/**
 * docs/contract.md, Test hooks: "Only when the server runs with TEST_HOOKS=1 (never in a deployed stack;
 * otherwise 404)". Without the hooks the rig path is no route at all: whatever is sent to it is
 * 404 route-not-found, and the API document does not list it.
 */
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../support/local-stack.ts';

const off = useTestStack({ testHooks: false });
const on = useTestStack({ testHooks: true });
const rigPath = '/games/{gameId}/test/rig';

describe('test hooks', () => {
  it('are 404 route-not-found without TEST_HOOKS, whatever the body', async () => {
    for (const raw of ['{"dice":"nope"}', '{', '{"dice":[[1,2,3,4,5]]}', '', JSON.stringify({ x: 'y'.repeat(70 * 1024) })]) {
      const reply = await off.api.request('POST', '/games/g_00000000000000000000000000000000/test/rig', { raw });
      expect([reply.status, reply.body?.code], raw.slice(0, 40)).toEqual([404, 'route-not-found']);
    }
  });

  it('are in the served API document only with TEST_HOOKS', async () => {
    expect((await off.api.get('/openapi.yaml')).text).not.toContain(rigPath);
    expect((await on.api.get('/openapi.yaml')).text).toContain(rigPath);
  });
});
