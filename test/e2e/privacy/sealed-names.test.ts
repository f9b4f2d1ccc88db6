/**
 * Crypto-shredding end to end (docs/privacy.md, Erasure): over HTTP and WebSocket against the
 * local server, a person's name is stored nowhere in clear (every item of both tables scanned),
 * yet every answer, live update and webhook delivery shows it. Then she is erased
 * (DELETE /players/me: the profile item, and the key on it, deleted), the key cache waited out on the test clock,
 * every projection rebuilt from the events; and no item holds the name, and every answer shows
 * "Deleted player" on the seat, with its playerId unchanged.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, paginateScan } from '../../../functions/adapters/documents.ts';
import { dynamo } from '../../../functions/adapters/dynamo.ts';
import { readKeys } from '../../../functions/adapters/read-keys.ts';
import { tableNames } from '../../../functions/adapters/tables.ts';
import { rebuildChips } from '../../../functions/chips/rebuild.ts';
import { rebuildLeaderboards } from '../../../functions/leaderboards/rebuild.ts';
import { rebuildMyGames } from '../../../functions/players/my-games-rebuild.ts';
import { KEY_CACHE_MS } from '../../../functions/privacy/reveal.ts';
import { rebuildRatings } from '../../../functions/ratings/rebuild.ts';
import { webhookQueue } from '../../../functions/webhooks/installed-queue.ts';
import { LiveClient, liveSettled } from '../../support/live-client.ts';
import { endedQuicks, newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { startReceiver, verifies } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';

const ctx = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** A receiver of deliveries made up here, to a payload that names a person (no type of the contract does yet). */
let raw: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/bob': () => ({ status: 200 }) });
  raw = await startReceiver({ '/named': () => ({ status: 200 }) }, { contract: false });
});
afterAll(() => Promise.all([receiver.stop(), raw.stop()]));

/**
 * A delivery queued as the fan-out queues them, with the person's name as stored (sealed) in its
 * payload; the body received, once verified against the subscription's secret.
 */
async function deliverNaming(api: Api, hook: { id: string; secret: string }, owner: string, sealed: string): Promise<string> {
  const id = `msg_${randomUUID()}`;
  const payload = JSON.stringify({ id, type: 'ping', timestamp: new Date().toISOString(), data: { seat: { name: sealed } } });
  await (await webhookQueue()).send([{ id, subscriptionId: hook.id, owner, type: 'ping', payload, attempt: 1, notBefore: 0 }]);
  await webhooksSettled(api);
  const delivery = raw.at('/named').find((r) => r.headers['webhook-id'] === id)!;
  expect(verifies(hook.secret, delivery), 'signed over the revealed body').toBe(true);
  return delivery.body;
}

/** Names no other text of the service holds, so that finding one in an item means it was stored. */
const FIRST = 'Quorvenna';
const RENAMED = 'Xanthippa';
const DELETED = 'Deleted player';

/** Every item of both tables, as JSON text. */
async function everyItem(): Promise<string[]> {
  const items: string[] = [];
  for (const TableName of [tableNames().events, tableNames().read])
    for await (const page of paginateScan({ client: dynamo() }, { TableName }))
      for (const item of page.Items ?? []) items.push(JSON.stringify(item));
  return items;
}

const holding = (items: string[], ...names: string[]) => items.filter((item) => names.some((name) => item.includes(name)));

type Seat = { playerId: string; name: string };
const seatOf = (seats: Seat[], playerId: string) => seats.find((s) => s.playerId === playerId)?.name;

describe("a person's name, sealed in what is stored and revealed on the way out", () => {
  it('is in no item, shows in every answer, update and delivery; the person erased and the projections rebuilt, it is gone from all', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, FIRST);
    const bob = await newPlayer(api, 'Bob');
    expect((await api.post('/webhooks', { url: receiver.url('/bob'), events: ['*'] }, bob.token)).status).toBe(201);
    const named = (await api.post('/webhooks', { url: raw.url('/named'), events: ['game.ended'] }, bob.token)).body;
    // The ended game keeps the name it was played under; the board, the profile and the lobby take the new one.
    const ended = await endedQuicks(api, [ann, bob]);
    expect((await api.request('PATCH', '/players/me', { body: { name: RENAMED }, token: ann.token })).body.name).toBe(RENAMED);
    const lobby = await newGame(api, 'rummiduck', [ann], { start: false });
    // An answer kept for its Idempotency-Key holds the name too.
    const key = { 'idempotency-key': 'join-the-lobby' };
    const joined = await api.post(`/games/${lobby}/join`, undefined, bob.token, key);
    expect(seatOf(joined.body.players, ann.playerId)).toBe(RENAMED);
    const live = await LiveClient.open(api);
    await live.subscribe(ended, { after: 0, token: bob.token });
    await liveSettled(api);
    await webhooksSettled(api);

    // Stored: nowhere in clear.
    expect(holding(await everyItem(), FIRST, RENAMED)).toEqual([]);
    // Shown: in every answer and update.
    const view = await api.get(`/games/${ended}`);
    expect(seatOf(view.body.players, ann.playerId)).toBe(FIRST);
    expect((await api.get(`/games/${ended}/events`)).text).toContain(FIRST);
    expect((await api.get('/players/me', ann.token)).body.name).toBe(RENAMED);
    expect((await api.get(`/players/${ann.playerId}`)).text).toContain(RENAMED);
    expect((await api.get('/leaderboards/quicks?limit=100')).text).toContain(RENAMED);
    expect((await api.get(`/games/${ended}/analysis`)).text).not.toContain('ocn1.');
    expect(JSON.stringify(live.updates(ended))).toContain(FIRST);
    expect(JSON.stringify(live.updates(ended))).not.toContain('ocn1.');
    expect(receiver.at('/bob').length).toBeGreaterThan(0);
    for (const delivery of receiver.at('/bob')) expect(delivery.body).not.toContain('ocn1.');
    // A payload that names her, queued sealed, is sent with the name, signed as sent.
    const { Item: profile } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.profile(ann.playerId) }));
    const sealed = profile!.name as string;
    expect(sealed).toMatch(/^ocn1\./);
    expect(JSON.parse(await deliverNaming(api, named, bob.playerId, sealed)).data.seat.name).toBe(RENAMED);

    // Erased: the key destroyed with her profile, the instance's cache of keys waited out.
    expect((await api.request('DELETE', '/players/me', { token: ann.token })).status).toBe(204);
    expect((await api.post('/test/clock', { advanceSeconds: Math.ceil(KEY_CACHE_MS / 1000) + 1 })).status).toBe(200);
    // A 304 must not keep the name: the ETag changes with the names the seats show.
    expect((await api.request('GET', `/games/${ended}`, { headers: { 'if-none-match': view.headers.get('etag')! } })).status).toBe(200);

    await rebuildLeaderboards();
    await rebuildRatings();
    await rebuildMyGames();
    await rebuildChips();
    await liveSettled(api);
    expect(holding(await everyItem(), FIRST, RENAMED)).toEqual([]);

    const answers = [
      await api.get(`/games/${ended}`),
      await api.get(`/games/${ended}/events`),
      await api.get(`/games/${ended}/analysis`),
      await api.get(`/games/${ended}/ratings`),
      await api.get(`/games/${lobby}`),
      await api.get('/games?status=lobby&game=rummiduck'),
      await api.get('/players/me/games', bob.token),
      await api.get('/leaderboards/quicks?limit=100'),
      // The answer kept for the key, replayed: revealed afresh.
      await api.post(`/games/${lobby}/join`, undefined, bob.token, key),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(answer.text).not.toContain(FIRST);
      expect(answer.text).not.toContain(RENAMED);
      expect(answer.text).not.toContain('ocn1.');
    }
    expect(seatOf((await api.get(`/games/${ended}`)).body.players, ann.playerId)).toBe(DELETED);
    expect(seatOf((await api.get(`/games/${lobby}`)).body.players, ann.playerId)).toBe(DELETED);
    expect(seatOf(answers.at(-1)!.body.players, ann.playerId)).toBe(DELETED);
    expect((await api.get(`/games/${ended}/events`)).text).toContain(DELETED);
    // Boards leave the person out; the others stay.
    const board = (await api.get('/leaderboards/quicks?limit=100')).body.entries as Seat[];
    expect(board.map((e) => e.playerId)).toContain(bob.playerId);
    expect(board.map((e) => e.playerId)).not.toContain(ann.playerId);
    expect((await api.get(`/players/${ann.playerId}`)).status).toBe(404);
    expect(JSON.parse(await deliverNaming(api, named, bob.playerId, sealed)).data.seat.name).toBe(DELETED);

    // A live catch-up from the events shows the seat as deleted.
    const later = await LiveClient.open(api);
    await later.subscribe(ended, { after: 0 });
    await later.untilVersion(ended, view.body.version);
    const updates = JSON.stringify(later.updates(ended));
    expect(updates).toContain(DELETED);
    expect(updates).not.toContain(FIRST);
    expect(updates).not.toContain('ocn1.');
    await Promise.all([live.close(), later.close()]);
  });

  it("a forged sealed name in a client seed shows nobody's name, and the seed stays as sent, the player erased or not", async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, FIRST);
    const [eve, cy] = await Promise.all([newPlayer(api, 'Eve'), newPlayer(api, 'Cy')]);
    const gameId = await newGame(api, 'quicks', [eve], { start: false });
    // A marker under Ann's id, as long as a client seed may be (64 characters).
    const forged = `ocn1.${ann.playerId}.`.padEnd(64, 'A');
    expect((await api.request('POST', `/games/${gameId}/join`, { body: { clientSeed: forged }, token: cy.token })).status).toBe(200);
    const shown = async () => [(await api.get(`/games/${gameId}/events`)).text, (await api.get(`/games/${gameId}`, cy.token)).text].join();
    expect(await shown()).toContain(forged);
    expect(await shown()).not.toContain(FIRST);
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.profile(ann.playerId) }));
    expect((await api.post('/test/clock', { advanceSeconds: Math.ceil(KEY_CACHE_MS / 1000) + 1 })).status).toBe(200);
    expect(await shown()).toContain(forged);
    expect(await shown()).not.toContain(DELETED);
  });
});
