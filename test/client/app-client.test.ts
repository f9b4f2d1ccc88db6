/** AppClient: the app's server, with its secret key, signs its players in and keeps the app's webhooks (docs/contract.md, Apps). */
import { describe, expect, it } from 'vitest';
import { ApiError, AppClient, Client } from '../../client/src/index.ts';
import { fakeFetch, json, problem } from './fake-fetch.ts';
import { appOperations } from './operations.ts';

const secretKey = 'ocsk_secret';
const appPlayer = { playerId: 'p_1', name: 'Ann', externalId: 'user-8841', appId: 'app_1', token: 'tok_device_1' };

describe('AppClient: one method per operation, with the secret key', () => {
  it.each(appOperations)('%s', async (_name, call, method, path, body) => {
    const { fetch, sent } = fakeFetch(json(200, appPlayer));
    await call(new AppClient({ baseUrl: 'http://api.test/', appId: 'app_1', secretKey, fetch }));
    const [request] = sent;
    expect(request!.method).toBe(method);
    expect(request!.url.pathname + request!.url.search).toBe(path);
    expect(request!.body).toEqual(body);
    expect(request!.headers.get('authorization')).toBe(`Bearer ${secretKey}`);
  });

  it("runs the very webhook methods a player's Client runs: one implementation for both owners", () => {
    for (const method of [
      'createWebhook',
      'listWebhooks',
      'deleteWebhook',
      'listDeliveries',
      'pingWebhook',
      'rotateWebhookSecret',
    ] as const)
      expect(AppClient.prototype[method]).toBe(Client.prototype[method]);
  });
});

describe('signInPlayer', () => {
  it('answers the player, made by this call (201), with a Client that acts as them with the token issued', async () => {
    const { fetch, sent } = fakeFetch(json(201, appPlayer), json(200, { playerId: 'p_1', name: 'Ann', appId: 'app_1' }));
    const app = new AppClient({ baseUrl: 'http://api.test', appId: 'app_1', secretKey, fetch });
    const signedIn = await app.signInPlayer('user-8841', 'Ann');
    expect(signedIn).toMatchObject({ ...appPlayer, created: true });
    expect(signedIn.player).toBeInstanceOf(Client);
    expect(signedIn.player.token).toBe('tok_device_1');
    await signedIn.player.getMe();
    expect(sent[1]!.url.href).toBe('http://api.test/players/me');
    // The player's calls carry the player's token, never the app's secret key.
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer tok_device_1');
  });

  it('says created: false when the player was found (200)', async () => {
    const { fetch } = fakeFetch(json(200, { ...appPlayer, token: 'tok_device_2' }));
    const signedIn = await new AppClient({ baseUrl: 'http://api.test', appId: 'app_1', secretKey, fetch }).signInPlayer('user-8841');
    expect([signedIn.created, signedIn.player.token]).toEqual([false, 'tok_device_2']);
  });

  it("gives the player's Client the app client's retries and fetch: a 503 is retried for the player too", async () => {
    const { fetch, sent } = fakeFetch(
      json(201, appPlayer),
      problem(503, 'unavailable', 'The database is unreachable.', { 'retry-after': '3600' }),
      json(200, { playerId: 'p_1', name: 'Ann', appId: 'app_1' }),
    );
    const app = new AppClient({ baseUrl: 'http://api.test', appId: 'app_1', secretKey, fetch, retry: { limit: 1, maxDelay: 10 } });
    const { player } = await app.signInPlayer('user-8841', 'Ann');
    expect((await player.getMe()).playerId).toBe('p_1');
    expect(sent.map((s) => s.url.pathname)).toEqual(['/apps/app_1/players/user-8841', '/players/me', '/players/me']);
  });

  it('raises a refusal as an ApiError with its code, and does not retry it', async () => {
    const { fetch, sent } = fakeFetch(problem(404, 'app-not-found', 'No app app_1 of this key.'));
    const app = new AppClient({ baseUrl: 'http://api.test', appId: 'app_1', secretKey, fetch });
    const error = await app.signInPlayer('user-8841', 'Ann').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'app-not-found', status: 404, detail: 'No app app_1 of this key.', requestId: 'req-1' });
    expect(sent).toHaveLength(1);
  });
});

describe('Client.signInAppPlayer (the same call, with the secret key as the Client token)', () => {
  it("answers the server's body as it is", async () => {
    const { fetch } = fakeFetch(json(201, appPlayer));
    expect(await new Client({ baseUrl: 'http://api.test', token: secretKey, fetch }).signInAppPlayer('app_1', 'user-8841', 'Ann')).toEqual(
      appPlayer,
    );
  });
});
