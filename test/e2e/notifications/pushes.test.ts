/**
 * What is sent and when (docs/contract.md, Notifications), over HTTP on the local server, to
 * the Web Push stand-in (which checks the VAPID signature and decrypts what it is sent):
 * `turn` to the awaited player only, not after their own command, not while they watch live;
 * `ended` to every seated player; `match` when quick match seats one; the device’s language; a gone device deleted; a 429 tried
 * again after its Retry-After; a redelivered stream record sending nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStream } from '../../../functions/adapters/event-store.ts';
import { devicesFor } from '../../../functions/notifications/devices.ts';
import { messageText } from '../../../functions/notifications/messages.ts';
import { pushReactions } from '../../../functions/notifications/reaction.ts';
import { streamConsumer } from '../../../functions/stream/records.ts';
import { localPushQueue } from '../../../infra/local/push-queue.ts';
import { LiveClient } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { startWebPushStandIn } from '../../support/push-stand-ins/webpush.ts';
import { recordsOf } from '../../support/stream-records.ts';

const ctx = useTestStack();
let webpush: Awaited<ReturnType<typeof startWebPushStandIn>>;
beforeAll(async () => {
  webpush = await startWebPushStandIn();
});
afterAll(() => webpush.stop());

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { type: string; gameId: string; version: number };
}

/** Waits until the stream has been read through and every push job, retries included, is done. */
async function settled(api: Api) {
  await api.stack.settled();
  await localPushQueue.idle();
}

/** A new player with one browser registered for pushes (all four events unless told). */
async function playerWithBrowser(api: Api, name: string, locale?: string) {
  const player = await newPlayer(api, name);
  const { publicKey } = (await api.get('/push/webpush')).body as { publicKey: string };
  const { subscriptionId, subscription } = webpush.subscribe(publicKey);
  const put = await api.request('PUT', '/players/me/devices/browser', {
    body: { platform: 'webpush', subscription, ...(locale ? { locale } : {}) },
    token: player.token,
  });
  expect(put.status, put.text).toBe(201);
  return { ...player, subscriptionId, pushes: () => pushesTo(subscriptionId) };
}

const pushesTo = (subscriptionId: string): Shown[] =>
  webpush.received.filter((d) => d.subscriptionId === subscriptionId).map((d) => JSON.parse(d.payload) as Shown);

/** Plays the awaited player's first legal moves until the turn is `until`'s (or the game is over). */
async function playUntilTurnOf(api: Api, gameId: string, players: { playerId: string; token: string }[], until: string) {
  for (let i = 0; i < 20; i++) {
    const game = (await api.get(`/games/${gameId}`)).body;
    if (game.status !== 'playing' || game.turn.playerId === until) return game.version as number;
    const player = players.find((p) => p.playerId === game.turn.playerId)!;
    const [move] = (await api.get(`/games/${gameId}/legal-moves`, player.token)).body.moves;
    const reply = await api.post(`/games/${gameId}/commands`, move, player.token);
    expect(reply.status, reply.text).toBe(200);
  }
  throw new Error('the turn never came');
}

describe('pushes', () => {
  it('turn to the awaited player only, none after one’s own command; ended to both; German for de-AT; a redelivered record sends nothing twice', async () => {
    const { api } = ctx;
    const ann = await playerWithBrowser(api, 'Ann');
    const bob = await playerWithBrowser(api, 'Bob', 'de-AT');
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    const version = await playUntilTurnOf(api, gameId, [ann, bob], bob.playerId);
    await settled(api);

    // Ann started the game and then rolled and chose: every step of hers followed her own request.
    expect(ann.pushes().filter((p) => p.data.type === 'turn')).toEqual([]);
    const german = messageText('turn', 'de-AT', { game: 'dice-kings' });
    expect(bob.pushes()).toEqual([{ title: german.title, body: german.body, tag: gameId, data: { type: 'turn', gameId, version } }]);
    expect(german.title).toBe('Du bist am Zug');

    const resigned = await api.post(`/games/${gameId}/resign`, undefined, bob.token);
    expect(resigned.status, resigned.text).toBe(200);
    await settled(api);
    const ended = (p: Shown) => p.data.type === 'ended';
    const english = messageText('ended', 'en', { game: 'dice-kings' });
    expect(ann.pushes().filter(ended)).toEqual([
      { title: english.title, body: english.body, tag: gameId, data: { type: 'ended', gameId, version: resigned.body.version } },
    ]);
    expect(
      bob
        .pushes()
        .filter(ended)
        .map((p) => p.title),
    ).toEqual(['Spiel beendet']);

    // The whole stream handed to the reaction again, as a redelivery would: nothing more is sent.
    const before = webpush.received.length;
    await streamConsumer(pushReactions)(recordsOf(await loadStream(gameId)));
    await settled(api);
    expect(webpush.received.length).toBe(before);
  });

  it('watching live: no push', async () => {
    const { api } = ctx;
    const ann = await playerWithBrowser(api, 'Ann');
    const bob = await playerWithBrowser(api, 'Bob');
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    const live = await LiveClient.open(api);
    try {
      expect((await live.subscribe(gameId, { token: bob.token })).type).toBe('subscribed');
      await playUntilTurnOf(api, gameId, [ann, bob], bob.playerId);
      await settled(api);
      expect(bob.pushes()).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('a device its push service reports gone (410) is deleted', async () => {
    const { api } = ctx;
    const ann = await playerWithBrowser(api, 'Ann');
    const bob = await playerWithBrowser(api, 'Bob');
    webpush.script(bob.subscriptionId, { status: 410 });
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    await playUntilTurnOf(api, gameId, [ann, bob], bob.playerId);
    await settled(api);
    expect(await devicesFor(bob.playerId)).toEqual([]);
    expect((await api.get('/players/me/devices', bob.token)).body.devices).toEqual([]);
    expect(await devicesFor(ann.playerId)).toHaveLength(1);
  });

  it('match to each player quick match seats, with the game it made', async () => {
    const { api } = ctx;
    const ann = await playerWithBrowser(api, 'Ann');
    const bob = await playerWithBrowser(api, 'Bob');
    const asked = [];
    for (const p of [ann, bob]) {
      const ticket = await api.request('POST', '/matchmaking', {
        body: { game: 'dice-kings', config: { TurnTime: 3600 } },
        token: p.token,
      });
      expect(ticket.status, ticket.text).toBe(201);
      asked.push(ticket.body.ticketId as string);
    }
    const matches = (p: { pushes: () => Shown[] }) => p.pushes().filter((s) => s.data.type === 'match');
    // A ticket missed at its arrival is looked at again a second later, by a job idle() does not wait for.
    await vi.waitFor(() => expect([matches(ann).length, matches(bob).length]).toEqual([1, 1]), { timeout: 20_000, interval: 200 });
    const { gameId } = (await api.get(`/matchmaking/${asked[0]}`, ann.token)).body as { gameId: string };
    const text = messageText('match', 'en', { game: 'dice-kings' });
    for (const p of [ann, bob])
      expect(matches(p)).toEqual([{ title: text.title, body: text.body, tag: gameId, data: { type: 'match', gameId, version: 1 } }]);
  });

  it('a 429 with Retry-After is tried again after it, and the message goes once', async () => {
    const { api } = ctx;
    const ann = await playerWithBrowser(api, 'Ann');
    const bob = await playerWithBrowser(api, 'Bob');
    webpush.script(bob.subscriptionId, { status: 429, headers: { 'retry-after': '2' } });
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    const startedAt = Date.now();
    await playUntilTurnOf(api, gameId, [ann, bob], bob.playerId);
    await settled(api);
    const attempts = webpush.received.filter((d) => d.subscriptionId === bob.subscriptionId);
    expect(attempts).toHaveLength(2); // the stand-in keeps what it was sent, the 429 included
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2_000);
    expect(JSON.parse(attempts[1]!.payload).data.type).toBe('turn');
  });
});
