import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb-streams';
import { invoke } from './invocations.ts';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { withRetries } from '../../functions/adapters/retry.ts';

/**
 * The longest wait between polls while the stream cannot be read (DynamoDB Local stopped):
 * the wait doubles from the poll interval up to this, so an outage costs a request every few
 * seconds, and the poller notices the stream is back within this time.
 */
const MAX_OUTAGE_WAIT_MS = 5_000;

/**
 * The longest wait between polls while the stream holds nothing new: the wait doubles from the
 * poll interval up to this. A write of this process wakes the poller at once (nudge), and so does
 * a caller waiting for it (idle), so only writes of another process wait for a poll: an idle
 * local stack polls about three times a second, not twenty (each poll costs DynamoDB Local a
 * DescribeStream and a GetRecords per shard; the test suite runs a dozen stacks at once).
 */
const MAX_QUIET_WAIT_MS = 400;

/**
 * How long the poller trusts the stream's list of shards before it asks again. Each
 * DescribeStream cost DynamoDB Local about a millisecond of CPU, and the poller polls once per
 * write while writes come. It asks at every poll still while the list is empty, at the poll
 * after a shard closes (a new one follows it), and for any poll a caller waits on (idle): that
 * one sees every shard there is.
 */
const SHARDS_TRUSTED_MS = 5_000;

/**
 * Four times a second: the base rate at which Lambda's event source mapping polls a shard
 * (AWS Lambda Developer Guide, "Using AWS Lambda with Amazon DynamoDB": "Lambda polls shards
 * in your DynamoDB stream for records at a base rate of 4 times per second"). A poller given it
 * as its busy poll reads the first write after a quiet spell at once, and the writes that
 * follow it within the quarter second in one batch, as on AWS, rather than a batch each (a
 * consumer with a batching window is given that instead: consumers.ts).
 */
export const LAMBDA_POLL_MS = 250;

/**
 * Where the poller resumes: the last sequence number handed to every consumer, per shard.
 * Lambda's event source mapping keeps its position on AWS's side; the local stack keeps it in
 * memory and in the data folder (stream-checkpoints.ts), so it lives as long as the stream does.
 */
export interface Checkpoints {
  load(shardId: string): Promise<string | undefined>;
  save(shardId: string, sequenceNumber: string): Promise<void>;
}

/** Checkpoints that last as long as the poller: a new poller reads each shard from its start. */
export function memoryCheckpoints(): Checkpoints {
  const saved = new Map<string, string>();
  return { load: async (shardId) => saved.get(shardId), save: async (shardId, sequenceNumber) => void saved.set(shardId, sequenceNumber) };
}

/** A reader of the stream: a stream consumer's Lambda handler (consumers.ts). */
export interface StreamConsumer {
  name: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
  /** Its poller's wait between busy polls (PollerOptions.busyPollMs); none: it reads each write at once. */
  busyPollMs?: number;
}

export interface PollerOptions {
  /** The first wait between polls that find nothing new (it doubles up to MAX_QUIET_WAIT_MS), and during an outage. */
  intervalMs?: number;
  /**
   * While the stream holds records, a poll begins at least this long after the one before it
   * began; a write does not cut the wait short (a caller waiting for the stream, idle(), does).
   * 0: the next poll follows at once.
   */
  busyPollMs?: number;
  /** Where the poller resumes after a restart; by default, at the start of each shard. */
  checkpoints?: Checkpoints;
}

/**
 * Polls DynamoDB Local's stream of the events table and hands each batch to every consumer,
 * as Lambda's event source mapping does on AWS: the very same handlers, the same record
 * shape. A batch item failure is retried from that record on, like bisect-on-error would.
 */
export class StreamPoller {
  private stopped = false;
  private readonly iterators = new Map<string, string | undefined>();
  /** The last sequence number handed on, per shard: where to resume with a fresh iterator. */
  private readonly lastSequence = new Map<string, string>();
  private loop: Promise<void> | undefined;
  /** Counts the polls begun; a waiter is due only after a poll that began after it did. */
  private polls = 0;
  private idleWaiters: { after: number; resolve: () => void }[] = [];
  /** Ends the current wait between polls. */
  private wake: () => void = () => undefined;
  /** The current wait is the busy one (busyPollMs), which a write does not cut short. */
  private busyWait = false;
  /** An item was stored since the current poll began (nudge). */
  private nudged = false;
  /** Since when the stream cannot be read, and the wait before the next poll; undefined while it answers. */
  private outage: { since: number; waitMs: number } | undefined;
  /** The wait before the next poll while the stream answers: longer after each poll that found nothing new. */
  private quietWaitMs = 0;
  /** The stream's shards as last described, and when; undefined: describe it at the next poll. */
  private shards: { ids: string[]; at: number } | undefined;
  private readonly intervalMs: number;
  private readonly busyPollMs: number;
  private readonly checkpoints: Checkpoints;

  constructor(
    private readonly table: DynamoDBClient,
    private readonly streams: DynamoDBStreamsClient,
    private readonly tableName: string,
    private readonly consumers: StreamConsumer[],
    { intervalMs = 50, busyPollMs = 0, checkpoints = memoryCheckpoints() }: PollerOptions = {},
  ) {
    this.intervalMs = intervalMs;
    this.busyPollMs = busyPollMs;
    this.checkpoints = checkpoints;
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  /**
   * Waits until everything written before the call has been handed to the consumers: until a
   * poll that began after the call finds nothing new (tests use it instead of sleeping). A
   * poll already under way may have read the stream before the last write, so it does not count.
   */
  idle(): Promise<void> {
    const waited = new Promise<void>((resolve) => this.idleWaiters.push({ after: this.polls, resolve }));
    this.nudge();
    if (!this.outage) this.wake();
    return waited;
  }

  private async run(): Promise<void> {
    let streamArn: string | undefined;
    while (!this.stopped) {
      const poll = ++this.polls;
      const began = Date.now();
      this.nudged = false;
      let sawRecords = false;
      try {
        streamArn ??= await this.streamArn();
        sawRecords = await this.pollOnce(streamArn);
        if (this.outage)
          console.log(`stream poller: the stream answers again after ${((Date.now() - this.outage.since) / 1000).toFixed(1)} s`);
        this.outage = undefined;
      } catch (error) {
        // Iterators do not outlive a DynamoDB Local restart: take fresh ones after the last record handed on.
        this.iterators.clear();
        this.shards = undefined;
        streamArn = undefined;
        // One line per outage, not a stack trace per poll: DynamoDB down is news once.
        if (!this.outage)
          console.error(`stream poller: cannot read the events stream (${oneLine(error)}); polling less often until it answers`);
        this.outage = {
          since: this.outage?.since ?? Date.now(),
          waitMs: Math.min(MAX_OUTAGE_WAIT_MS, (this.outage?.waitMs ?? this.intervalMs) * 2),
        };
      }
      if (sawRecords) {
        this.quietWaitMs = 0;
        if (this.idleWaiters.length === 0) await this.pause(this.busyPollMs - (Date.now() - began), { busy: true });
      } else {
        const due = this.idleWaiters.filter((w) => w.after < poll);
        this.idleWaiters = this.idleWaiters.filter((w) => w.after >= poll);
        due.forEach((w) => w.resolve());
        this.quietWaitMs = this.nudged ? 0 : Math.min(MAX_QUIET_WAIT_MS, Math.max(this.intervalMs, this.quietWaitMs * 2));
        await this.pause(this.outage?.waitMs ?? this.quietWaitMs);
      }
    }
    this.idleWaiters.forEach((w) => w.resolve());
  }

  private async streamArn(): Promise<string> {
    const { Table } = await this.table.send(new DescribeTableCommand({ TableName: this.tableName }));
    if (!Table?.LatestStreamArn) throw new Error(`table ${this.tableName} has no stream`);
    return Table.LatestStreamArn;
  }

  /**
   * Something was just stored: read the stream now rather than at the next poll (a poll under
   * way may have read past the shard's end before it: the one after it follows at once).
   * Not during an outage, whose back-off stands.
   */
  nudge(): void {
    this.nudged = true;
    if (!this.outage && !this.busyWait) this.wake();
  }

  /**
   * Waits between polls; stop() and idle() cut the wait short, so a long back-off never delays
   * a shutdown, and so does nudge() unless the wait is the busy one.
   */
  private pause(ms: number, { busy = false } = {}): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped || ms <= 0) return resolve();
      if (this.nudged && !this.outage && !busy) return resolve();
      this.busyWait = busy;
      const done = () => {
        clearTimeout(timer);
        this.busyWait = false;
        this.wake = () => undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** The stream's shards: as last described while that can be trusted (SHARDS_TRUSTED_MS), else described now. */
  private async shardIds(streamArn: string): Promise<string[]> {
    const { shards } = this;
    if (shards && shards.ids.length > 0 && Date.now() - shards.at <= SHARDS_TRUSTED_MS && this.idleWaiters.length === 0) return shards.ids;
    const { StreamDescription } = await this.streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    this.shards = { ids: (StreamDescription?.Shards ?? []).map((shard) => shard.ShardId!), at: Date.now() };
    return this.shards.ids;
  }

  /** Hands on what is new; true unless the stream was read to its end and held nothing new. */
  private async pollOnce(streamArn: string): Promise<boolean> {
    let saw = false;
    for (const shardId of await this.shardIds(streamArn)) {
      if (!this.iterators.has(shardId)) {
        const after = this.lastSequence.get(shardId) ?? (await this.checkpoints.load(shardId));
        const { ShardIterator } = await this.streams.send(
          new GetShardIteratorCommand(
            after
              ? { StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
              : { StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' },
          ),
        );
        this.iterators.set(shardId, ShardIterator);
      }
      const iterator = this.iterators.get(shardId);
      if (!iterator) continue; // a closed shard, read to its end
      let page;
      try {
        page = await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      } catch (error) {
        // DynamoDB Local answers TrimmedDataAccessException to an iterator taken on an empty
        // shard once the first record arrives (a known bug): resume from the last record seen.
        if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
          this.iterators.delete(shardId);
          // Records may be waiting behind the lost iterator: this poll cannot call the stream idle.
          saw = true;
          continue;
        }
        throw error;
      }
      const records = page.Records ?? [];
      if (records.length > 0) {
        saw = true;
        await this.deliver(records.map(asLambdaRecord));
        const last = records.at(-1)!.dynamodb!.SequenceNumber!;
        this.lastSequence.set(shardId, last);
        await this.checkpoints.save(shardId, last);
      }
      this.iterators.set(shardId, page.NextShardIterator);
      if (!page.NextShardIterator) {
        // The shard closed: a new one follows it, unread yet, so this poll cannot call the stream idle.
        this.shards = undefined;
        saw = true;
      }
    }
    return saw;
  }

  /** Hands the records to every consumer. */
  private async deliver(records: _Record[]): Promise<void> {
    // At once, as the stack's event source mappings read the stream each on its own: the
    // reactions (a live update, say) do not wait for the projections' writes.
    const outcomes = await Promise.allSettled(this.consumers.map((consumer) => this.deliverTo(consumer, records)));
    const failure = outcomes.find((o) => o.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /**
   * Every consumer sees every record; a failed record is handed to that consumer again, a few
   * times, then given up on (as the stack's event source sends it to its dead-letter queue).
   * Not while DynamoDB is unreachable, though: then the records failed for that, not for
   * themselves, and they are handed on again once it answers, however long that takes.
   */
  private async deliverTo(consumer: StreamConsumer, records: _Record[]): Promise<void> {
    let pending = records;
    const handOn = async () => {
      // One batch is one invocation of the consumer's function, as the event source mapping makes it.
      const response: DynamoDBBatchResponse = await invoke(`stream-${consumer.name}`, () =>
        consumer.handler({ Records: pending } as unknown as DynamoDBStreamEvent),
      );
      const failed = new Set(response.batchItemFailures.map((f) => f.itemIdentifier));
      const firstFailed = pending.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
      pending = firstFailed < 0 ? [] : pending.slice(firstFailed);
      if (pending.length > 0) throw new RecordsFailed();
    };
    try {
      await withRetries(handOn, { attempts: 5, firstDelayMs: 100, retryable: (error) => error instanceof RecordsFailed });
    } catch (error) {
      if (!(error instanceof RecordsFailed)) throw error;
      // Stopped, or DynamoDB down: no checkpoint past these records, so the next poll (after
      // the outage's back-off) hands them on again.
      if (this.stopped || !(await this.reachable()))
        throw new Error(`stream consumer ${consumer.name} could not reach DynamoDB`, { cause: error });
      console.error(`stream consumer ${consumer.name} gave up on ${pending.length} record(s)`);
    }
  }

  private async reachable(): Promise<boolean> {
    try {
      await this.table.send(new DescribeTableCommand({ TableName: this.tableName }));
      return true;
    } catch {
      return false;
    }
  }
}

/** Records a consumer reported as failed: they are handed to it again. */
class RecordsFailed extends Error {}

/**
 * The record as Lambda hands it over. The streams client reads an empty map attribute
 * (`{"M":{}}`) back as `{}`, which no unmarshaller accepts; Lambda's event keeps `{"M":{}}`.
 */
function asLambdaRecord(record: _Record): _Record {
  const image = record.dynamodb?.NewImage;
  if (!image) return record;
  return {
    ...record,
    dynamodb: { ...record.dynamodb, NewImage: Object.fromEntries(Object.entries(image).map(([k, v]) => [k, attribute(v)])) },
  };
}

function attribute(value: AttributeValue): AttributeValue {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M) return { M: Object.fromEntries(Object.entries(value.M).map(([k, v]) => [k, attribute(v)])) };
  if (value.L) return { L: value.L.map(attribute) };
  return value;
}

const oneLine = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' ');
