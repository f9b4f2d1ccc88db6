/**
 * PUT /apps/{appId}/players/{externalId} over HTTP (docs/contract.md, Apps): the app's servers
 * sign their own players in with the secret key, a token per device, the others kept working; a
 * rotation with one of them ends that one alone.
 */
import { describe, expect, it } from 'vitest';
import { newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

/** An app registered over HTTP by a new developer: its id and its secret key. */
async function newApp(): Promise<{ appId: string; secretKey: string }> {
  const owner = await newPlayer(ctx.api, 'Developer');
  const made = await ctx.api.post('/apps', { name: 'Dice Kings Mobile' }, owner.token);
  expect(made.status, made.text).toBe(201);
  return { appId: made.body.appId, secretKey: made.body.secretKey };
}

describe('PUT /apps/{appId}/players/{externalId}', () => {
  it('makes the player (201), then finds it (200, the name ignored), each time with a new token; every token works, a rotation ends only its own', async () => {
    const { api } = ctx;
    const { appId, secretKey } = await newApp();
    const path = `/apps/${appId}/players/user-8841`;
    const made = await api.request('PUT', path, { body: { name: 'Ann' }, token: secretKey });
    expect([made.status, made.body]).toEqual([
      201,
      { playerId: expect.stringMatching(/^p_/), name: 'Ann', externalId: 'user-8841', appId, token: expect.stringMatching(/^oct_/) },
    ]);
    const found = await api.request('PUT', path, { body: { name: 'Someone else' }, token: secretKey });
    expect([found.status, found.body]).toEqual([200, { ...made.body, token: expect.stringMatching(/^oct_/) }]);
    const tablet = await api.request('PUT', path, { token: secretKey });
    expect(tablet.status).toBe(200);
    const tokens = [made.body.token, found.body.token, tablet.body.token] as string[];
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens)
      expect((await api.get('/players/me', token)).body).toMatchObject({ playerId: made.body.playerId, name: 'Ann' });

    const rotated = await api.post('/players/me/token', undefined, found.body.token);
    expect(rotated.status).toBe(200);
    expect((await api.get('/players/me', found.body.token)).status).toBe(401);
    for (const token of [made.body.token, tablet.body.token, rotated.body.token])
      expect((await api.get('/players/me', token)).status).toBe(200);

    // A rename with one token shows on every other.
    expect((await api.request('PATCH', '/players/me', { body: { name: 'Annie' }, token: made.body.token })).status).toBe(200);
    expect((await api.get('/players/me', tablet.body.token)).body.name).toBe('Annie');
  });

  it('several first sign-ins at once make one player', async () => {
    const { api } = ctx;
    const { appId, secretKey } = await newApp();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api.request('PUT', `/apps/${appId}/players/racer`, { body: { name: 'Cy' }, token: secretKey })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.playerId)).size).toBe(1);
  });

  it('refuses, with the contract’s codes and nothing made: a bad externalId or a first call without a name 400, no secret key or a token 401, an unknown app 404', async () => {
    const { api } = ctx;
    const { appId, secretKey } = await newApp();
    const ann = await newPlayer(api, 'Ann');
    const refusals = [
      await api.request('PUT', `/apps/${appId}/players/has%20space`, { body: { name: 'Ann' }, token: secretKey }),
      await api.request('PUT', `/apps/${appId}/players/${'x'.repeat(129)}`, { body: { name: 'Ann' }, token: secretKey }),
      await api.request('PUT', `/apps/${appId}/players/nameless`, { body: {}, token: secretKey }),
      await api.request('PUT', `/apps/${appId}/players/u`, { body: { name: '' }, token: secretKey }),
      await api.request('PUT', `/apps/${appId}/players/u`, { body: { name: 'Ann' } }),
      await api.request('PUT', `/apps/${appId}/players/u`, { body: { name: 'Ann' }, token: ann.token }),
      await api.request('PUT', `/apps/${appId}/players/u`, { body: { name: 'Ann' }, token: 'ocsk_not-this-apps' }),
      await api.request('PUT', `/apps/app_${'0'.repeat(32)}/players/u`, { body: { name: 'Ann' }, token: secretKey }),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'invalid-request'],
      [400, 'invalid-request'],
      [400, 'invalid-request'],
      [400, 'invalid-request'],
      [401, 'unauthenticated'],
      [401, 'unauthenticated'],
      [401, 'unauthenticated'],
      [404, 'app-not-found'],
    ]);
    // The first call that names the player still makes it: the refused ones made nothing.
    const made = await api.request('PUT', `/apps/${appId}/players/nameless`, { body: { name: 'Dee' }, token: secretKey });
    expect(made.status).toBe(201);
  });

  it("takes only its own app's secret key: app A's on app B's path is 404; a deleted app's key is 401, at once", async () => {
    const { api } = ctx;
    const a = await newApp();
    const b = await newApp();
    const onB = await api.request('PUT', `/apps/${b.appId}/players/u`, { body: { name: 'Ann' }, token: a.secretKey });
    expect([onB.status, onB.body.code]).toEqual([404, 'app-not-found']);
    expect((await api.request('PUT', `/apps/${a.appId}/players/u`, { body: { name: 'Ann' }, token: a.secretKey })).status).toBe(201);
    const developer = await newPlayer(api, 'Developer');
    const c = await api.post('/apps', { name: 'Short-lived' }, developer.token);
    expect((await api.request('PUT', `/apps/${c.body.appId}/players/u`, { body: { name: 'Bo' }, token: c.body.secretKey })).status).toBe(
      201,
    );
    expect((await api.request('DELETE', `/apps/${c.body.appId}`, { token: developer.token })).status).toBe(204);
    const gone = await api.request('PUT', `/apps/${c.body.appId}/players/u`, { body: { name: 'Bo' }, token: c.body.secretKey });
    expect([gone.status, gone.body.code]).toEqual([401, 'unauthenticated']);
  });
});
