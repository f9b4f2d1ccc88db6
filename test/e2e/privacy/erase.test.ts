/**
 * Erasure over HTTP (docs/contract.md, Your data): a player with a webhook (a receiver on
 * 127.0.0.1), a device, an app of their own, a ticket searching, a lobby they created, a lobby
 * they joined, a game in play for a stake, a finished game on a board, and a live subscription;
 * DELETE /players/me, then each sentence of "Erasure" checked, one test each. Then the app's
 * route, DELETE /apps/{appId}/players/{externalId}, and the external id used again.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchProof, verifyGame } from '../../../client/src/fairness/index.ts';
import { chipsOf, wholeLedger } from '../../../functions/chips/balance-page.ts';
import { rebuildLeaderboards } from '../../../functions/leaderboards/rebuild.ts';
import { loadTicket } from '../../../functions/matchmaking/tickets.ts';
import { listDevices } from '../../../functions/notifications/devices.ts';
import { rebuildRatings } from '../../../functions/ratings/rebuild.ts';
import { listSubscriptions } from '../../../functions/webhooks/subscriptions.ts';
import { LiveClient, liveSettled } from '../../support/live-client.ts';
import { endedQuicks, newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { ok, refused } from '../../support/answers.ts';
import { startReceiver } from '../../webhooks/receiver.ts';

const ctx = useTestStack();

/** Every line of a board in an order, as anyone reads it. */
const boardIds = async (api: Api, board: string, order = 'score') =>
  (await ok(api.get(`/leaderboards/${board}?limit=100&order=${order}`))).entries.map((e: { playerId: string }) => e.playerId);

/** Ann's life up to her erasure, and what the checks look at. */
async function annsLife(api: Api, receiverUrl: string) {
  const [ann, bob, cy] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob'), newPlayer(api, 'Cy')]);
  // A finished game: Bob takes the last penalty allowed, Ann wins (rigged dice), and both are on the Quicks board.
  const finished = await endedQuicks(api, [bob, ann]);
  // A game in play for a stake of 10 each, Bob and Ann: its pot is 20.
  const staked = await newGame(api, 'quicks', [bob, ann], { config: { Stake: 10 } });
  const created = await newGame(api, 'rummiduck', [ann, cy], { start: false });
  const joined = await newGame(api, 'dice-kings', [bob, ann], { start: false });
  const hook = await ok(api.post('/webhooks', { url: receiverUrl, events: ['*'] }, ann.token), 201);
  const { publicKey } = await ok(api.get('/push/webpush'));
  const subscription = { endpoint: 'http://127.0.0.1:9/push/ann-browser', keys: { p256dh: publicKey, auth: 'FPssNDTKnInHVndSTdbKFw' } };
  await ok(api.request('PUT', '/players/me/devices/anns-browser', { body: { platform: 'webpush', subscription }, token: ann.token }), 201);
  const app = await ok(api.post('/apps', { name: 'Ann Apps' }, ann.token), 201);
  const ticket = await ok(api.post('/matchmaking', { game: 'rummiduck', players: 4 }, ann.token), 201);
  await api.stack.settled();
  // Rated, and on the board, before the erasure.
  await vi.waitFor(async () => expect((await api.get(`/games/${finished}/ratings`)).status).toBe(200), { timeout: 15_000, interval: 200 });
  return { ann, bob, cy, games: { finished, staked, created, joined }, hook, app, ticket };
}

describe('DELETE /players/me', () => {
  let life: Awaited<ReturnType<typeof annsLife>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const live: LiveClient[] = [];
  let since: number;
  let erasedAt: number;
  let finishedRatings: unknown;

  beforeAll(async () => {
    const { api } = ctx;
    receiver = await startReceiver({ '/hook': () => ({ status: 204 }) });
    life = await annsLife(api, receiver.url('/hook'));
    expect(await boardIds(api, 'quicks')).toContain(life.ann.playerId);
    expect(await boardIds(api, 'quicks', 'rating')).toContain(life.ann.playerId);
    finishedRatings = await ok(api.get(`/games/${life.games.finished}/ratings`));
    // Ann follows the staked game live with her token; Bob with his.
    const [annLive, bobLive] = await Promise.all([LiveClient.open(api), LiveClient.open(api)]);
    live.push(annLive, bobLive);
    expect((await annLive.subscribe(life.games.staked, { token: life.ann.token })).type).toBe('subscribed');
    expect((await bobLive.subscribe(life.games.staked, { token: life.bob.token })).type).toBe('subscribed');
    since = annLive.received.length;
    const reply = await api.request('DELETE', '/players/me', { token: life.ann.token });
    erasedAt = performance.now();
    expect(reply.status, reply.text).toBe(204);
    expect(reply.text).toBe('');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(live.map((c) => c.close()));
    await receiver?.stop();
  });

  it('every token of the player stops working: 401, and the same erasure again is 401 too', async () => {
    const { api } = ctx;
    refused(await api.get('/players/me', life.ann.token), 401, 'unauthenticated');
    refused(await api.post(`/games/${life.games.joined}/join`, undefined, life.ann.token), 401, 'unauthenticated');
    refused(await api.request('DELETE', '/players/me', { token: life.ann.token }), 401, 'unauthenticated');
  });

  it('live subscriptions made with them get `unauthenticated` within a second, and nothing more', async () => {
    const { api } = ctx;
    const [annLive, bobLive] = live as [LiveClient, LiveClient];
    const error = await annLive.next((m) => m.type === 'error' && m.gameId === life.games.staked, { since, timeoutMs: 5_000 });
    expect(error).toMatchObject({ type: 'error', code: 'unauthenticated', gameId: life.games.staked, detail: expect.any(String) });
    expect(performance.now() - erasedAt, 'within a second of the answer').toBeLessThan(1_000);
    // The game goes on for Bob (a rematch aside, it has ended: Ann resigned); whatever comes, Ann's subscription hears nothing more.
    await liveSettled(api);
    const after = annLive.received.slice(annLive.received.indexOf(error) + 1).filter((m) => m.gameId === life.games.staked);
    expect(after).toEqual([]);
    expect(bobLive.updates(life.games.staked).length).toBeGreaterThan(0);
  });

  it("the player's webhook subscriptions and devices are deleted", async () => {
    expect(await listSubscriptions(life.ann.playerId)).toEqual([]);
    expect(await listDevices(life.ann.playerId)).toEqual([]);
    // Nothing of the games the erasure ended went to the subscription: it was deleted before them.
    await liveSettled(ctx.api);
    const ended = receiver.received.filter(
      (r) => JSON.parse(r.body).data?.gameId === life.games.staked && JSON.parse(r.body).type === 'game.ended',
    );
    expect(ended).toEqual([]);
  });

  it('the apps the player owns are deleted, as DELETE /apps/{appId} does: both keys stop working', async () => {
    const { api } = ctx;
    refused(
      await api.request('PUT', `/apps/${life.app.appId}/players/user-1`, { body: { name: 'Dee' }, token: life.app.secretKey }),
      401,
      'unauthenticated',
    );
    refused(await api.post('/players', { name: 'Fay' }, undefined, { 'x-app-key': life.app.publishableKey }), 401, 'unauthenticated');
  });

  it('a ticket still searching is cancelled', async () => {
    expect((await loadTicket(life.ticket.ticketId))?.status).toBe('cancelled');
  });

  it('seats in lobbies are left; a lobby the player created is cancelled, as when seat 0 leaves', async () => {
    const { api } = ctx;
    const joined = await ok(api.get(`/games/${life.games.joined}`));
    expect(joined.status).toBe('lobby');
    expect(joined.players.map((p: { playerId: string }) => p.playerId)).toEqual([life.bob.playerId]);
    const created = await ok(api.get(`/games/${life.games.created}`));
    expect(created.status).toBe('cancelled');
    refused(await api.post(`/games/${life.games.created}/join`, undefined, life.cy.token), 409, 'game-over');
  });

  it('games in play are resigned (the rulings, Resigning): the one left wins the pot, the stakes stay in it', async () => {
    const { api } = ctx;
    const game = await ok(api.get(`/games/${life.games.staked}`));
    expect(game.status).toBe('ended');
    expect(game.players.find((p: { playerId: string }) => p.playerId === life.ann.playerId)).toMatchObject({ resigned: true });
    expect(game.result.winners).toEqual([life.bob.playerId]);
    expect(game.pot).toEqual({ stake: 10, total: 20, shares: { [life.bob.playerId]: 20 } });
    const events = await ok(api.get(`/games/${life.games.staked}/events?after=0`));
    expect(events.events.map((e: { type: string }) => e.type)).toContain('PlayerResigned');
  });

  it('every seat of hers shows "Deleted player" with her playerId, at once on the server that erased her (no wait for its cache of keys)', async () => {
    const { api } = ctx;
    for (const gameId of Object.values(life.games)) {
      const game = await ok(api.get(`/games/${gameId}`));
      const seat = game.players.find((p: { playerId: string }) => p.playerId === life.ann.playerId);
      if (gameId !== life.games.joined) expect(seat, gameId).toMatchObject({ name: 'Deleted player' });
      expect(game.players.map((p: { name: string }) => p.name)).not.toContain('Ann');
    }
  });

  it('GET /players/{playerId} is 404 `player-not-found`', async () => {
    refused(await ctx.api.get(`/players/${life.ann.playerId}`), 404, 'player-not-found');
  });

  it('leaderboards leave the player out, in both orders, and a rebuild of the projections from the events brings nothing back', async () => {
    const { api } = ctx;
    await liveSettled(api);
    await vi.waitFor(async () => expect((await api.get(`/games/${life.games.staked}/ratings`)).status).toBe(200), {
      timeout: 15_000,
      interval: 200,
    });
    for (const order of ['score', 'rating']) {
      const ids = await boardIds(api, 'quicks', order);
      expect(ids).toContain(life.bob.playerId);
      expect(ids).not.toContain(life.ann.playerId);
    }
    await rebuildLeaderboards();
    await rebuildRatings();
    for (const order of ['score', 'rating']) expect(await boardIds(api, 'quicks', order)).not.toContain(life.ann.playerId);
    refused(await api.get(`/players/${life.ann.playerId}`), 404, 'player-not-found');
  });

  it("others' ratings change only as the games the erasure itself ended rate them", async () => {
    const { api } = ctx;
    await vi.waitFor(async () => expect((await api.get(`/games/${life.games.staked}/ratings`)).status).toBe(200), {
      timeout: 15_000,
      interval: 200,
    });
    // The game before the erasure keeps its changes; Bob's rating now is the one the resigned game left him.
    expect(await ok(api.get(`/games/${life.games.finished}/ratings`))).toEqual(finishedRatings);
    const { changes } = await ok(api.get(`/games/${life.games.staked}/ratings`));
    const bob = changes[life.bob.playerId];
    expect(bob.before).toEqual((finishedRatings as { changes: Record<string, { after: unknown }> }).changes[life.bob.playerId]!.after);
    expect((await ok(api.get(`/players/${life.bob.playerId}`))).boards.quicks.rating).toEqual(bob.after);
  });

  it("the ledger's entries stay, anonymous and whole: the balance is their sum, and the game's shares equal its pot", async () => {
    const { api } = ctx;
    const ledger = await wholeLedger(life.ann.playerId);
    expect(ledger.map((e) => e.kind)).toEqual(['stake', 'grant']);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe((await chipsOf(life.ann.playerId)).balance);
    expect(JSON.stringify(ledger)).not.toContain('Ann');
    const bobs = await ok(api.get('/players/me/ledger?limit=100', life.bob.token));
    const share = bobs.entries.find((e: { kind: string; gameId?: string }) => e.kind === 'share' && e.gameId === life.games.staked);
    expect(share.amount).toBe(20);
  });

  it('every game the player was in still verifies (Fairness)', async () => {
    const { api } = ctx;
    expect(await verifyGame(await fetchProof(life.games.staked, { api: api.url }))).toMatchObject({ status: 'ok' });
    // The finished game's dice were set through the test hook: it verifies as rigged, as before.
    expect(await verifyGame(await fetchProof(life.games.finished, { api: api.url }))).toMatchObject({ status: 'rigged' });
    expect(await verifyGame(await fetchProof(life.games.created, { api: api.url }))).toMatchObject({ status: 'ok' });
  });
});

describe('DELETE /apps/{appId}/players/{externalId}', () => {
  it("erases the app's player as DELETE /players/me does; the external id is freed for a new player (201)", async () => {
    const { api } = ctx;
    const owner = await newPlayer(api, 'Owner');
    const app = await ok(api.post('/apps', { name: 'Dice Kings Mobile' }, owner.token), 201);
    const other = await ok(api.post('/apps', { name: 'Other' }, owner.token), 201);
    const put = (externalId: string, key: string, name?: string) =>
      api.request('PUT', `/apps/${app.appId}/players/${externalId}`, { body: name === undefined ? {} : { name }, token: key });
    const erase = (appId: string, externalId: string, token?: string) =>
      api.request('DELETE', `/apps/${appId}/players/${externalId}`, { token });
    const dee = await ok(put('user-8841', app.secretKey, 'Dee'), 201);
    const phone = await ok(put('user-8841', app.secretKey), 200);
    const bob = await newPlayer(api, 'Bob');
    const game = await newGame(api, 'dice-kings', [bob, { token: dee.token }]);
    expect((await ok(api.get(`/apps/${app.appId}`, owner.token))).players).toBe(1);

    // The refusals change nothing.
    refused(await erase(app.appId, 'user-8841', dee.token), 401, 'unauthenticated');
    refused(await erase(app.appId, 'user-8841'), 401, 'unauthenticated');
    refused(await erase(app.appId, 'user-8841', other.secretKey), 404, 'app-not-found');
    refused(await erase('app_00000000000000000000000000000000', 'user-8841', app.secretKey), 404, 'app-not-found');
    refused(await erase(app.appId, 'nobody', app.secretKey), 404, 'player-not-found');
    refused(await erase(app.appId, 'not*an*id', app.secretKey), 400, 'invalid-request');
    expect((await ok(api.get('/players/me', dee.token))).playerId).toBe(dee.playerId);

    const reply = await erase(app.appId, 'user-8841', app.secretKey);
    expect(reply.status, reply.text).toBe(204);
    // Every device's token stops; the game in play is resigned; the profile is gone.
    refused(await api.get('/players/me', dee.token), 401, 'unauthenticated');
    refused(await api.get('/players/me', phone.token), 401, 'unauthenticated');
    expect((await ok(api.get(`/games/${game}`))).status).toBe('ended');
    refused(await api.get(`/players/${dee.playerId}`), 404, 'player-not-found');
    refused(await erase(app.appId, 'user-8841', app.secretKey), 404, 'player-not-found');
    // The app counts its players: the one erased is no longer one.
    expect((await ok(api.get(`/apps/${app.appId}`, owner.token))).players).toBe(0);

    const again = await ok(put('user-8841', app.secretKey, 'Dee again'), 201);
    expect(again.playerId).not.toBe(dee.playerId);
    expect(again).toMatchObject({ name: 'Dee again', externalId: 'user-8841', appId: app.appId });
    expect((await ok(api.get(`/apps/${app.appId}`, owner.token))).players).toBe(1);
  });
});
