/**
 * App subscriptions over HTTP (docs/contract.md, Apps and Webhooks), on the local server with a
 * real receiver on 127.0.0.1: the webhook routes with an app's secret key act on the app's
 * subscriptions only; an app's subscription receives every game seating one of its players,
 * each event once whatever number of them sit there, with `appPlayers`, and never another app's
 * game; `match.found` once per ticket; nothing a spectator may not see; no key in any stored
 * item or delivery.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { paginateScan } from '../../../functions/adapters/documents.ts';
import { dynamo } from '../../../functions/adapters/dynamo.ts';
import { tableNames } from '../../../functions/adapters/tables.ts';
import { BOXES } from '../../../domain/dice-kings/boxes.ts';
import { newApp, signInAppPlayer, signUpThroughApp } from '../../support/apps.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';
import { refused } from '../../support/answers.ts';
import { startReceiver, type Received } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';

const ctx = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const ok = () => ({ status: 204 });
beforeAll(async () => {
  receiver = await startReceiver(Object.fromEntries(['/app', '/ann', '/a', '/a-end', '/a1', '/b', '/c'].map((path) => [path, ok])));
});
afterAll(() => receiver.stop());

interface Delivery {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, any>;
}

const verified = (secret: string, received: Received[]) =>
  received.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Delivery);

const hook = async (token: string, path: string, events: string[] = ['*']) => {
  const reply = await ctx.api.post('/webhooks', { url: receiver.url(path), events }, token);
  expect(reply.status, reply.text).toBe(201);
  return reply.body as { id: string; secret: string };
};

const del = (path: string, token: string) => ctx.api.request('DELETE', path, { token });

describe("an app's secret key on the webhook routes", () => {
  it("acts on the app's subscriptions only; a player's token on the player's only (404 for the other's, nothing changed)", async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const other = await newApp(api, 'Other');
    const ann = await newPlayer(api, 'Ann');
    const appHook = await hook(app.secretKey, '/app');
    const annHook = await hook(ann.token, '/ann');

    const listed = async (token: string) => (await api.get('/webhooks', token)).body.webhooks.map((w: { id: string }) => w.id);
    expect(await listed(app.secretKey)).toEqual([appHook.id]);
    expect(await listed(ann.token)).toEqual([annHook.id]);
    expect(await listed(other.secretKey)).toEqual([]);

    for (const [token, id] of [
      [app.secretKey, annHook.id],
      [ann.token, appHook.id],
      [other.secretKey, appHook.id],
    ] as const) {
      refused(await api.get(`/webhooks/${id}/deliveries`, token), 404, 'webhook-not-found');
      refused(await api.post(`/webhooks/${id}/ping`, undefined, token), 404, 'webhook-not-found');
      refused(await api.post(`/webhooks/${id}/secret`, undefined, token), 404, 'webhook-not-found');
      refused(await del(`/webhooks/${id}`, token), 404, 'webhook-not-found');
    }
    expect(await listed(app.secretKey)).toEqual([appHook.id]);
    expect(await listed(ann.token)).toEqual([annHook.id]);

    // The app's own: pinged, its attempts read, its signing secret rotated, then deleted.
    const pinged = await api.post(`/webhooks/${appHook.id}/ping`, undefined, app.secretKey);
    expect(pinged.status, pinged.text).toBe(202);
    await webhooksSettled(api);
    const [ping] = verified(appHook.secret, receiver.at('/app'));
    expect(ping).toMatchObject({ id: pinged.body.eventId, type: 'ping', data: { webhookId: appHook.id } });
    const attempts = await api.get(`/webhooks/${appHook.id}/deliveries`, app.secretKey);
    expect(attempts.body.deliveries).toMatchObject([{ eventId: pinged.body.eventId, type: 'ping', statusCode: 204 }]);
    const rotated = await api.post(`/webhooks/${appHook.id}/secret`, undefined, app.secretKey);
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect((await del(`/webhooks/${appHook.id}`, app.secretKey)).status).toBe(204);
    expect(await listed(app.secretKey)).toEqual([]);
    expect(await listed(ann.token)).toEqual([annHook.id]);
  });

  it("still acts for no player (401), and a deleted app's key is 401 at once on every webhook route, nothing made", async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const appHook = await hook(app.secretKey, '/app');
    refused(await api.get('/players/me', app.secretKey), 401, 'unauthenticated');
    refused(await api.post('/games', { game: 'quicks' }, app.secretKey), 401, 'unauthenticated');
    refused(await api.post('/matchmaking', { game: 'quicks' }, app.secretKey), 401, 'unauthenticated');
    refused(await api.post('/webhooks', { url: receiver.url('/app'), events: ['*'] }, 'ocsk_unknown'), 401, 'unauthenticated');

    expect((await del(`/apps/${app.appId}`, app.ownerToken)).status).toBe(204);
    refused(await api.get('/webhooks', app.secretKey), 401, 'unauthenticated');
    refused(await api.post('/webhooks', { url: receiver.url('/app'), events: ['*'] }, app.secretKey), 401, 'unauthenticated');
    refused(await api.get(`/webhooks/${appHook.id}/deliveries`, app.secretKey), 401, 'unauthenticated');
    refused(await api.post(`/webhooks/${appHook.id}/ping`, undefined, app.secretKey), 401, 'unauthenticated');
    refused(await api.post(`/webhooks/${appHook.id}/secret`, undefined, app.secretKey), 401, 'unauthenticated');
    refused(await del(`/webhooks/${appHook.id}`, app.secretKey), 401, 'unauthenticated');
  });
});

describe("an app's subscriptions receive the games of its players", () => {
  it("app A's: each event of its players' game once, with appPlayers, nothing a spectator may not see; app B's: never A's game", async () => {
    const { api } = ctx;
    const [appA, appB] = [await newApp(api, 'Ay'), await newApp(api, 'Bee')];
    const a1 = await signInAppPlayer(api, appA, 'user-8841', 'Ann');
    const a2 = await signUpThroughApp(api, appA, 'Abe');
    const b1 = await signInAppPlayer(api, appB, 'bee:1', 'Bob');
    const solo = await newPlayer(api, 'Solo');
    const aAll = await hook(appA.secretKey, '/a');
    const aEnd = await hook(appA.secretKey, '/a-end', ['game.ended']);
    const a1Own = await hook(a1.token, '/a1');
    const bAll = await hook(appB.secretKey, '/b');

    // B's player plays elsewhere, with a player of no app.
    const gameB = await newGame(api, 'quicks', [b1, solo]);
    // A's two players play each other, a whole game.
    const gameA = await newGame(api, 'dice-kings', [a1, a2]);
    for (const box of BOXES)
      for (const player of [a1, a2]) {
        expect((await api.post(`/games/${gameA}/commands`, { type: 'roll' }, player.token)).status).toBe(200);
        expect((await api.post(`/games/${gameA}/commands`, { type: 'score', box }, player.token)).status).toBe(200);
      }
    const final = (await api.get(`/games/${gameA}`)).body;
    expect(final.status).toBe('ended');
    await webhooksSettled(api);

    const toA = verified(aAll.secret, receiver.at('/a'));
    const toB = verified(bAll.secret, receiver.at('/b'));
    expect(new Set(toB.map((d) => d.data.gameId))).toEqual(new Set([gameB]));
    expect(toB.map((d) => d.data.appPlayers)).toEqual(toB.map(() => [{ playerId: b1.playerId, externalId: 'bee:1' }]));
    expect(new Set(toA.map((d) => d.data.gameId))).toEqual(new Set([gameA]));

    // Once each, however many of A's players sit there: game.started, a turn.started per turn, game.ended.
    const order = (d: Delivery) => d.data.version * 10 + ['game.started', 'turn.started', 'game.ended'].indexOf(d.type);
    const ordered = [...toA].sort((x, y) => order(x) - order(y));
    expect(ordered.map((d) => d.type)).toEqual(['game.started', ...Array(26).fill('turn.started'), 'game.ended']);
    expect(new Set(toA.map((d) => d.id)).size).toBe(toA.length);
    for (const d of toA)
      expect(d.data.appPlayers).toEqual([
        { playerId: a1.playerId, externalId: 'user-8841' },
        { playerId: a2.playerId, externalId: null },
      ]);
    expect(verified(aEnd.secret, receiver.at('/a-end')).map((d) => d.type)).toEqual(['game.ended']);

    // The app is told what its player's own subscription is, and appPlayers: nothing more.
    const own = verified(a1Own.secret, receiver.at('/a1'));
    expect(own.every((d) => !('appPlayers' in d.data))).toBe(true);
    const ownData = new Map(own.map((d) => [`${d.type}@${d.data.version}`, d.data]));
    expect(own).toHaveLength(toA.length);
    for (const {
      type,
      data: { appPlayers: _, ...rest },
    } of toA)
      expect(rest).toEqual(ownData.get(`${type}@${rest.version}`));

    // Nothing a spectator may not see: thin data (no board, no rack), the server seed only with the end, as the spectator's view shows it.
    const shown: Record<string, string[]> = {
      'game.started': ['game', 'players'],
      'turn.started': ['playerId', 'step', 'awaiting', 'deadline'],
      'game.ended': ['result', 'pot', 'serverSeed'],
    };
    for (const d of toA) expect(Object.keys(d.data).sort()).toEqual(['appPlayers', 'gameId', 'version', ...shown[d.type]!].sort());
    for (const r of receiver.at('/a')) expect(r.body).not.toMatch(/rack|bag|"dice"|"board"/);
    expect(ordered.at(-1)!.data.serverSeed).toEqual(final.fairness.serverSeed);
    expect(ordered.at(-1)!.data.result).toEqual(final.result);
  });

  it('match.found for two tickets of one app: two deliveries to the app, each naming its own player', async () => {
    const { api } = ctx;
    const app = await newApp(api, 'Cee');
    const appHook = await hook(app.secretKey, '/c', ['match.found']);
    const [c1, c2] = [await signInAppPlayer(api, app, 'c-1', 'Cal'), await signInAppPlayer(api, app, 'c-2', 'Cid')];
    const tickets: Record<string, string> = {};
    for (const [player, externalId] of [
      [c1, 'c-1'],
      [c2, 'c-2'],
    ] as const) {
      const ticket = await api.post('/matchmaking', { game: 'quicks', players: 2 }, player.token);
      expect(ticket.status, ticket.text).toBe(201);
      tickets[ticket.body.ticketId] = JSON.stringify([{ playerId: player.playerId, externalId }]);
    }
    await vi.waitFor(() => expect(receiver.at('/c')).toHaveLength(2), { timeout: 20_000, interval: 100 });
    const found = verified(appHook.secret, receiver.at('/c'));
    expect(found.map((d) => d.type)).toEqual(['match.found', 'match.found']);
    expect(new Set(found.map((d) => d.data.gameId)).size).toBe(1);
    expect(Object.fromEntries(found.map((d) => [d.data.ticketId, JSON.stringify(d.data.appPlayers)]))).toEqual(tickets);
    expect(found[0]!.id).not.toBe(found[1]!.id);
  });
});

describe('keys', () => {
  it('no secret key is stored anywhere, a publishable key only on its app record; no delivery carries either', async () => {
    const items: Record<string, unknown>[] = [];
    for (const table of [tableNames().read, tableNames().events])
      for await (const page of paginateScan({ client: dynamo() }, { TableName: table })) items.push(...(page.Items ?? []));
    expect(items.length).toBeGreaterThan(0);
    const stored = items.map((item) => JSON.stringify(item.sk === 'APP' ? { ...item, publishableKey: undefined } : item)).join('\n');
    expect(stored).toContain('app_');
    expect(stored).not.toMatch(/ocsk_|ocpk_/);
    expect(receiver.received.length).toBeGreaterThan(0);
    for (const r of receiver.received) expect(r.body + JSON.stringify(r.headers)).not.toMatch(/ocsk_|ocpk_/);
  });

  it("a replaced secret key works on the webhook routes its 24 hours, then is 401 (the server's clock)", async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const appHook = await hook(app.secretKey, '/app');
    const rotated = await api.post(`/apps/${app.appId}/secret`, undefined, app.ownerToken);
    expect(rotated.status, rotated.text).toBe(200);
    for (const key of [app.secretKey, rotated.body.secretKey])
      expect((await api.get('/webhooks', key)).body.webhooks.map((w: { id: string }) => w.id)).toEqual([appHook.id]);
    expect((await api.post('/test/clock', { advanceSeconds: 24 * 3600 + 1 })).status).toBe(200);
    refused(await api.get('/webhooks', app.secretKey), 401, 'unauthenticated');
    refused(await api.post(`/webhooks/${appHook.id}/ping`, undefined, app.secretKey), 401, 'unauthenticated');
    expect((await api.get('/webhooks', rotated.body.secretKey)).body.webhooks).toHaveLength(1);
  });
});
