/** Each SDK method sends the request docs/contract.md names: method, path, query, body and bearer token. */
import { describe, expect, it } from 'vitest';
import { Client } from '../../client/src/index.ts';
import { fakeFetch, json, problem } from './fake-fetch.ts';
import { operations } from './operations.ts';

describe('one method per operation', () => {
  it.each(operations)('%s', async (_name, call, method, path, body) => {
    const { fetch, sent } = fakeFetch(json(200, { token: 't2' }));
    await call(new Client({ baseUrl: 'http://api.test/', token: 'tok', fetch }));
    const [request] = sent;
    expect(request!.method).toBe(method);
    expect(request!.url.pathname + request!.url.search).toBe(path);
    expect(request!.body).toEqual(body);
    expect(request!.headers.get('authorization')).toBe('Bearer tok');
    if (body !== undefined) expect(request!.headers.get('content-type')).toBe('application/json');
  });

  it('without a token no Authorization header is sent (a spectator)', async () => {
    const { fetch, sent } = fakeFetch(json(200, {}));
    await new Client({ baseUrl: 'http://api.test', fetch }).getGame('g_1');
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });

  it("with an app's publishable key, createPlayer sends it as X-App-Key, and no other request does", async () => {
    const { fetch, sent } = fakeFetch(json(201, { playerId: 'p_1', name: 'Ann', token: 't' }), json(200, {}));
    const api = new Client({ baseUrl: 'http://api.test', appKey: 'ocpk_1', fetch });
    await api.createPlayer('Ann');
    await api.withToken('t').getMe();
    expect(sent[0]!.headers.get('x-app-key')).toBe('ocpk_1');
    expect(sent[1]!.headers.has('x-app-key')).toBe(false);
  });

  it('rotateToken switches the client to the new token, the old one having stopped working', async () => {
    const { fetch, sent } = fakeFetch(json(200, { playerId: 'p_1', token: 'new' }), json(200, { playerId: 'p_1', name: 'Ann' }));
    const api = new Client({ baseUrl: 'http://api.test', token: 'old', fetch });
    await api.rotateToken();
    await api.getMe();
    expect(api.token).toBe('new');
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer new');
  });
});

describe('client seeds (docs/contract.md, Fairness: the SDK always sends one)', () => {
  it('createGame and joinGame send a fresh client seed unless one is given', async () => {
    const { fetch, sent } = fakeFetch(json(201, {}));
    const api = new Client({ baseUrl: 'http://seeds.test', token: 't', fetch });
    await api.createGame('dice-kings', { config: { Columns: 3 } });
    await api.joinGame('g_1');
    await api.joinGame('g_2', { clientSeed: 'my own seed' });
    const [created, joined, given] = sent.map((s) => s.body as Record<string, unknown>);
    expect(created).toMatchObject({ game: 'dice-kings', config: { Columns: 3 }, clientSeed: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(joined!.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(joined!.clientSeed).not.toBe(created!.clientSeed);
    expect(given).toEqual({ clientSeed: 'my own seed' });
  });

  it('a server that refuses the key (from before fairness) gets the request again without one, and from then on', async () => {
    const refusal = problem(400, 'invalid-request', 'The body is not valid: unknown key "clientSeed".');
    const { fetch, sent } = fakeFetch((request) =>
      (request.body as { clientSeed?: string } | undefined)?.clientSeed ? refusal : json(201, {}),
    );
    const api = new Client({ baseUrl: 'http://old-server.test', token: 't', fetch });
    await api.createGame('quicks');
    await api.withToken('u').joinGame('g_1');
    expect(sent.map((s) => s.body)).toEqual([{ game: 'quicks', clientSeed: expect.any(String) }, { game: 'quicks' }, {}]);
  });

  it('any other refusal of a create is raised as it is', async () => {
    const { fetch, sent } = fakeFetch(problem(400, 'invalid-config', 'LockAt must be at most 10.'));
    await expect(
      new Client({ baseUrl: 'http://seeds2.test', token: 't', fetch }).createGame('quicks', { config: { LockAt: 99 } }),
    ).rejects.toMatchObject({ code: 'invalid-config' });
    expect(sent).toHaveLength(1);
  });
});
