/**
 * While DynamoDB is unreachable the local stream poller says so once and backs off, instead
 * of a stack trace on every poll; it says once more when the stream answers again.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StreamPoller } from '../../infra/local/stream-poller.ts';

/** A DynamoDB whose every request fails while `down` is set, as a stopped DynamoDB Local does. */
function flakyDynamo(down: boolean) {
  const state = { down, requests: 0 };
  const refuse = () => {
    state.requests++;
    if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
  };
  const table = {
    send: async () => {
      refuse();
      return { Table: { LatestStreamArn: 'arn:local:stream' } };
    },
  } as unknown as DynamoDBClient;
  const streams = {
    send: async () => {
      refuse();
      return { StreamDescription: { Shards: [] } };
    },
  } as unknown as DynamoDBStreamsClient;
  return { state, table, streams };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the local stream poller during an outage', () => {
  afterEach(() => vi.restoreAllMocks());

  function captureLogs(): string[] {
    const lines: string[] = [];
    const record = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    for (const level of ['error', 'warn', 'log'] as const) vi.spyOn(console, level).mockImplementation(record);
    return lines;
  }

  /** Two seconds of outage, then DynamoDB answers again: one line each way, few polls between. */
  async function rideOut(dynamo: ReturnType<typeof flakyDynamo>, lines: string[]) {
    dynamo.state.down = true;
    dynamo.state.requests = 0;
    await sleep(2_000);
    // At 50 ms a poll, two seconds of outage were 40 failed polls and as many stack traces.
    expect(dynamo.state.requests).toBeLessThanOrEqual(8);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^stream poller: .*ECONNREFUSED/);
    expect(lines[0]).not.toContain('\n');

    dynamo.state.down = false;
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 100 });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^stream poller: the stream answers again after \d+(\.\d)? s/);
  }

  it('logs one line when DynamoDB stops answering and one when it is back, and polls less and less often meanwhile', async () => {
    const lines = captureLogs();
    const dynamo = flakyDynamo(false);
    const poller = new StreamPoller(dynamo.table, dynamo.streams, 'events', [], { intervalMs: 50 });
    poller.start();
    await poller.idle();
    await rideOut(dynamo, lines);
    // A second outage is reported afresh.
    lines.length = 0;
    await rideOut(dynamo, lines);
    await poller.stop();
  });

  it('survives a DynamoDB that is down when it starts', async () => {
    const lines = captureLogs();
    const dynamo = flakyDynamo(true);
    const poller = new StreamPoller(dynamo.table, dynamo.streams, 'events', [], { intervalMs: 50 });
    poller.start();
    await rideOut(dynamo, lines);
    await poller.idle();
    await poller.stop();
  });
});
