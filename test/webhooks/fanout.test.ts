/** The fan-out stream consumer against DynamoDB Local, fed the records a redelivery would repeat. */
import { describe, expect, it } from 'vitest';
import { countRequests } from '../../functions/adapters/dynamo.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { fanOutWebhooks } from '../../functions/webhooks/fan-out.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';
import { capturing, recordsOf } from '../support/stream-records.ts';

/** This consumer alone, as the stream handler would run it. */
const handler = streamConsumer(fanOutWebhooks);

const ctx = useTestStack({ testHooks: false });

describe('the webhook fan-out consumer', () => {
  it('addresses each event to every subscription of every seated player that asks for it, and a redelivered record enqueues the very same messages', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const outsider = await newPlayer(api, 'Cat');
    const url = 'http://127.0.0.1:9/hook';
    const annAll = (await api.post('/webhooks', { url, events: ['*'] }, ann.token)).body;
    const annEnd = (await api.post('/webhooks', { url, events: ['game.ended'] }, ann.token)).body;
    const bobStart = (await api.post('/webhooks', { url, events: ['game.started'] }, bob.token)).body;
    await api.post('/webhooks', { url, events: ['*'] }, outsider.token);
    const gameId = await newGame(api, 'quicks', [ann, bob]);
    await api.stack.settled();
    await api.stack.settled();
    const items = await loadStream(gameId);

    const fanOut = async () => expect((await handler(recordsOf(items))).batchItemFailures).toEqual([]);
    const first = await capturing(fanOut);
    const again = await capturing(fanOut);
    expect(again).toEqual(first);
    expect(first.map((m) => [m.subscriptionId, m.type])).toEqual([
      [annAll.id, 'game.started'],
      [annAll.id, 'turn.started'],
      [bobStart.id, 'game.started'],
    ]);
    expect(first.every((m) => m.attempt === 1 && JSON.parse(m.payload).id === m.id && JSON.parse(m.payload).data.version === 3)).toBe(true);
    expect(first.some((m) => m.subscriptionId === annEnd.id)).toBe(false);
  });

  it('lobby items (create, join) are skipped without reading anything', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    await api.post('/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['*'] }, ann.token);
    const gameId = await newGame(api, 'quicks', [ann], { start: false });
    await api.stack.settled();
    await api.stack.settled();
    const records = recordsOf(await loadStream(gameId));
    let requests = {};
    const sent = await capturing(async () => {
      ({ requests } = await countRequests(() => handler(records)));
    });
    expect(sent).toEqual([]);
    expect(requests).toEqual({});
  });
});
