/**
 * The fair-share budgets over HTTP on the local server with BUDGETS=on (docs/contract.md, Fair
 * share): each of the four budgets admits its burst and then answers 429 `rate-limited` with
 * Retry-After, having done nothing (no DynamoDB request: Server-Timing counts them); every
 * answer but /health's carries RateLimit-Policy and RateLimit; a command is never refused for
 * its app's other traffic; test hooks and preflights count against nothing; a flood of unknown
 * tokens is stopped by its address's budget without a lookup each. Real time refills the
 * buckets while a test runs, so a burst is sent at once and its count allowed what refilled.
 */
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LiveClient } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack, type Reply } from '../../support/local-stack.ts';

const ctx = useTestStack();
const api = () => ctx.api;

beforeEach(async () => {
  process.env.BUDGETS = 'on';
  process.env.APP_REQUESTS_PER_SECOND = '5';
  process.env.COMMANDS_PER_SECOND = '4';
  // Every bucket full again: the test hook counts against nothing, and the buckets refill by the server's clock.
  expect((await api().post('/test/clock', { advanceSeconds: 60 })).status).toBe(200);
});

/** The DynamoDB requests an answer cost, from its Server-Timing. */
const dynamoRequests = (reply: { headers: Headers }) => Number(/desc="(\d+) requests"/.exec(reply.headers.get('server-timing') ?? '')![1]);

/**
 * Sends `count` requests at once, taking turns among `sends`; the answers, and how many the
 * bucket could have refilled meanwhile at `rate` a second (what may be admitted beyond the burst).
 */
async function burst(count: number, sends: (() => Promise<Reply>)[], rate: number) {
  const started = performance.now();
  const replies = await Promise.all(Array.from({ length: count }, (_, i) => sends[i % sends.length]!()));
  const refilled = Math.ceil(((performance.now() - started) / 1000) * rate) + 1;
  return { replies, admitted: replies.filter((r) => r.status !== 429), refused: replies.filter((r) => r.status === 429), refilled };
}

/** A path no route takes: 404 after the budget is counted, with no DynamoDB request, so a burst arrives fast. */
const nowhere = (token?: string) => api().get('/nowhere', token);

/** A refusal as the contract wants it: problem+json `rate-limited`, Retry-After in whole seconds, the budget's headers, no DynamoDB request. */
function expectRefusal(reply: Reply, policy: string) {
  expect(reply.status).toBe(429);
  expect(reply.headers.get('content-type')).toBe('application/problem+json');
  expect(reply.body).toMatchObject({ status: 429, code: 'rate-limited', detail: expect.stringContaining('nothing was done') });
  expect(reply.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
  expect(reply.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${policy}";q=\\d+;w=2$`));
  expect(reply.headers.get('ratelimit')).toMatch(new RegExp(`^"${policy}";r=0;t=[1-9]\\d*$`));
  expect(dynamoRequests(reply)).toBe(0);
}

/** GET /games?status=lobby (no credentials) from a local address of our choice: the address budget of that address. */
function lobbyFrom(address: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/games?status=lobby', api().url), { localAddress: address }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the budgets on the local server (BUDGETS=on)', () => {
  it('an address with no credentials: 40 at once, then 429 with nothing done; another address is not touched', async () => {
    const first = await api().get('/games?status=lobby');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"address";q=40;w=2');
    expect(first.headers.get('ratelimit')).toBe('"address";r=39;t=1');
    const lobby = () => api().get('/games?status=lobby');
    const signUp = () => api().post('/players', { name: 'Refused' });
    const { admitted, refused, refilled } = await burst(120, [nowhere, nowhere, lobby, signUp], 20);
    expect(admitted.length).toBeGreaterThanOrEqual(39);
    expect(admitted.length).toBeLessThanOrEqual(39 + refilled);
    for (const reply of refused) expectRefusal(reply, 'address');
    // Every kind of request was refused: a sign-up refused made no player (its body is the problem).
    expect(new Set(refused.map((r) => r.body.detail))).toHaveLength(1);
    expect(refused.filter((r) => r.headers.get('server-timing') !== null)).toHaveLength(refused.length);
    // Another address has a budget of its own.
    expect((await lobbyFrom('127.0.0.2')).status).toBe(200);
    // Two seconds of the clock refill it.
    await api().post('/test/clock', { advanceSeconds: 2 });
    const after = await burst(30, [nowhere], 20);
    expect(after.refused).toEqual([]);
  });

  it('a player of no app: 40 at once against their own budget, then 429; their rename refused changes nothing', async () => {
    const ann = await newPlayer(api(), 'Ann');
    const me = await api().get('/players/me', ann.token);
    expect(me.headers.get('ratelimit-policy')).toBe('"player";q=40;w=2');
    const rename = () => api().request('PATCH', '/players/me', { body: { name: 'Changed' }, token: ann.token });
    const { admitted, refused, refilled } = await burst(120, [() => nowhere(ann.token), () => nowhere(ann.token), rename], 20);
    expect(admitted.length).toBeGreaterThanOrEqual(39);
    expect(admitted.length).toBeLessThanOrEqual(39 + refilled);
    for (const reply of refused) expectRefusal(reply, 'player');
    // Another player, and the address's anonymous requests, are not touched.
    const bob = await newPlayer(api(), 'Bob');
    expect((await api().get('/players/me', bob.token)).status).toBe(200);
    await api().post('/test/clock', { advanceSeconds: 2 });
    // Each rename admitted made the name Changed; a refused one changed nothing, which the count of renames shows.
    const renamed = admitted.filter((r) => r.status === 200).length;
    expect(renamed).toBeLessThan(40);
    expect((await api().get('/players/me', ann.token)).body.name).toBe(renamed > 0 ? 'Changed' : 'Ann');
  });

  it("an app: its key, its players' tokens and X-App-Key share its budget; a command is never refused for it", async () => {
    const owner = await newPlayer(api(), 'Owner');
    const app = (await api().post('/apps', { name: 'Busy app' }, owner.token)).body;
    const cleo = (await api().post('/players', { name: 'Cleo' }, undefined, { 'x-app-key': app.publishableKey })).body;
    const dan = (await api().post('/players', { name: 'Dan' }, undefined, { 'x-app-key': app.publishableKey })).body;
    const opponent = await newPlayer(api(), 'Eve');
    // The game is made before the app's budget is spent (creating it counts against the app too).
    const gameId = await newGame(api(), 'quicks', [cleo, opponent]);
    await api().post('/test/clock', { advanceSeconds: 60 });
    const viaKey = await api().get(`/apps/${app.appId}`, app.secretKey);
    expect(viaKey.headers.get('ratelimit-policy')).toBe('"app";q=10;w=2');
    // Each credential looked up once (its first request), before the burst.
    expect((await api().get('/players/me', dan.token)).headers.get('ratelimit-policy')).toBe('"app";q=10;w=2');
    expect((await api().get('/players/me', cleo.token)).headers.get('ratelimit-policy')).toBe('"app";q=10;w=2');
    const signUp = () => api().post('/players', { name: 'Fay' }, undefined, { 'x-app-key': app.publishableKey });
    expect((await signUp()).headers.get('ratelimit-policy')).toBe('"app";q=10;w=2');
    // APP_REQUESTS_PER_SECOND=5: 10 at once, shared by everything that is the app's.
    const sends = [() => nowhere(dan.token), () => nowhere(cleo.token), () => api().get(`/apps/${app.appId}`, app.secretKey), signUp];
    const { replies, admitted, refilled } = await burst(40, sends, 5);
    expect(admitted.length).toBeLessThanOrEqual(10 + refilled);
    for (const reply of replies.filter((r) => r.status === 429)) expectRefusal(reply, 'app');
    // Each of the four kinds was refused.
    for (let kind = 0; kind < sends.length; kind++)
      expect(replies.filter((r, i) => i % sends.length === kind && r.status === 429).length).toBeGreaterThan(0);
    // Cleo's command counts against her own command budget alone: it is served (the rules decide it).
    const command = await api().post(`/games/${gameId}/commands`, { type: 'pass' }, cleo.token);
    expect(command.status).not.toBe(429);
    expect(command.headers.get('ratelimit-policy')).toBe('"commands";q=8;w=2');
    // The player of no app in the same game is not touched.
    expect((await api().get(`/games/${gameId}`, opponent.token)).status).toBe(200);
  });

  it("a player's commands: COMMANDS_PER_SECOND, twice that at once, each refusal with nothing done; their reads go on", async () => {
    const [ann, bob] = [await newPlayer(api(), 'Ann'), await newPlayer(api(), 'Bob')];
    const gameId = await newGame(api(), 'quicks', [ann, bob]);
    const version = (await api().get(`/games/${gameId}`, ann.token)).body.version;
    // Commands the rules refuse count all the same: the budget is counted before anything else.
    const nonsense = () => api().post(`/games/${gameId}/commands`, { type: 'nonsense' }, ann.token);
    const { admitted, refused, refilled } = await burst(30, [nonsense], 4);
    expect(admitted.length).toBeGreaterThanOrEqual(8);
    expect(admitted.length).toBeLessThanOrEqual(8 + refilled);
    for (const reply of admitted) expect(reply.status).toBe(400);
    for (const reply of refused) expectRefusal(reply, 'commands');
    expect((await api().get(`/games/${gameId}`, ann.token)).body.version).toBe(version);
    expect((await api().get('/players/me', ann.token)).status).toBe(200);
    // Bob's commands have a budget of their own.
    expect((await api().post(`/games/${gameId}/commands`, { type: 'nonsense' }, bob.token)).status).toBe(400);
  });

  it('test hooks and preflights count against nothing but carry the headers; /health carries none', async () => {
    const { refused } = await burst(120, [nowhere], 20);
    expect(refused.length).toBeGreaterThan(0);
    const preflight = await fetch(`${api().url}/players`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('ratelimit')).toMatch(/^"address";r=\d+;t=\d+$/);
    // Refused as it is, the address still moves the clock, and preflights as often as it likes.
    for (let i = 0; i < 60; i++) expect((await api().post('/test/clock', { advanceSeconds: 1 })).status).toBe(200);
    await api().post('/test/clock', { advanceSeconds: 60 });
    const preflights = await Promise.all(
      Array.from({ length: 60 }, () =>
        fetch(`${api().url}/players`, {
          method: 'OPTIONS',
          headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
        }),
      ),
    );
    expect(preflights.map((p) => p.status)).toEqual(Array(60).fill(204));
    expect((await api().get('/games?status=lobby')).headers.get('ratelimit')).toBe('"address";r=39;t=1');
    const health = await api().get('/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('ratelimit')).toBeNull();
    expect(health.headers.get('ratelimit-policy')).toBeNull();
  });

  it('a flood of unknown tokens: each looked up only while the address has budget, the rest refused without a lookup', async () => {
    const random = () => api().get('/players/me', `oct_${randomBytes(32).toString('base64url')}`);
    const { admitted, refused, refilled } = await burst(200, [random], 20);
    for (const reply of admitted) expect(reply.status).toBe(401);
    expect(admitted.length).toBeLessThanOrEqual(40 + refilled);
    for (const reply of refused) expectRefusal(reply, 'address');
  });

  it('a flood of refused requests does not slow a player within their budget', async () => {
    const quiet = await newPlayer(api(), 'Quiet');
    const timed = async () => {
      const started = performance.now();
      const reply = await api().get('/players/me', quiet.token);
      expect(reply.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const alone: number[] = [];
    for (let i = 0; i < 10; i++) alone.push(await timed());
    await api().post('/test/clock', { advanceSeconds: 60 });
    // The flood: another player at ten times their budget (200 a second) for half a second,
    // 100 requests against a burst of 40, while the quiet one goes on. Its length is fixed, not
    // the quiet player's: on a fast machine ten quiet requests were over before the burst was.
    const flooder = await newPlayer(api(), 'Flood');
    let flooding = true;
    const flood = (async () => {
      const replies: Promise<Reply>[] = [];
      for (let round = 0; round < 10; round++) {
        for (let i = 0; i < 10; i++) replies.push(api().get('/players/me', flooder.token));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      flooding = false;
      return (await Promise.all(replies)).filter((r) => r.status === 429);
    })();
    const during: number[] = [];
    do during.push(await timed());
    while (flooding);
    const refused = await flood;
    expect(refused.length).toBeGreaterThan(20);
    // A refusal is answered at the edge: no DynamoDB request, and a fraction of a millisecond of the server's time.
    const serverMs = refused.map((r) => Number(/dur=([\d.]+)/.exec(r.headers.get('server-timing')!)![1]));
    for (const reply of refused) expect(dynamoRequests(reply)).toBe(0);
    expect(median(serverMs)).toBeLessThan(5);
    console.info(
      `quiet player: median ${median(alone).toFixed(1)} ms alone, ${median(during).toFixed(1)} ms in the flood; refusals: median ${median(serverMs)} ms of the server's time`,
    );
    // So the quiet player's answers stay of the order of its quiet ones (this machine is shared: a loose bound).
    expect(median(during)).toBeLessThan(median(alone) * 4 + 100);
  });

  it("a WebSocket subscribe counts against its player's budget: past it, a rate-limited error, and the connection stays open", async () => {
    const [ann, bob] = [await newPlayer(api(), 'Ann'), await newPlayer(api(), 'Bob')];
    const gameId = await newGame(api(), 'quicks', [ann, bob]);
    await api().post('/test/clock', { advanceSeconds: 60 });
    // Six connections of Ann's, twenty subscribes each at once (a connection's own limit), and her HTTP requests beside them.
    const clients = await Promise.all([0, 1, 2, 3, 4, 5].map(() => LiveClient.open(api())));
    try {
      for (const client of clients) for (let i = 0; i < 20; i++) client.send({ action: 'subscribe', gameId, token: ann.token });
      await burst(60, [() => nowhere(ann.token)], 20);
      const answers = await Promise.all(
        clients.map(async (client) => {
          await client.next(() => client.received.filter((m) => m.type === 'error' || m.type === 'subscribed').length >= 20);
          return client.received.filter((m) => m.type === 'error' || m.type === 'subscribed');
        }),
      );
      const limited = answers.flat().filter((m) => m.code === 'rate-limited');
      expect(limited.length).toBeGreaterThan(0);
      for (const error of limited)
        expect(error).toMatchObject({ type: 'error', gameId, detail: expect.stringContaining('nothing was done') });
      // Every connection stays open: a ping is answered.
      for (const client of clients) expect(await client.ask({ action: 'ping' }, 'pong')).toEqual({ type: 'pong' });
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it('off (the default of npm start): no budget, no headers', async () => {
    delete process.env.BUDGETS;
    const { refused, replies } = await burst(120, [nowhere], 20);
    expect(refused).toEqual([]);
    expect(replies[0]!.headers.get('ratelimit')).toBeNull();
  });
});
