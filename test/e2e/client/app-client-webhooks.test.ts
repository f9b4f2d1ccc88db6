/**
 * AppClient's webhook methods against the local server (docs/contract.md, Apps: app
 * subscriptions; Webhooks): with the app's secret key they make and keep the app's own
 * subscriptions, which receive every game that seats one of the app's players, once per event,
 * with `data.appPlayers`; a player's token and the app's key never reach each other's
 * subscriptions; a deleted app's key is refused at once.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, AppClient, Client, verifyWebhook, type WebhookDelivery } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { startReceiver, type Received } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';

const stack = useTestStack();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof ApiError ? { code: error.code, status: error.status } : error),
  );

describe("an app's subscriptions, through AppClient", () => {
  it(
    "receive the app's players' games with appPlayers, once per event, and only the app's key reaches them",
    { timeout: 90_000 },
    async () => {
      const receiver = await startReceiver({ '/app': () => ({ status: 204 }), '/ann': () => ({ status: 204 }) });
      try {
        const baseUrl = stack.api.url;
        const api = new Client({ baseUrl });
        const ann = api.withToken((await api.createPlayer('Ann')).token);
        const made = await ann.createApp('Dice Kings Mobile');
        const app = new AppClient({ baseUrl, appId: made.appId, secretKey: made.secretKey });

        const hook = await app.createWebhook({ url: receiver.url('/app'), events: ['*'] });
        expect(hook.secret).toMatch(/^whsec_/);
        const annHook = await ann.createWebhook({ url: receiver.url('/ann'), events: ['*'] });
        // Each owner lists its own subscriptions, and cannot reach the other's.
        expect((await app.listWebhooks()).webhooks.map((w) => w.id)).toEqual([hook.id]);
        expect((await ann.listWebhooks()).webhooks.map((w) => w.id)).toEqual([annHook.id]);
        expect(await refusal(ann.deleteWebhook(hook.id))).toEqual({ code: 'webhook-not-found', status: 404 });
        expect(await refusal(app.deleteWebhook(annHook.id))).toEqual({ code: 'webhook-not-found', status: 404 });
        expect(await refusal(app.listDeliveries(annHook.id))).toEqual({ code: 'webhook-not-found', status: 404 });

        // Two of the app's players, one signed in by its server and one signed up on a device with the
        // publishable key, play Bob, who is no player of the app.
        const eve = await app.signInPlayer('user-1', 'Eve');
        const device = new Client({ baseUrl, appKey: made.publishableKey });
        const cleo = device.withToken((await device.createPlayer('Cleo')).token);
        const cleoId = (await cleo.getMe()).playerId;
        const bob = api.withToken((await api.createPlayer('Bob')).token);
        const { gameId } = await eve.player.createGame('dice-kings');
        await cleo.joinGame(gameId);
        await bob.joinGame(gameId);
        await eve.player.startGame(gameId);
        await webhooksSettled(stack.api);

        const deliveries = (path: string) =>
          receiver
            .at(path)
            .map((received: Received) => ({ received, delivery: verifyWebhook(hook.secret, received.headers, received.body) }));
        const ofGame = deliveries('/app').filter(({ delivery }) => delivery.type !== 'ping' && delivery.data.gameId === gameId);
        const started = ofGame.filter(({ delivery }) => delivery.type === 'game.started');
        // One delivery per event for the subscription, though two of the app's players sit in the game.
        expect(started).toHaveLength(1);
        const ids = ofGame.map(({ received }) => received.headers['webhook-id']);
        expect(new Set(ids).size).toBe(ids.length);
        const seated = (delivery: WebhookDelivery) =>
          delivery.type === 'ping' ? [] : [...(delivery.data.appPlayers ?? [])].sort((a, b) => a.playerId.localeCompare(b.playerId));
        const expected = [
          { playerId: eve.playerId, externalId: 'user-1' },
          { playerId: cleoId, externalId: null },
        ].sort((a, b) => a.playerId.localeCompare(b.playerId));
        for (const { delivery } of ofGame) expect(seated(delivery)).toEqual(expected);
        // Ann sits in no game here: her own subscription hears nothing of it.
        expect(receiver.at('/ann').filter((received) => received.body.includes(gameId))).toEqual([]);

        expect((await app.listDeliveries(hook.id)).deliveries.length).toBeGreaterThanOrEqual(ofGame.length);

        // A ping, then a new signing secret: deliveries verify with the old and the new one meanwhile.
        await app.pingWebhook(hook.id);
        await webhooksSettled(stack.api);
        expect(deliveries('/app').at(-1)!.delivery).toMatchObject({ type: 'ping', data: { webhookId: hook.id } });
        const rotated = await app.rotateWebhookSecret(hook.id);
        expect([rotated.id, rotated.secret === hook.secret]).toEqual([hook.id, false]);
        await app.pingWebhook(hook.id);
        await webhooksSettled(stack.api);
        const last = receiver.at('/app').at(-1)!;
        expect(verifyWebhook(rotated.secret, last.headers, last.body).type).toBe('ping');
        expect(verifyWebhook(hook.secret, last.headers, last.body).type).toBe('ping');

        await app.deleteWebhook(hook.id);
        expect((await app.listWebhooks()).webhooks).toEqual([]);
        expect((await ann.listWebhooks()).webhooks.map((w) => w.id)).toEqual([annHook.id]);

        // The app deleted: its secret key is refused at once, on every route.
        const again = await app.createWebhook({ url: receiver.url('/app'), events: ['game.ended'] });
        await ann.deleteApp(made.appId);
        expect(await refusal(app.listWebhooks())).toEqual({ code: 'unauthenticated', status: 401 });
        expect(await refusal(app.listDeliveries(again.id))).toEqual({ code: 'unauthenticated', status: 401 });
        expect(await refusal(app.signInPlayer('user-1'))).toEqual({ code: 'unauthenticated', status: 401 });
      } finally {
        await receiver.stop();
      }
    },
  );
});
