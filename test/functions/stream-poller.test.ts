/** The local stream poller hands consumers the records Lambda would, against DynamoDB Local. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand } from '@aws-sdk/client-dynamodb-streams';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { dynamoEndpoint } from '../support/dynamodb-endpoint.ts';
import { appendItem, onAppended, type StreamItem } from '../../functions/adapters/event-store.ts';
import { PutCommand } from '../../functions/adapters/documents.ts';
import { countRequests, dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { streamItemOf } from '../../functions/stream/records.ts';
import { LAMBDA_POLL_MS, StreamPoller, type PollerOptions } from '../../infra/local/stream-poller.ts';
import { checkpointsFile, localCheckpoints } from '../../infra/local/stream-checkpoints.ts';
import { createTables } from '../../infra/local/tables.ts';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * A poller of tables of its own, without the stack's consumers (these items are no game), handing
 * `collect` each item of `gameId` and the number of the batch (the consumer's invocation) it came in.
 */
function pollerOf(
  gameId: string,
  collect: (item: StreamItem, batch: number) => void,
  {
    streams = new DynamoDBStreamsClient({ endpoint: dynamoEndpoint(), region: 'local', credentials }),
    ...options
  }: PollerOptions & { streams?: DynamoDBStreamsClient } = {},
): StreamPoller {
  const endpoint = dynamoEndpoint();
  Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, EVENTS_TABLE: 'poller-events', READ_TABLE: 'poller-read' });
  let batches = 0;
  return new StreamPoller(
    new DynamoDBClient({ endpoint, region: 'local', credentials }),
    streams,
    tableNames().events,
    [
      {
        name: 'collect',
        handler: async (event) => {
          const batch = ++batches;
          for (const record of event.Records) {
            const item = streamItemOf(record);
            if (item?.gameId === gameId) collect(item, batch);
          }
          return { batchItemFailures: [] };
        },
      },
    ],
    options,
  );
}

describe('the local stream poller', () => {
  it('delivers every stored item once, in order, empty maps included', async () => {
    const seen: StreamItem[] = [];
    const poller = pollerOf('g_poller', (item) => seen.push(item));
    await createTables(new DynamoDBClient({ endpoint: dynamoEndpoint(), region: 'local', credentials }));
    poller.start();
    for (let version = 1; version <= 3; version++)
      await appendItem({ gameId: 'g_poller', version, events: [{ type: 'Noted', at: version, empty: {}, nested: { list: [{}] } }] });
    for (let i = 0; i < 100 && seen.length < 3; i++) await poller.idle();
    await poller.stop();
    expect(seen.map((i) => i.version)).toEqual([1, 2, 3]);
    expect(seen[0]!.events[0]).toEqual({ type: 'Noted', at: 1, empty: {}, nested: { list: [{}] } });
  });

  it('reads the stream at once when told an item was stored, not at its next poll', async () => {
    const arrived = new Map<number, number>();
    // Ten seconds between polls: only a nudge can bring an item in within the test's time.
    const poller = pollerOf('g_nudged', (item) => arrived.set(item.version, performance.now()), { intervalMs: 10_000 });
    const stopNudging = onAppended(() => poller.nudge());
    poller.start();
    try {
      // The first poll reads the shards from where they end; wait until it has begun its pause.
      await poller.idle();
      for (let version = 1; version <= 3; version++) {
        const stored = performance.now();
        await appendItem({ gameId: 'g_nudged', version, events: [{ type: 'Noted', at: version }] });
        await vi.waitFor(() => expect(arrived.has(version)).toBe(true), { timeout: 2_000, interval: 10 });
        expect(arrived.get(version)! - stored, `version ${version}`).toBeLessThan(2_000);
      }
    } finally {
      stopNudging();
      await poller.stop();
    }
  });

  it('polls less and less often while nothing is stored, down to one poll in 400 ms, and a caller waiting for it still gets its poll', async () => {
    const streams = new DynamoDBStreamsClient({ endpoint: dynamoEndpoint(), region: 'local', credentials });
    const sent = vi.spyOn(streams, 'send');
    const poller = pollerOf('g_quiet', () => undefined, { streams });
    await createTables(new DynamoDBClient({ endpoint: dynamoEndpoint(), region: 'local', credentials }));
    poller.start();
    try {
      await poller.idle();
      // A poll reads each shard once (the stream has one): its GetRecords are its polls.
      const polls = () => sent.mock.calls.filter(([command]) => command.constructor.name === GetRecordsCommand.name).length;
      const before = polls();
      expect(before, 'the polls are counted').toBeGreaterThan(0);
      // Two quiet seconds (time itself is what is tested): every 50 ms would be 40 polls; 50, 100, 200, then 400 ms is about 8.
      await sleep(2_000);
      expect(polls() - before).toBeLessThanOrEqual(12);
      const waited = polls();
      await poller.idle();
      expect(polls()).toBeGreaterThan(waited);
    } finally {
      await poller.stop();
      sent.mockRestore();
    }
  });

  it("with Lambda's busy poll, reads the stream four times a second while records come, as Lambda polls a shard: what is stored meanwhile comes in one batch", async () => {
    const batchOf = new Map<number, number>();
    const arrived = new Map<number, number>();
    const poller = pollerOf(
      'g_busy',
      (item, batch) => {
        batchOf.set(item.version, batch);
        arrived.set(item.version, performance.now());
      },
      { busyPollMs: LAMBDA_POLL_MS },
    );
    const stopNudging = onAppended(() => poller.nudge());
    await createTables(new DynamoDBClient({ endpoint: dynamoEndpoint(), region: 'local', credentials }));
    poller.start();
    try {
      await poller.idle();
      // The first write after a quiet spell is read at once.
      const firstStored = performance.now();
      await appendItem({ gameId: 'g_busy', version: 1, events: [{ type: 'Noted', at: 1 }] });
      await vi.waitFor(() => expect(arrived.has(1)).toBe(true), { timeout: 2_000, interval: 5 });
      // Five more, stored one after another as a busy game's simultaneous decisions are: each
      // nudges the poller, which waits out its quarter second and reads them in one batch.
      for (let version = 2; version <= 6; version++)
        await appendItem({ gameId: 'g_busy', version, events: [{ type: 'Noted', at: version }] });
      await vi.waitFor(() => expect(arrived.has(6)).toBe(true), { timeout: 2_000, interval: 5 });
      expect(new Set([2, 3, 4, 5, 6].map((v) => batchOf.get(v))).size, JSON.stringify([...batchOf])).toBe(1);
      expect(batchOf.get(2)).not.toBe(batchOf.get(1));
      // Not before the quarter second since the poll that brought version 1 began, which was after
      // version 1 was stored (a few ms' slack for the timer). Measured from the store, not from
      // version 1's arrival: a slow read of version 1 on a loaded machine eats into the quarter second.
      expect(arrived.get(2)! - firstStored).toBeGreaterThanOrEqual(200);
      // A caller waiting for the stream does not wait the quarter second out.
      await appendItem({ gameId: 'g_busy', version: 7, events: [{ type: 'Noted', at: 7 }] });
      await poller.idle();
      expect(arrived.has(7)).toBe(true);
    } finally {
      stopNudging();
      await poller.stop();
    }
  });

  it('while writes come, reads the stream at each but asks for its shards at most every 5 s; a caller waiting for it gets a poll that asks', async () => {
    const streams = new DynamoDBStreamsClient({ endpoint: dynamoEndpoint(), region: 'local', credentials });
    const sent = vi.spyOn(streams, 'send');
    const seen: number[] = [];
    const poller = pollerOf('g_shards', (item) => seen.push(item.version), { intervalMs: 10_000, streams });
    const stopNudging = onAppended(() => poller.nudge());
    await createTables(new DynamoDBClient({ endpoint: dynamoEndpoint(), region: 'local', credentials }));
    poller.start();
    const count = (name: string) => sent.mock.calls.filter(([command]) => command.constructor.name === name).length;
    try {
      await appendItem({ gameId: 'g_shards', version: 1, events: [{ type: 'Noted', at: 1 }] });
      await poller.idle();
      const [describes, reads] = [count(DescribeStreamCommand.name), count(GetRecordsCommand.name)];
      for (let version = 2; version <= 11; version++) {
        await appendItem({ gameId: 'g_shards', version, events: [{ type: 'Noted', at: version }] });
        await vi.waitFor(() => expect(seen).toContain(version), { timeout: 2_000, interval: 5 });
      }
      expect(count(GetRecordsCommand.name) - reads).toBeGreaterThanOrEqual(10);
      expect(count(DescribeStreamCommand.name) - describes).toBeLessThanOrEqual(2);
      const before = count(DescribeStreamCommand.name);
      await poller.idle();
      expect(count(DescribeStreamCommand.name)).toBeGreaterThan(before);
      expect(seen).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    } finally {
      stopNudging();
      await poller.stop();
      sent.mockRestore();
    }
  });

  it("keeps each consumer's position apart, in the data folder, and resumes from the positions an earlier data folder kept in the read table", async () => {
    const endpoint = dynamoEndpoint();
    Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, EVENTS_TABLE: 'poller-events', READ_TABLE: 'poller-read' });
    await createTables(new DynamoDBClient({ endpoint, region: 'local', credentials }));
    const dataDir = mkdtempSync(join(tmpdir(), 'oc-checkpoints-'));
    try {
      const [shardId, older] = ['shardId-checkpoints', 'shardId-older'];
      // v0.3.0's one poller fed both consumers and kept one position per shard; later versions one per consumer.
      await dynamo().send(
        new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.streamCheckpoint(shardId), sequenceNumber: '100' } }),
      );
      await dynamo().send(
        new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.streamCheckpoint(older, 'reactions'), sequenceNumber: '50' } }),
      );
      const [projections, reactions] = [localCheckpoints('projections', dataDir), localCheckpoints('reactions', dataDir)];
      expect(await projections.load(shardId)).toBe('100');
      expect(await reactions.load(older)).toBe('50');
      // Saving costs DynamoDB nothing: the position is kept where Lambda's event source mapping keeps it, outside the tables.
      const { requests } = await countRequests(async () => {
        await projections.save(shardId, '200');
        await reactions.save(shardId, '150');
      });
      expect(requests).toEqual({});
      expect([await projections.load(shardId), await reactions.load(shardId)]).toEqual(['200', '150']);
      // A restart (new checkpoints on the same folder) resumes from the file, each consumer from its own.
      const [restartedProjections, restartedReactions] = [localCheckpoints('projections', dataDir), localCheckpoints('reactions', dataDir)];
      expect([await restartedProjections.load(shardId), await restartedReactions.load(shardId)]).toEqual(['200', '150']);
      expect(JSON.parse(readFileSync(checkpointsFile(dataDir, 'projections'), 'utf8'))).toEqual({ [shardId]: '200' });
      // Written whole and renamed: no half-written file is left behind.
      expect(readdirSync(dataDir).sort()).toEqual(['stream-checkpoints-projections.json', 'stream-checkpoints-reactions.json']);
      // Without a data folder, the positions live as long as the poller, as the stream of an in-memory DynamoDB Local does.
      const inMemory = localCheckpoints('projections');
      expect(await inMemory.load(shardId)).toBeUndefined();
      await inMemory.save(shardId, '300');
      expect(await inMemory.load(shardId)).toBe('300');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
