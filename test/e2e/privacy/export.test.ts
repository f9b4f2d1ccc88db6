/**
 * GET /players/me/export over HTTP (docs/contract.md, Your data): a player with games in every
 * state (a lobby left, one left and then cancelled by its creator, one cancelled by them, one in
 * play, one ended for chips), ledger entries, a webhook, an app, a ticket; the export holds all of
 * it, unpaged, as an attachment, and no token, key, secret or hash of one that the service made
 * or keeps.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paginateScan } from '../../../functions/adapters/documents.ts';
import { dynamo } from '../../../functions/adapters/dynamo.ts';
import { tableNames } from '../../../functions/adapters/tables.ts';
import { endedQuicks, newGame, newPlayer, useTestStack, type Api, type Reply } from '../../support/local-stack.ts';
import { ok, refused } from '../../support/answers.ts';

const ctx = useTestStack();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every page of the caller's ledger, as GET /players/me/ledger answers it. */
async function wholeLedger(api: Api, token: string) {
  const entries: unknown[] = [];
  let cursor: string | null = null;
  do {
    const page: { entries: unknown[]; nextCursor: string | null } = await ok(
      api.get(`/players/me/ledger?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token),
    );
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

/** Ann's life so far, and every secret any answer showed her. */
async function annsLife(api: Api) {
  const [ann, bob, cy] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob'), newPlayer(api, 'Cy')]);
  const secrets = [ann.token, bob.token, cy.token];
  // A game ended for chips: Bob, the active player, passes with nothing crossed, takes a penalty (the last one
  // allowed) and Ann wins the whole pot.
  const ended = await endedQuicks(api, [bob, ann], { Stake: 10 });
  const playing = await newGame(api, 'dice-kings', [bob, ann]);
  // A lobby Ann left (seat null; still a lobby), and one she left whose creator then cancelled it.
  const left = await newGame(api, 'rummiduck', [bob, ann], { start: false });
  await ok(api.post(`/games/${left}/leave`, undefined, ann.token));
  const leftThenCancelled = await newGame(api, 'quicks', [cy, ann], { start: false });
  await ok(api.post(`/games/${leftThenCancelled}/leave`, undefined, ann.token));
  await ok(api.post(`/games/${leftThenCancelled}/leave`, undefined, cy.token));
  // A lobby Ann made and cancelled by leaving it: she keeps seat 0 of a cancelled game.
  const cancelled = await newGame(api, 'dice-kings', [ann, cy], { start: false });
  await ok(api.post(`/games/${cancelled}/leave`, undefined, ann.token));

  const hook = await ok(api.post('/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['game.ended'] }, ann.token), 201);
  const rotatedHook = await ok(api.post(`/webhooks/${hook.id}/secret`, undefined, ann.token));
  const app = await ok(api.post('/apps', { name: 'Ann Apps' }, ann.token), 201);
  const rotatedApp = await ok(api.post(`/apps/${app.appId}/secret`, undefined, ann.token));
  const ticket = await ok(api.post('/matchmaking', { game: 'rummiduck', players: 4 }, ann.token), 201);
  const cancelledTicket = await ok(api.request('DELETE', `/matchmaking/${ticket.ticketId}`, { token: ann.token }));
  // Ann's browser, told of her turns: its push subscription is hers to keep, never in the export.
  const { publicKey } = await ok(api.get('/push/webpush'));
  const subscription = { endpoint: 'http://127.0.0.1:9/push/ann-browser', keys: { p256dh: publicKey, auth: 'FPssNDTKnInHVndSTdbKFw' } };
  const device = { platform: 'webpush', subscription, locale: 'de-AT', events: ['turn'] };
  await ok(api.request('PUT', '/players/me/devices/anns-browser', { body: device, token: ann.token }), 201);
  // Ann's token replaced: the export is made with the new one, and neither is in it.
  const rotated = await ok(api.post('/players/me/token', undefined, ann.token));
  secrets.push(hook.secret, rotatedHook.secret, app.secretKey, app.publishableKey, rotatedApp.secretKey, rotated.token);
  secrets.push(subscription.endpoint, subscription.keys.auth);
  await api.stack.settled();
  return {
    ann: { ...ann, token: rotated.token as string },
    bob,
    games: { ended, playing, left, leftThenCancelled, cancelled },
    hook,
    app,
    ticket: cancelledTicket,
    secrets,
  };
}

describe('GET /players/me/export', () => {
  let life: Awaited<ReturnType<typeof annsLife>>;
  let reply: Reply;
  beforeAll(async () => {
    life = await annsLife(ctx.api);
    // The ended game is rated within a second or two: wait for Ann's rating on its board.
    await vi.waitFor(async () => expect((await ctx.api.get(`/games/${life.games.ended}/ratings`)).status).toBe(200), {
      timeout: 15_000,
      interval: 200,
    });
    reply = await ctx.api.get('/players/me/export', life.ann.token);
    expect(reply.status, reply.text).toBe(200);
  }, 120_000);

  it('is JSON to save as a file (Content-Disposition: attachment)', () => {
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="organized-chaos-${life.ann.playerId}.json"`);
  });

  it('holds who the caller is, their chips and every ledger entry as the ledger shows them, and a rating or null on every board', async () => {
    const { api } = ctx;
    const { player, chips, ledger, ratings } = reply.body;
    expect(player).toEqual({ playerId: life.ann.playerId, name: 'Ann', createdAt: expect.any(String), appId: null });
    expect(Date.now() - Date.parse(player.createdAt)).toBeLessThan(120_000);
    expect(chips).toEqual(await ok(api.get('/players/me/chips', life.ann.token)));
    // The grant, the stake and the whole pot: paged one by one there, whole here.
    expect(ledger).toEqual(await wholeLedger(api, life.ann.token));
    expect(ledger.map((e: { kind: string }) => e.kind)).toEqual(['share', 'stake', 'grant']);
    expect(chips.balance).toBe(1_010);
    const profile = await ok(api.get(`/players/${life.ann.playerId}`));
    expect(ratings).toEqual({
      quicks: profile.boards.quicks.rating,
      'dice-kings': null,
      'dice-kings-3': null,
      rummiduck: null,
    });
    expect(ratings.quicks).toEqual({ mu: expect.any(Number), sigma: expect.any(Number), ordinal: expect.any(Number) });
  });

  it('holds every game the caller was ever seated in: seat null for a lobby left, endedAt once ended or cancelled', () => {
    const { games } = life;
    const byId = Object.fromEntries(reply.body.games.map((g: { gameId: string }) => [g.gameId, g]));
    expect(Object.keys(byId).sort()).toEqual(Object.values(games).sort());
    const time = { createdAt: expect.any(String) };
    expect(byId[games.ended]).toEqual({
      gameId: games.ended,
      game: 'quicks',
      status: 'ended',
      seat: 1,
      ...time,
      endedAt: expect.any(String),
    });
    expect(byId[games.playing]).toEqual({ gameId: games.playing, game: 'dice-kings', status: 'playing', seat: 1, ...time, endedAt: null });
    expect(byId[games.left]).toEqual({ gameId: games.left, game: 'rummiduck', status: 'lobby', seat: null, ...time, endedAt: null });
    // Left, then cancelled by its creator: the game as it is now.
    expect(byId[games.leftThenCancelled]).toEqual({
      gameId: games.leftThenCancelled,
      game: 'quicks',
      status: 'cancelled',
      seat: null,
      ...time,
      endedAt: expect.any(String),
    });
    expect(byId[games.cancelled]).toEqual({
      gameId: games.cancelled,
      game: 'dice-kings',
      status: 'cancelled',
      seat: 0,
      ...time,
      endedAt: expect.any(String),
    });
    // Newest first; each ended after it was made.
    const created = reply.body.games.map((g: { createdAt: string }) => g.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const game of reply.body.games) if (game.endedAt) expect(game.endedAt >= game.createdAt).toBe(true);
    expect(byId[games.ended].createdAt < byId[games.cancelled].createdAt).toBe(true);
  });

  it('holds the webhook, the app, the ticket and the device, each without a secret', () => {
    const { hook, app, ticket } = life;
    expect(reply.body.webhooks).toEqual([{ id: hook.id, url: hook.url, events: ['game.ended'], createdAt: expect.any(String) }]);
    expect(reply.body.apps).toEqual([{ appId: app.appId, name: 'Ann Apps', createdAt: app.createdAt }]);
    expect(reply.body.tickets).toEqual([ticket]);
    expect(ticket.status).toBe('cancelled');
    expect(reply.body.devices).toEqual([{ deviceId: 'anns-browser', platform: 'webpush', locale: 'de-AT', createdAt: expect.any(String) }]);
  });

  it('holds no token, key or secret the service showed, nor any hash or sealed form of one that it keeps', async () => {
    const text = reply.text;
    for (const secret of life.secrets) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(sha256(secret));
    }
    expect(text).not.toMatch(/oct_|ocsk_|ocpk_|whsec_/);
    // Every value the tables keep under a name of a secret (hashes, sealed secrets, keys), whoever's.
    const kept: string[] = [];
    for (const table of [tableNames().read, tableNames().events])
      for await (const page of paginateScan({ client: dynamo() }, { TableName: table }))
        for (const item of page.Items ?? [])
          for (const [name, value] of Object.entries(item))
            if (/hash|secret|token|key|seed/i.test(name) && !/^(pk|sk|gsi\d?pk|gsi1sk)$/.test(name))
              kept.push(...[value].flat(2).filter((v): v is string => typeof v === 'string' && v.length >= 16));
    // The token items' keys are hashes too.
    for (const table of [tableNames().read])
      for await (const page of paginateScan({ client: dynamo() }, { TableName: table }))
        for (const item of page.Items ?? []) {
          const hashed = /^(TOKEN|APPKEY)#(.+)$/.exec(item.pk as string) ?? /^TOKEN#(.+)$/.exec(item.sk as string);
          if (hashed) kept.push(hashed.at(-1)!);
        }
    expect(kept.length).toBeGreaterThan(life.secrets.length);
    for (const value of kept) expect(text).not.toContain(value);
  });

  it("shows the app a player signed up through, and a player's export is theirs alone", async () => {
    const { api } = ctx;
    const cleo = await ok(api.post('/players', { name: 'Cleo' }, undefined, { 'x-app-key': life.app.publishableKey }), 201);
    const hers = await ok(api.get('/players/me/export', cleo.token));
    expect(hers.player).toEqual({ playerId: cleo.playerId, name: 'Cleo', createdAt: expect.any(String), appId: life.app.appId });
    expect(hers).toMatchObject({ games: [], webhooks: [], apps: [], tickets: [], chips: { balance: 1_000, inPlay: 0 } });
    expect(hers.ledger).toEqual([expect.objectContaining({ kind: 'grant', amount: 1_000 })]);
    // Bob's shows his own seats: the lobby Ann left is his, at seat 0.
    const bobs = await ok(api.get('/players/me/export', life.bob.token));
    expect(bobs.games.find((g: { gameId: string }) => g.gameId === life.games.left)).toMatchObject({ seat: 0, status: 'lobby' });
    expect(bobs.apps).toEqual([]);
  });

  it('is refused without a token, or with one no longer known, as 401 unauthenticated', async () => {
    const { api } = ctx;
    refused(await api.get('/players/me/export'), 401, 'unauthenticated');
    refused(await api.get('/players/me/export', 'oct_not-a-token'), 401, 'unauthenticated');
    // The token Ann replaced.
    const old = life.secrets[0]!;
    refused(await api.get('/players/me/export', old), 401, 'unauthenticated');
  });
});
