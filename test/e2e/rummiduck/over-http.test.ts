/**
 * Rummiduck end to end over HTTP against the local server, with a rigged bag.
 *
 * Every request goes through a recorder that knows where each tile lies (it follows the deal
 * and every command the server accepts) and scans every body and header it receives, as
 * text, for the id of a tile its caller may not know at that moment: one on another player's
 * rack or in the bag. A caller may see the table, their own rack, and the ids they sent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/http/routes.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { startReceiver } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';
import { Tiles } from './tiles.ts';

const ctx = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({
    '/ann': () => ({ status: 204 }),
    '/bob': () => ({ status: 204 }),
    '/cy': () => ({ status: 204 }),
    '/app': () => ({ status: 204 }),
  });
});
afterAll(() => receiver.stop());

interface Seen {
  method: string;
  path: string;
}

type Recorded = Api & { seen: Seen[]; scanWebhooks(): void };

/**
 * The api, with every reply scanned for tiles hidden from its caller. It learns tokens from
 * `POST /players`, the deal from a successful start and moves from successful commands, so the
 * scan of a command's reply already counts what that command changed. Webhook deliveries to
 * the receiver are scanned for the subscription's owner, learnt from `POST /webhooks`.
 */
function recorded(api: Api, tiles: Tiles, seats: () => string[]): Recorded {
  const playerOf = new Map<string, string>();
  const ownerOf = new Map<string, string | null>();
  const seen: Seen[] = [];
  let delivered = receiver.received.length;
  const request: Api['request'] = async (method, path, options = {}) => {
    const reply = await api.request(method, path, options);
    const viewer = options.token ? (playerOf.get(options.token) ?? null) : null;
    if (method === 'POST' && path === '/players' && reply.status === 201) playerOf.set(reply.body.token, reply.body.playerId);
    if (method === 'POST' && path === '/webhooks' && reply.status === 201) ownerOf.set(new URL(reply.body.url).pathname, viewer);
    if (method === 'POST' && /\/start$/.test(path) && reply.status === 200) tiles.deal(seats());
    if (method === 'POST' && /\/commands$/.test(path) && reply.status === 200)
      tiles.apply(viewer!, options.body as { type: string }, reply.body.version);
    const text = reply.text + JSON.stringify([...reply.headers]);
    scan(text, viewer, options.raw ?? JSON.stringify(options.body ?? null), `${method} ${path} → ${reply.status}`);
    seen.push({ method, path: path.split('?')[0]! });
    return reply;
  };
  // Echoing an id the caller sent tells them nothing they did not know; everything else counts.
  const scan = (text: string, viewer: string | null, sent: string, what: string) => {
    const leaked = tiles.hiddenFrom(viewer).filter((id) => !sent.includes(id) && text.includes(id));
    expect(leaked, `${what} for ${viewer ?? 'an anonymous caller'}: ${text}`).toEqual([]);
  };
  const scanWebhooks = () => {
    for (const r of receiver.received.slice(delivered)) {
      expect(ownerOf.has(r.path), `a delivery to ${r.path}, which no subscription names`).toBe(true);
      scan(r.body + JSON.stringify(r.headers), ownerOf.get(r.path)!, '', `webhook to ${r.path}`);
    }
    delivered = receiver.received.length;
  };
  return {
    url: api.url,
    stack: api.stack,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token, headers) => request('POST', path, { body, token, headers }),
    seen,
    scanWebhooks,
  };
}

type Person = { playerId: string; token: string; name: string };

/** Every read any caller can make of the game, each caller in turn: all of it goes through the scan. */
async function lookAround(api: Recorded, gameId: string, people: (Person | null)[]) {
  await webhooksSettled(api);
  api.scanWebhooks();
  for (const person of people) {
    const token = person?.token;
    expect((await api.get(`/games/${gameId}`, token)).status).toBe(200);
    let after = 0;
    for (let page = 0; page < 50 && after !== null; page++) {
      const events = await api.get(`/games/${gameId}/events?after=${after}&limit=4`, token);
      expect(events.status).toBe(200);
      after = events.body.nextAfter;
    }
    expect(after, 'the events fit in 50 pages').toBeNull();
    await api.get(`/games/${gameId}/legal-moves`, token);
    // Refused here (people play each other: hints-off; a spectator: not-seated), and scanned all the same.
    if (token) await api.get(`/games/${gameId}/hint`, token);
    // 409 not-ended while the game is played; once it has ended, how each person played (and scanned all the same).
    await api.get(`/games/${gameId}/analysis`, token);
    if (token) await api.get('/players/me', token);
    if (token) await api.get('/players/me/chips', token);
    if (token) await api.get('/players/me/ledger', token);
    // The player's whole export holds every game they sat in: no tile of another's rack in it either.
    if (token) expect((await api.get('/players/me/export', token)).status).toBe(200);
    // Each person's public profile, read by everyone.
    for (const other of people) if (other) await api.get(`/players/${other.playerId}`, token);
    // 409 not-ended while the game is played; once it has ended and been rated, each person's change.
    await api.get(`/games/${gameId}/ratings`, token);
    if (token) expect((await api.get('/players/me/games?limit=5', token)).status).toBe(200);
  }
  await api.get('/games?status=lobby&game=rummiduck');
  await api.get('/games?status=lobby');
  await api.get('/leaderboards/rummiduck');
}

const play = (table: string[][]) => ({ type: 'play', table });

// Two players, six tiles each, then the draws; the rest of the bag is random and never drawn.
const ANN = ['red-10-a', 'joker-red', 'red-12-a', 'blue-1-a', 'blue-2-a', 'red-13-b'];
const BOB = ['black-13-a', 'blue-13-a', 'orange-13-a', 'red-11-b', 'orange-5-a', 'joker-black'];
const DRAWS = ['blue-4-a', 'black-1-a', 'black-2-a'];

/** A started two-player game on the rig above, with a spectator who holds a token but no seat. */
async function riggedGame(config: Record<string, unknown> = {}, { webhooks = false } = {}) {
  const tiles = new Tiles([...ANN, ...BOB, ...DRAWS], 6);
  const seats: string[] = [];
  const api = recorded(ctx.api, tiles, () => seats);
  const ann = await newPlayer(api, 'Ann');
  const cy = await newPlayer(api, 'Cy');
  // With webhooks, Bob plays through an app of Cy's whose subscription (its secret key: no seat's
  // token) has its deliveries scanned as an anonymous spectator's: an app sees no rack.
  const app = webhooks ? (await api.post('/apps', { name: 'Cy Games' }, cy.token)).body : undefined;
  const bob: Person = app
    ? (await api.post('/players', { name: 'Bob' }, undefined, { 'x-app-key': app.publishableKey })).body
    : await newPlayer(api, 'Bob');
  seats.push(ann.playerId, bob.playerId);
  const hooks = new Map<Person, string>();
  for (const [person, path] of webhooks
    ? ([
        [ann, '/ann'],
        [bob, '/bob'],
        [cy, '/cy'],
      ] as const)
    : []) {
    const hook = await api.post('/webhooks', { url: receiver.url(path), events: ['*'] }, person.token);
    expect(hook.status, hook.text).toBe(201);
    hooks.set(person, hook.body.id);
  }
  const appHook = app && (await api.post('/webhooks', { url: receiver.url('/app'), events: ['*'] }, app.secretKey)).body;
  if (app) expect(appHook.id).toMatch(/^wh_/);
  const gameId = await newGame(api, 'rummiduck', [ann, bob], {
    config: { StartTiles: 6, ...config },
    start: false,
    rig: { bag: [...ANN, ...BOB, ...DRAWS] },
  });
  const people = [ann, bob, cy, null];
  await lookAround(api, gameId, people);
  const started = await api.post(`/games/${gameId}/start`, undefined, ann.token);
  expect(started.status, started.text).toBe(200);
  expect(started.body.board).toMatchObject({ rack: ANN, bag: 106 - 12, racks: { [ann.playerId]: 6, [bob.playerId]: 6 } });
  const send = (who: Person, body: unknown, headers?: Record<string, string>) =>
    api.post(`/games/${gameId}/commands`, body, who.token, headers);
  return {
    api,
    tiles,
    gameId,
    ann,
    bob,
    cy,
    people,
    send,
    started,
    hooks,
    appHook: app && { key: app.secretKey as string, id: appHook.id as string },
  };
}

describe('Rummiduck over HTTP', () => {
  it(
    'a rigged game: a meld, two table rebuilds around a joker, a player goes out; no body shows anyone a tile hidden from them',
    { timeout: 120_000 },
    async () => {
      const { api, tiles, gameId, ann, bob, cy, people, send, hooks, appHook } = await riggedGame({}, { webhooks: true });
      const look = () => lookAround(api, gameId, people);
      const refused = async (who: Person | typeof cy, body: unknown, status: number, code: string) => {
        const reply = await send(who, body);
        expect([reply.status, reply.body.code], reply.text).toEqual([status, code]);
        return reply;
      };
      await look();

      // Refusals before the first move, every one scanned: out of turn, unseated, not a tile, too small a meld.
      await refused(bob, { type: 'draw' }, 409, 'not-your-turn');
      await refused(bob, play([['orange-13-a', 'black-13-a', 'blue-13-a']]), 409, 'not-your-turn');
      await refused(cy, { type: 'draw' }, 403, 'not-seated');
      await refused(ann, play([['red-14-a', 'red-12-a', 'red-13-b']]), 400, 'invalid-command');
      // blue 1, 2 and the joker as blue 3: 6 points.
      const small = await refused(ann, play([['blue-1-a', 'blue-2-a', 'joker-red']]), 422, 'illegal-move');
      expect(small.body.detail).toContain('The initial meld is worth 6 points');

      // Turn 1, Ann's initial meld: red 10, the joker as red 11, red 12 = 33 >= InitialMeld 30.
      const t1 = await send(ann, play([['red-10-a', 'joker-red', 'red-12-a']]));
      expect(t1.status, t1.text).toBe(200);
      expect(t1.body.game.board.hasMelded).toEqual({ [ann.playerId]: true, [bob.playerId]: false });
      await look();

      // Turn 2, Bob's initial meld: the 13s in black, blue, orange = 39.
      const t2 = await send(
        bob,
        play([
          ['red-10-a', 'joker-red', 'red-12-a'],
          ['black-13-a', 'blue-13-a', 'orange-13-a'],
        ]),
      );
      expect(t2.status, t2.text).toBe(200);
      await look();

      // Turn 3, Ann draws the bag's front: blue 4, hidden from Bob and Cy from now on.
      const key = { 'idempotency-key': 'turn-3' };
      const t3 = await send(ann, { type: 'draw' }, key);
      expect(t3.status, t3.text).toBe(200);
      expect(t3.body.game.board.rack).toEqual(['blue-1-a', 'blue-2-a', 'red-13-b', 'blue-4-a']);
      // Sent again with its key, the draw answers as before and draws nothing.
      const again = await send(ann, { type: 'draw' }, key);
      expect([again.status, again.body.version, again.body.game.board.rack], again.text).toEqual([
        200,
        t3.body.version,
        t3.body.game.board.rack,
      ]);
      await look();

      // Turn 4, Bob lays red 11 in the joker's place and moves the joker into the 13s as the red 13.
      const rebuilt = [
        ['red-10-a', 'red-11-b', 'red-12-a'],
        ['black-13-a', 'blue-13-a', 'orange-13-a', 'joker-red'],
      ];
      // Ann's Idempotency-Key, from Bob: keys are per player, so this is Bob's own new move, not a replay of Ann's draw.
      const t4 = await send(bob, play(rebuilt), key);
      expect(t4.status, t4.text).toBe(200);
      expect([t4.body.version, t4.body.game.board.table]).toEqual([t3.body.version + 1, rebuilt]);
      await look();

      // Turn 5, Ann takes the joker back for her red 13 and lays it as blue 3 between her blues: her rack is empty.
      const out = [
        ['red-10-a', 'red-11-b', 'red-12-a'],
        ['black-13-a', 'blue-13-a', 'orange-13-a', 'red-13-b'],
        ['blue-1-a', 'blue-2-a', 'joker-red', 'blue-4-a'],
      ];
      const t5 = await send(ann, play(out));
      expect(t5.status, t5.text).toBe(200);
      // Ruling 7: Bob keeps orange 5 (5) and the black joker (JokerPoints 30): -35; Ann, the winner, the sum: +35.
      expect(t5.body.game).toMatchObject({
        status: 'ended',
        turn: null,
        board: { table: out, racks: { [ann.playerId]: 0, [bob.playerId]: 2 } },
      });
      expect(t5.body.game.result).toEqual({ winners: [ann.playerId], scores: { [ann.playerId]: 35, [bob.playerId]: -35 } });
      expect(tiles.racks.get(bob.playerId)).toEqual(['orange-5-a', 'joker-black']);
      await look();
      await refused(bob, { type: 'draw' }, 409, 'game-over');
      expect((await api.post(`/games/${gameId}/resign`, undefined, bob.token)).body.code).toBe('game-over');

      // The table plays again: one new lobby, its view without a tile; Bob leaves it, Ann cancels it.
      const rematch = await api.post(`/games/${gameId}/rematch`, undefined, ann.token);
      expect(rematch.status, rematch.text).toBe(201);
      expect((await api.post(`/games/${gameId}/rematch`, undefined, bob.token)).status).toBe(200);
      expect((await api.post(`/games/${rematch.body.gameId}/bots`, { level: 'easy' }, ann.token)).status).toBe(201);
      await look();
      expect((await api.post(`/games/${rematch.body.gameId}/leave`, undefined, bob.token)).status).toBe(200);
      expect((await api.post(`/games/${rematch.body.gameId}/leave`, undefined, ann.token)).body.status).toBe('cancelled');
      await look();

      // Ann, Bob and Bob's app each got game.started, a turn.started per turn and game.ended; Cy, not seated, nothing.
      const received = ['/ann', '/bob', '/cy', '/app'].map((path) => receiver.at(path).length);
      expect(received).toEqual([7, 7, 0, 7]);
      for (const [token, id] of [...[...hooks].map(([person, id]) => [person.token, id] as const), [appHook!.key, appHook!.id] as const]) {
        await api.get('/webhooks', token);
        expect((await api.post(`/webhooks/${id}/ping`, undefined, token)).status).toBe(202);
        expect((await api.post(`/webhooks/${id}/secret`, undefined, token)).status).toBe(200);
        expect((await api.get(`/webhooks/${id}/deliveries`, token)).status).toBe(200);
        expect((await api.request('DELETE', `/webhooks/${id}`, { token })).status).toBe(204);
      }
      await api.get('/health');
      // Cy asks for a Rummiduck table of four, reads his ticket and cancels it: no answer of it carries a tile.
      const ticket = await api.post('/matchmaking', { game: 'rummiduck', players: 4 }, cy.token);
      expect(ticket.status, ticket.text).toBe(201);
      expect((await api.get(`/matchmaking/${ticket.body.ticketId}`, cy.token)).status).toBe(200);
      expect((await api.request('DELETE', `/matchmaking/${ticket.body.ticketId}`, { token: cy.token })).body.status).toBe('cancelled');
      // Cy registers an app, signs a player up through it and one in by it, rotates its key and deletes it: no answer of it carries a tile.
      const app = await api.post('/apps', { name: 'Cy Apps' }, cy.token);
      expect(app.status, app.text).toBe(201);
      expect((await api.get('/apps', cy.token)).status).toBe(200);
      expect((await api.get(`/apps/${app.body.appId}`, cy.token)).status).toBe(200);
      const rotated = await api.post(`/apps/${app.body.appId}/secret`, undefined, cy.token);
      const appPlayer = `/apps/${app.body.appId}/players/user-8841`;
      expect((await api.request('PUT', appPlayer, { body: { name: 'Dee' }, token: rotated.body.secretKey })).status).toBe(201);
      expect((await api.request('DELETE', appPlayer, { token: rotated.body.secretKey })).status).toBe(204);
      const push = `/apps/${app.body.appId}/push/expo`;
      expect((await api.request('PUT', push, { body: {}, token: cy.token })).status).toBe(200);
      expect((await api.request('DELETE', push, { token: cy.token })).status).toBe(204);
      expect((await api.request('DELETE', `/apps/${app.body.appId}`, { token: cy.token })).status).toBe(204);
      // Cy's browser, registered for his turns, listed and deleted: no answer of it carries a tile either.
      const { publicKey } = (await api.get('/push/webpush')).body;
      const browser = {
        platform: 'webpush',
        subscription: { endpoint: 'http://127.0.0.1:9/push/cy', keys: { p256dh: publicKey, auth: 'FPssNDTKnInHVndSTdbKFw' } },
      };
      expect((await api.request('PUT', '/players/me/devices/cys-browser', { body: browser, token: cy.token })).status).toBe(201);
      expect((await api.get('/players/me/devices', cy.token)).body.devices).toHaveLength(1);
      expect((await api.request('DELETE', '/players/me/devices/cys-browser', { token: cy.token })).status).toBe(204);
      // Cy renames himself and takes a new token last: the recorder knows callers by their tokens. Then he is erased.
      expect((await api.request('PATCH', '/players/me', { body: { name: 'Cyrus' }, token: cy.token })).status).toBe(200);
      const cyToken = await api.post('/players/me/token', undefined, cy.token);
      expect(cyToken.status).toBe(200);
      expect((await api.request('DELETE', '/players/me', { token: cyToken.body.token })).status).toBe(204);
      expect((await api.post('/test/clock', { advanceSeconds: 1 })).status).toBe(200);

      // The scan saw every route there is, not only the ones this test thought of.
      const called = (template: string, method: string) =>
        api.seen.some((s) => s.method === method && new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(s.path));
      const missed = routes.filter(({ route }) => !called(route.path, route.method)).map(({ route }) => `${route.method} ${route.path}`);
      expect(missed, 'routes the hidden-tile scan never called').toEqual([]);
    },
  );

  it('Resigning ruling 4 and 5: Bob resigns mid-game, his rack leaves play unseen and counts against him; Ann, the one left, wins', async () => {
    const { api, gameId, ann, bob, people, send } = await riggedGame();
    expect((await send(ann, { type: 'draw' })).status).toBe(200);
    const resigned = await api.post(`/games/${gameId}/resign`, undefined, bob.token);
    expect(resigned.status, resigned.text).toBe(200);
    // Bob's six tiles: 13 + 13 + 13 + 11 + 5 + the black joker's 30 = 85, all the winner's.
    expect(resigned.body).toMatchObject({
      status: 'ended',
      result: { winners: [ann.playerId], scores: { [ann.playerId]: 85, [bob.playerId]: -85 } },
    });
    expect(resigned.body.players.map((p: { resigned: boolean }) => p.resigned)).toEqual([false, true]);
    expect(resigned.body.board).toMatchObject({ rack: BOB, racks: { [bob.playerId]: 6 } });
    await lookAround(api, gameId, people);
  });

  it('an illegal play is 422 naming the set and the rule; a play that drops or invents a tile is refused and changes nothing', async () => {
    const { api, gameId, ann, bob, send } = await riggedGame();
    const meld = ['red-10-a', 'joker-red', 'red-12-a'];
    expect((await send(ann, play([meld]))).status).toBe(200);
    const snapshot = async () => ({
      events: (await api.get(`/games/${gameId}/events?limit=500`, ann.token)).body,
      view: (await api.get(`/games/${gameId}`, bob.token)).body,
    });
    const before = await snapshot();
    const illegal = async (table: string[][]) => {
      const reply = await send(bob, play(table));
      expect([reply.status, reply.body.code], reply.text).toEqual([422, 'illegal-move']);
      expect(reply.headers.get('content-type')).toBe('application/problem+json');
      return reply.body.detail as string;
    };

    // Bob's 13 followed by his 5 and a joker: one colour, so read as a run, and it does not rise.
    expect(await illegal([meld, ['orange-13-a', 'orange-5-a', 'joker-black']])).toBe(
      'In the table sent, table[1] [orange-13-a, orange-5-a, joker-black] is not a valid set: a run is "at least 3 consecutive numbers of one colour, rising from left to right": the numbers do not rise one by one as laid.',
    );
    // Two tiles: too short for any set.
    expect(await illegal([meld, ['black-13-a', 'blue-13-a']])).toBe(
      'In the table sent, table[1] [black-13-a, blue-13-a] is not a valid set: a set has at least 3 tiles, and this one has 2.',
    );
    // Ann's meld left off the table.
    expect(await illegal([['black-13-a', 'blue-13-a', 'orange-13-a']])).toMatch(
      /^The tile red-10-a was on the table and is missing: every tile that was on the table must still be on it/,
    );
    // A tile laid twice.
    expect(await illegal([meld, ['black-13-a', 'blue-13-a', 'orange-13-a', 'black-13-a']])).toMatch(/^The tile black-13-a is laid twice/);
    // Invented tiles: Ann's red 13 and the bag's red 13 get the same words, so the refusal tells Bob nothing of where either lies.
    const fromAnnsRack = await illegal([meld, ['black-13-a', 'blue-13-a', 'orange-13-a', 'red-13-b']]);
    const fromTheBag = await illegal([meld, ['black-13-a', 'blue-13-a', 'orange-13-a', 'red-13-a']]);
    expect(fromAnnsRack).toBe(
      'The tile red-13-b is neither on the table nor on your rack: only tiles that were on the table and tiles from your rack may lie on it.',
    );
    expect(fromTheBag.replace('red-13-a', 'red-13-b')).toBe(fromAnnsRack);

    expect(await snapshot(), 'a refused play changes nothing').toEqual(before);
    const legal = await send(bob, play([meld, ['black-13-a', 'blue-13-a', 'orange-13-a']]));
    expect(legal.status, legal.text).toBe(200);
    expect(legal.body.version).toBe(before.view.version + 1);
  });

  it('a timeout draws TimeoutTiles for the player, and nobody else sees which (ruling 8)', async () => {
    const { api, tiles, gameId, ann, bob, cy, send, started } = await riggedGame({ TurnTime: 2, TimeoutTiles: 2 });
    // Ann lets her two seconds run out: the timer or Bob's draw, whichever comes first, applies
    // her timeout; Bob's draw comes well inside his own two seconds.
    const deadline = Date.parse(started.body.turn.deadline);
    await sleep(Math.max(0, deadline - Date.now()) + 50);
    tiles.draw(ann.playerId, 2);
    const drawn = await send(bob, { type: 'draw' });
    expect(drawn.status, drawn.text).toBe(200);
    expect(drawn.body.game.board.racks).toEqual({ [ann.playerId]: 8, [bob.playerId]: 7 });
    expect(drawn.body.game.board.rack).toEqual([...BOB, 'black-2-a']);
    const annSees = await api.get(`/games/${gameId}`, ann.token);
    expect(annSees.body.board.rack).toEqual([...ANN, 'blue-4-a', 'black-1-a']);
    const bobReads = await api.get(`/games/${gameId}/events?after=${started.body.version}`, bob.token);
    expect(bobReads.body.events.map((e: { type: string; reason?: string; count?: number }) => [e.type, e.reason, e.count])).toEqual([
      ['TilesDrawn', 'timeout', 2],
      ['TilesDrawn', 'draw', 1],
    ]);
    // Ann's next two seconds are running out too; what spectators see does not depend on whether it has.
    await lookAround(api, gameId, [cy, null]);
  });
});
