/**
 * The POST routes that take no body answer alike: rematch, resign and /players/me/token among
 * them, every one takes no body or `{}`, and anything else (`[1,2,3]`, `null`) is 400 invalid-request (docs/contract.md: "A body … that does not fit
 * an endpoint's schema … is 400 `invalid-request`").
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

describe('a POST that takes no body', () => {
  it('refuses null, an array, a number or fields with 400 invalid-request, on every such route', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { start: false });
    for (const path of [
      `/games/${gameId}/start`,
      `/games/${gameId}/resign`,
      `/games/${gameId}/rematch`,
      `/games/${gameId}/leave`,
      '/players/me/token',
    ])
      for (const raw of ['null', '[1,2,3]', '7', '{"x":1}']) {
        const reply = await api.request('POST', path, { raw, token: ann.token });
        expect([path, raw, reply.status, reply.body.code]).toEqual([path, raw, 400, 'invalid-request']);
      }
    // Nothing was applied: the game is still in its lobby.
    expect((await api.get(`/games/${gameId}`)).body.status).toBe('lobby');
  });

  it('takes no body, or {}, alike', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const first = await newGame(api, 'dice-kings', [ann], { start: false });
    const second = await newGame(api, 'dice-kings', [ann], { start: false });
    expect((await api.post(`/games/${first}/start`, undefined, ann.token)).status).toBe(200);
    // `{}` straight over HTTP too.
    const withEmpty = await fetch(`${api.url}/games/${second}/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withEmpty.status).toBe(200);
  });
});
