/**
 * One check of ids for every route (functions/http/ids.ts): over HTTP, each route of the route
 * table that has a path parameter answers an id longer than any id (DynamoDB refuses keys over
 * 2,048 bytes) with 404 and the code of what it would name (a client's own name, such as a
 * device's, with its route's 400), never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ID_LENGTH, notOurIds, pathIds } from '../../functions/http/ids.ts';
import { routes } from '../../functions/http/routes.ts';
import { newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();

const parametersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
const withParameters = routes.filter(({ route }) => parametersOf(route.path).length > 0);

describe('ids in paths', () => {
  it("every path parameter of the route table is one the check knows, or an app's id for its player, which its route checks", () => {
    expect(withParameters.length).toBeGreaterThan(20);
    for (const { route } of withParameters)
      for (const name of parametersOf(route.path)) if (!notOurIds.has(name)) expect(pathIds, route.path).toHaveProperty(name);
  });

  it.each([
    ['2,100 characters', 'a'.repeat(2_100)],
    ['1,100 two-byte characters', 'ü'.repeat(1_100)],
    [`${MAX_ID_LENGTH + 1} characters`, 'g'.repeat(MAX_ID_LENGTH + 1)],
  ])('an id of %s is 404 with the route’s code on every route', async (_, id) => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    for (const { route } of withParameters) {
      const [name] = parametersOf(route.path);
      const path = route.path.replace(/\{\w+\}/g, encodeURIComponent(id));
      const body = route.method === 'POST' || route.method === 'PATCH' ? {} : undefined;
      const reply = await api.request(route.method, path, { token: ann.token, body });
      // A client's own name (a device's) is no id of ours: its route's rule refuses it, 400.
      const expected = notOurIds.has(name!) ? [400, 'invalid-request'] : [404, pathIds[name!]!.notFound];
      expect([route.method, route.path, reply.status, reply.body.code]).toEqual([route.method, route.path, ...expected]);
      expect(reply.body.detail).toContain(notOurIds.has(name!) ? 'is not valid' : `at most ${MAX_ID_LENGTH}`);
    }
  });

  it(`an id of ${MAX_ID_LENGTH} characters is still looked up: not found, by the lookup`, async () => {
    const { api } = ctx;
    const id = 'g'.repeat(MAX_ID_LENGTH);
    for (const path of [`/games/${id}`, `/games/${id}/analysis`, `/games/${id}/ratings`, `/players/${id}`]) {
      const reply = await api.get(path);
      expect([path, reply.status, reply.body.detail]).toEqual([path, 404, expect.stringContaining(id)]);
    }
  });
});
