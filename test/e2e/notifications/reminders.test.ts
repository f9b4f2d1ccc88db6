/**
 * Reminders (docs/contract.md, Notifications): in a step of at least 2 hours, a `reminder` push
 * and a `turn.reminder` webhook (to the player's own subscriptions and their app's) 1 hour
 * before the deadline, and 24 hours before too in a step of at least 2 days; none to a player
 * who acted, none in a shorter step; once, though its timer fires twice. Over HTTP on the local
 * server, time moved with POST /test/clock, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { systemClock } from '../../../functions/adapters/clock.ts';
import { timeoutTarget } from '../../../functions/timers/timeout.ts';
import { pendingTimers } from '../../../functions/timers/pending.ts';
import type { TurnTimer } from '../../../functions/timers/scheduler.ts';
import { localPushQueue } from '../../../infra/local/push-queue.ts';
import { newApp, signInAppPlayer } from '../../support/apps.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { startWebPushStandIn } from '../../support/push-stand-ins/webpush.ts';
import { startReceiver } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';

const ctx = useTestStack();
let webpush: Awaited<ReturnType<typeof startWebPushStandIn>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const ok = () => ({ status: 204 });
beforeAll(async () => {
  webpush = await startWebPushStandIn();
  receiver = await startReceiver(Object.fromEntries(['/own', '/app'].map((path) => [path, ok])));
});
afterAll(async () => {
  await webpush.stop();
  await receiver.stop();
});

const HOUR = 3600;

interface Shown {
  title: string;
  data: { type: string; gameId: string; version: number };
}

/** A player with one browser registered for pushes. */
async function withBrowser(api: Api, player: { playerId: string; token: string }) {
  const { publicKey } = (await api.get('/push/webpush')).body as { publicKey: string };
  const { subscriptionId, subscription } = webpush.subscribe(publicKey);
  const put = await api.request('PUT', '/players/me/devices/browser', { body: { platform: 'webpush', subscription }, token: player.token });
  expect(put.status, put.text).toBe(201);
  return {
    ...player,
    reminders: () =>
      webpush.received
        .filter((d) => d.subscriptionId === subscriptionId)
        .map((d) => JSON.parse(d.payload) as Shown)
        .filter((p) => p.data.type === 'reminder'),
  };
}

const reminderTimers = async (gameId: string): Promise<TurnTimer[]> =>
  (await pendingTimers(100)).filter((t) => t.gameId === gameId && t.reminder !== undefined);

/**
 * Moves the server's clock, then waits until every reminder of the game now due has fired (the
 * local scheduler forgets a timer once its firing is done) and all it queued is delivered.
 */
async function advance(api: Api, gameId: string, seconds: number) {
  expect((await api.post('/test/clock', { advanceSeconds: seconds })).status).toBe(200);
  for (let i = 0; i < 200; i++) {
    if ((await reminderTimers(gameId)).every((t) => t.at > systemClock.now())) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await webhooksSettled(api);
  await localPushQueue.idle();
}

const twoPlayers = async (api: Api) => [
  await withBrowser(api, await newPlayer(api, 'Ann')),
  await withBrowser(api, await newPlayer(api, 'Bob')),
];

describe('reminders', () => {
  it('a step of 3 h: one reminder push and one turn.reminder to the player’s own and their app’s subscription 1 h before; a second firing sends nothing more', async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const ann = await withBrowser(api, await signInAppPlayer(api, app, 'user-1', 'Ann'));
    const bob = await withBrowser(api, await newPlayer(api, 'Bob'));
    const own = await api.post('/webhooks', { url: receiver.url('/own'), events: ['turn.reminder'] }, ann.token);
    const appHook = await api.post('/webhooks', { url: receiver.url('/app'), events: ['turn.reminder'] }, app.secretKey);
    expect([own.status, appHook.status]).toEqual([201, 201]);

    const gameId = await newGame(api, 'dice-kings', [ann, bob], { config: { TurnTime: 3 * HOUR } });
    await webhooksSettled(api);
    const game = (await api.get(`/games/${gameId}`)).body;
    expect(game.turn.playerId).toBe(ann.playerId);
    const [timer] = await reminderTimers(gameId);
    expect(timer).toMatchObject({ reminder: 1, at: Date.parse(game.turn.deadline) - HOUR * 1000 });

    await advance(api, gameId, 2 * HOUR);
    expect(ann.reminders()).toEqual([
      expect.objectContaining({ title: 'Your time is running out', data: { type: 'reminder', gameId, version: game.version } }),
    ]);
    expect(bob.reminders()).toEqual([]);
    const data = { gameId, version: game.version, playerId: ann.playerId, deadline: game.turn.deadline };
    const [ownDelivery] = receiver.at('/own').map((r) => new Webhook(own.body.secret).verify(r.body, r.headers as Record<string, string>));
    expect(ownDelivery).toMatchObject({ type: 'turn.reminder', data });
    expect(receiver.at('/own')).toHaveLength(1);
    const [appDelivery] = receiver
      .at('/app')
      .map((r) => new Webhook(appHook.body.secret).verify(r.body, r.headers as Record<string, string>));
    expect(appDelivery).toMatchObject({
      type: 'turn.reminder',
      data: { ...data, appPlayers: [{ playerId: ann.playerId, externalId: 'user-1' }] },
    });
    expect(receiver.at('/app')).toHaveLength(1);

    // The same timer fired again (a schedule's retry, the sweep): the same job and webhook ids, nothing sent twice.
    expect(await timeoutTarget(systemClock)({ gameId, period: timer!.period, reminder: 1 })).toBe('reminded');
    await webhooksSettled(api);
    await localPushQueue.idle();
    expect(ann.reminders()).toHaveLength(1);
    expect(receiver.at('/own')).toHaveLength(1);
    expect(receiver.at('/app')).toHaveLength(1);
  });

  it('a step of 3 days: reminders 24 h and 1 h before its deadline', async () => {
    const { api } = ctx;
    const [ann, bob] = await twoPlayers(api);
    const gameId = await newGame(api, 'dice-kings', [ann!, bob!], { config: { TurnTime: 72 * HOUR } });
    await webhooksSettled(api);
    expect((await reminderTimers(gameId)).map((t) => t.reminder)).toEqual([24, 1]);

    await advance(api, gameId, 47 * HOUR);
    expect(ann!.reminders()).toEqual([]);
    await advance(api, gameId, HOUR);
    expect(ann!.reminders()).toHaveLength(1);
    await advance(api, gameId, 22 * HOUR);
    expect(ann!.reminders()).toHaveLength(1);
    await advance(api, gameId, HOUR);
    expect(ann!.reminders()).toHaveLength(2);
    expect(bob!.reminders()).toEqual([]);
  });

  it('a player who acts before the reminder gets none; the player awaited next gets theirs', async () => {
    const { api } = ctx;
    const [ann, bob] = await twoPlayers(api);
    const gameId = await newGame(api, 'dice-kings', [ann!, bob!], { config: { TurnTime: 3 * HOUR } });
    await advance(api, gameId, HOUR);
    // Ann plays her whole turn (a roll, then a choice): Bob is awaited, his step just begun.
    for (let i = 0; i < 10; i++) {
      const game = (await api.get(`/games/${gameId}`)).body;
      if (game.turn.playerId === bob!.playerId) break;
      const [move] = (await api.get(`/games/${gameId}/legal-moves`, ann!.token)).body.moves;
      expect((await api.post(`/games/${gameId}/commands`, move, ann!.token)).status).toBe(200);
    }
    await webhooksSettled(api);
    await advance(api, gameId, 2 * HOUR);
    expect(ann!.reminders()).toEqual([]);
    expect(bob!.reminders()).toHaveLength(1);
  });

  it('a step under 2 h gets none', async () => {
    const { api } = ctx;
    const [ann, bob] = await twoPlayers(api);
    const gameId = await newGame(api, 'dice-kings', [ann!, bob!], { config: { TurnTime: 2 * HOUR - 60 } });
    await webhooksSettled(api);
    expect(await reminderTimers(gameId)).toEqual([]);
    await advance(api, gameId, HOUR);
    expect(ann!.reminders()).toEqual([]);
  });
});
