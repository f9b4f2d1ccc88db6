/** The local stream poller hands consumers the records Lambda would, against DynamoDB Local. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, inject, it } from 'vitest';
import { appendItem, type StreamItem } from '../../functions/adapters/event-store.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { streamItemOf } from '../../functions/stream/records.ts';
import { StreamPoller } from '../../infra/local/stream-poller.ts';
import { createTables } from '../../infra/local/tables.ts';

describe('the local stream poller', () => {
  it('delivers every stored item once, in order, empty maps included', async () => {
    const endpoint = inject('dynamoEndpoint');
    const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
    // Tables of its own, without the stack's consumers: these items are no game.
    Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, EVENTS_TABLE: 'poller-events', READ_TABLE: 'poller-read' });
    await createTables(new DynamoDBClient({ endpoint, region: 'local', credentials }));
    const seen: StreamItem[] = [];
    const poller = new StreamPoller(
      new DynamoDBClient({ endpoint, region: 'local', credentials }),
      new DynamoDBStreamsClient({ endpoint, region: 'local', credentials }),
      tableNames().events,
      [
        {
          name: 'collect',
          handler: async (event) => {
            for (const record of event.Records) {
              const item = streamItemOf(record);
              if (item?.gameId === 'g_poller') seen.push(item);
            }
            return { batchItemFailures: [] };
          },
        },
      ],
    );
    poller.start();
    for (let version = 1; version <= 3; version++)
      await appendItem({ gameId: 'g_poller', version, events: [{ type: 'Noted', at: version, empty: {}, nested: { list: [{}] } }] });
    for (let i = 0; i < 100 && seen.length < 3; i++) await poller.idle();
    await poller.stop();
    expect(seen.map((i) => i.version)).toEqual([1, 2, 3]);
    expect(seen[0]!.events[0]).toEqual({ type: 'Noted', at: 1, empty: {}, nested: { list: [{}] } });
  });
});
