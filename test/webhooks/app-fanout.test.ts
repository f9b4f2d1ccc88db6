/**
 * Apps' subscriptions in the fan-out, against DynamoDB Local (docs/contract.md, Apps): one
 * delivery per event per subscription of each app seated, whatever number of its players sit
 * there, with `appPlayers`; nothing, and no read, for an app not seated; `match.found` once per
 * ticket; no subscription of an app outlives it, and one found all the same is not delivered.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRequests, dynamo } from '../../functions/adapters/dynamo.ts';
import { PutCommand, type DocumentCommand, type TransactWriteCommandInput } from '../../functions/adapters/documents.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { deleteApp } from '../../functions/apps/apps.ts';
import { readApp } from '../../functions/apps/keys.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { deliverMessage } from '../../functions/webhooks/deliver.ts';
import { fanOutWebhooks, queueWebhookEvents } from '../../functions/webhooks/fan-out.ts';
import type { DeliveryMessage } from '../../functions/webhooks/queue.ts';
import { createSubscription, getSubscription, listSubscriptions, SubscriberGone } from '../../functions/webhooks/subscriptions.ts';
import { newApp, signInAppPlayer, signUpThroughApp } from '../support/apps.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';
import { capturing, recordsOf } from '../support/stream-records.ts';
import { startReceiver } from './receiver.ts';

const handler = streamConsumer(fanOutWebhooks);
const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/orphan': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

const url = 'http://127.0.0.1:9/hook';
const subscribe = async (token: string, events: string[]) => {
  const reply = await ctx.api.post('/webhooks', { url, events }, token);
  expect(reply.status, reply.text).toBe(201);
  return reply.body.id as string;
};
const dataOf = (m: DeliveryMessage) => JSON.parse(m.payload).data as Record<string, unknown>;

describe('the fan-out to apps', () => {
  it("one delivery per event per app subscription, appPlayers naming the app's seated players; the players' own as before; an app not seated: nothing", async () => {
    const { api } = ctx;
    const [appA, appB, appC] = [await newApp(api, 'Ay'), await newApp(api, 'Bee'), await newApp(api, 'Cee')];
    const a1 = await signInAppPlayer(api, appA, 'user-1', 'Ann');
    const a2 = await signUpThroughApp(api, appA, 'Abe');
    const b1 = await signInAppPlayer(api, appB, 'b:77', 'Bob');
    const solo = await newPlayer(api, 'Solo');
    const [aAll, aEnd, bStart, cAll] = [
      await subscribe(appA.secretKey, ['*']),
      await subscribe(appA.secretKey, ['game.ended']),
      await subscribe(appB.secretKey, ['game.started']),
      await subscribe(appC.secretKey, ['*']),
    ];
    const soloAll = await subscribe(solo.token, ['*']);
    const gameId = await newGame(api, 'quicks', [a1, solo, b1, a2]);
    await api.stack.settled();
    await api.stack.settled();
    const records = recordsOf(await loadStream(gameId));

    let requests: Record<string, number> = {};
    const sent = await capturing(async () => {
      ({ requests } = await countRequests(async () => expect((await handler(records)).batchItemFailures).toEqual([])));
    });
    expect(sent.map((m) => [m.subscriptionId, m.type])).toEqual([
      [soloAll, 'game.started'],
      [soloAll, 'turn.started'],
      [aAll, 'game.started'],
      [aAll, 'turn.started'],
      [bStart, 'game.started'],
    ]);
    expect(sent.some((m) => m.subscriptionId === aEnd || m.subscriptionId === cAll)).toBe(false);
    const appPlayersOf = (id: string) => sent.filter((m) => m.subscriptionId === id).map((m) => dataOf(m).appPlayers);
    expect(appPlayersOf(aAll)).toEqual(
      Array(2).fill([
        { playerId: a1.playerId, externalId: 'user-1' },
        { playerId: a2.playerId, externalId: null },
      ]),
    );
    expect(appPlayersOf(bStart)).toEqual([[{ playerId: b1.playerId, externalId: 'b:77' }]]);
    expect(appPlayersOf(soloAll)).toEqual([undefined, undefined]);
    // The app's delivery is the players' own, plus appPlayers: nothing more is told to an app.
    const own = sent.filter((m) => m.subscriptionId === soloAll).map(dataOf);
    expect(sent.filter((m) => m.subscriptionId === aAll).map((m) => ({ ...dataOf(m), appPlayers: undefined }))).toEqual(
      own.map((d) => ({ ...d, appPlayers: undefined })),
    );
    expect(new Set(sent.map((m) => m.id)).size).toBe(sent.length);
    // The cost: one BatchGet of the four profiles, a Query per seated player who made a
    // subscription (Solo; the apps' players made none) and per seated app (A, B), nothing of C;
    // the game is folded from its records, from its creation on, not read back.
    expect(requests.BatchGetItem).toBe(1);
    expect(requests.Query).toBe(1 + 2);

    // A redelivered record enqueues the very same messages.
    expect(await capturing(() => handler(records))).toEqual(sent);
  });

  it('match.found for two tickets of one app: two deliveries to the app, each naming its own player, with ids of their own', async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const [a1, a2] = [await signInAppPlayer(api, app, 'x-1', 'Ann'), await signInAppPlayer(api, app, 'x-2', 'Abe')];
    const hook = await subscribe(app.secretKey, ['match.found']);
    const found = (ticketId: string) => ({
      type: 'match.found' as const,
      at: 1_000,
      data: { gameId: 'g_1', version: 1, ticketId },
      subject: ticketId,
    });
    // As quick match announces a table (functions/matchmaking/examine.ts): each ticket's owner on their own.
    const sent = await capturing(() =>
      Promise.all([queueWebhookEvents([a1.playerId], [found('t_1')]), queueWebhookEvents([a2.playerId], [found('t_2')])]),
    );
    // The two announcements run at once: their messages arrive in either order.
    const byTicket = sent
      .map((m) => [m.subscriptionId, dataOf(m).ticketId, dataOf(m).appPlayers])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(byTicket).toEqual([
      [hook, 't_1', [{ playerId: a1.playerId, externalId: 'x-1' }]],
      [hook, 't_2', [{ playerId: a2.playerId, externalId: 'x-2' }]],
    ]);
    expect(sent[0]!.id).not.toBe(sent[1]!.id);
  });
});

describe("an app's subscriptions live only while the app does", () => {
  it('a subscription for an app deleted is refused, and nothing is stored', async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const owner = (await api.get('/players/me', app.ownerToken)).body.playerId as string;
    expect(await deleteApp(owner, app.appId)).toBe(true);
    await expect(createSubscription(app.appId, url, ['*'])).rejects.toBeInstanceOf(SubscriberGone);
    expect(await listSubscriptions(app.appId)).toEqual([]);
  });

  it('subscriptions made while the app is deleted: each is refused, or deleted with the app; none is left', async () => {
    const { api } = ctx;
    for (let round = 0; round < 3; round++) {
      const app = await newApp(api);
      const owner = (await api.get('/players/me', app.ownerToken)).body.playerId as string;
      await createSubscription(app.appId, url, ['*']);
      const made = Array.from({ length: 4 }, () => createSubscription(app.appId, url, ['*']).catch((e: unknown) => e));
      const [deleted] = await Promise.all([deleteApp(owner, app.appId), ...made]);
      expect(deleted).toBe(true);
      for (const outcome of await Promise.all(made)) if (outcome instanceof Error) expect(outcome).toBeInstanceOf(SubscriberGone);
      expect(await listSubscriptions(app.appId)).toEqual([]);
    }
  });

  it('deleting an app whose subscription lands after it listed them lists them again (its count moved): none is left', async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const owner = (await api.get('/players/me', app.ownerToken)).body.playerId as string;
    const client = dynamo();
    const send = client.send.bind(client);
    let raced: string | undefined;
    // Just before the deletion's transaction (after its listing found nothing), a subscription lands.
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: DocumentCommand<object, unknown>) => {
      const first = (command.input as TransactWriteCommandInput).TransactItems?.[0];
      if (command.operation === 'TransactWriteItems' && first?.Delete?.Key?.pk === `APP#${app.appId}` && raced === undefined)
        raced = (await createSubscription(app.appId, url, ['*'])).subscription.id;
      return send(command);
    }) as typeof client.send);
    try {
      expect(await deleteApp(owner, app.appId)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(raced).toBeDefined();
    expect(await getSubscription(app.appId, raced!)).toBeUndefined();
    expect(await readApp(app.appId)).toBeUndefined();
  });

  it('a subscription of a deleted app found all the same (a table restored in part) is dropped with its delivery, not sent', async () => {
    const { api } = ctx;
    const app = await newApp(api);
    const owner = (await api.get('/players/me', app.ownerToken)).body.playerId as string;
    const { subscription } = await createSubscription(app.appId, receiver.url('/orphan'), ['*']);
    expect(await deleteApp(owner, app.appId)).toBe(true);
    // Put back as a partial restore would leave it: the subscription without its app.
    await dynamo().send(
      new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.subscription(app.appId, subscription.id), ...subscription } }),
    );
    const message: DeliveryMessage = {
      id: 'msg_orphan',
      subscriptionId: subscription.id,
      owner: app.appId,
      type: 'ping',
      payload: JSON.stringify({
        id: 'msg_orphan',
        type: 'ping',
        timestamp: new Date().toISOString(),
        data: { webhookId: subscription.id },
      }),
      attempt: 1,
      notBefore: 0,
    };
    const requeued: DeliveryMessage[] = [];
    await deliverMessage(message, { send: async (m) => void requeued.push(...m) } as Parameters<typeof deliverMessage>[1]);
    expect(receiver.at('/orphan')).toEqual([]);
    expect(requeued).toEqual([]);
    expect(await getSubscription(app.appId, subscription.id)).toBeUndefined();
  });
});
