/**
 * The DynamoDB requests and the items written per command, by reader: the HTTP route that
 * served the command (or a read, a sign-up), each stream consumer's reaction or projection,
 * the live fan-out, the webhooks' and pushes' workers, the bots, the timers and the local
 * stand-ins. A request is put down to its reader where it is sent (watchRequests): the local
 * invoker names the function and route that run (currentFunction, currentRouteKey), the stream
 * handler the item consumer that works (currentItemConsumer). Failed requests (a condition
 * that failed) are counted too: they cost a request as much as any. The stream poller's own
 * requests (DescribeStream, GetShardIterator, GetRecords: Lambda's event source mapping on
 * AWS, free) are counted apart. A command is an item appended to a game (onAppended).
 * `npm run bench cost` prints it for its one-column Dice Kings games (cost.ts); the regression
 * guard (test/infra/requests-by-reader.test.ts) holds a whole game to its figures.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { watchRequests, type WatchedRequest } from '../functions/adapters/dynamo.ts';
import { onAppended } from '../functions/adapters/event-store.ts';
import { currentItemConsumer } from '../functions/stream/records.ts';
import { currentFunction, currentRouteKey } from '../infra/local/invocations.ts';

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);

/** What one reader (or all of them) asked of DynamoDB. */
export interface Requests {
  requests: number;
  reads: number;
  writes: number;
  itemsWritten: number;
  /** Refused requests (a failed condition, a cancelled transaction): in `requests` too. */
  failed: number;
}

const nothing = (): Requests => ({ requests: 0, reads: 0, writes: 0, itemsWritten: 0, failed: 0 });

/** What a whole run asked, by reader and by operation, and for how many commands. */
export interface Counted {
  commands: number;
  total: Requests;
  byReader: Record<string, Requests>;
  byOperation: Record<string, number>;
  /** The stream poller's requests, by operation. */
  stream: Record<string, number>;
}

/** Who sent the request being sent now: a function and its route, or a stream consumer, or neither (the test or bench itself). */
export function currentReader(): string {
  const fn = currentFunction();
  const route = currentRouteKey();
  // A job a stream consumer queued runs in its own function, though in the consumer's async context here.
  const consumer = fn?.startsWith('stream-') ? currentItemConsumer() : undefined;
  return [fn ?? 'outside any function', route, consumer && `› ${consumer}`].filter(Boolean).join(' ');
}

/** The items a successful write request wrote. */
function itemsWritten({ operation, input }: WatchedRequest): number {
  if (READS.has(operation)) return 0;
  if (operation === 'TransactWriteItems')
    return ((input.TransactItems ?? []) as Record<string, unknown>[]).filter((t) => t.Put || t.Update || t.Delete).length;
  if (operation === 'BatchWriteItem') return Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>).flat().length;
  return 1;
}

function add(into: Requests, request: WatchedRequest): void {
  into.requests++;
  if (READS.has(request.operation)) into.reads++;
  else into.writes++;
  if (request.failed) into.failed++;
  else into.itemsWritten += itemsWritten(request);
}

/** Counts while started; `close` undoes its watches. */
export class RequestsByReader {
  private counted: Counted | undefined;
  private readonly undo: (() => void)[] = [];

  constructor() {
    this.undo.push(
      watchRequests(
        (request) => {
          if (!this.counted) return;
          add(this.counted.total, request);
          add((this.counted.byReader[currentReader()] ??= nothing()), request);
          this.counted.byOperation[request.operation] = (this.counted.byOperation[request.operation] ?? 0) + 1;
        },
        { failures: true },
      ),
      onAppended(() => void (this.counted && this.counted.commands++)),
    );
    // The stream poller's clients (infra/local/stack.ts): the functions' own requests do not go through the SDK's clients.
    for (const Client of [DynamoDBStreamsClient, DynamoDBClient] as { prototype: { send(command: object): Promise<unknown> } }[]) {
      const { send } = Client.prototype;
      const count = (command: object) => {
        if (!this.counted) return;
        const operation = command.constructor.name.replace(/Command$/, '');
        this.counted.stream[operation] = (this.counted.stream[operation] ?? 0) + 1;
      };
      Client.prototype.send = function (this: unknown, command: object) {
        count(command);
        return send.call(this, command);
      };
      this.undo.push(() => (Client.prototype.send = send));
    }
  }

  /** Counts from now on, afresh. */
  start(): void {
    this.counted = { commands: 0, total: nothing(), byReader: {}, byOperation: {}, stream: {} };
  }

  /** Stops counting; returns what was counted since `start`. */
  stop(): Counted {
    const counted = this.counted;
    if (!counted) throw new Error('RequestsByReader: stop without start');
    this.counted = undefined;
    return counted;
  }

  close(): void {
    for (const undo of this.undo.reverse()) undo();
  }
}

const perCommand = (n: number, commands: number) => Math.round((n / commands) * 100) / 100;
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** The tables `npm run bench cost` prints: the figures per command, then by reader, then by operation. */
export function requestsTables({ commands, total, byReader, byOperation, stream }: Counted): Record<string, Record<string, number>>[] {
  const per = (r: Requests) => ({
    'requests/command': perCommand(r.requests, commands),
    reads: perCommand(r.reads, commands),
    writes: perCommand(r.writes, commands),
    'items written': perCommand(r.itemsWritten, commands),
    'failed (in requests)': perCommand(r.failed, commands),
  });
  const summary = {
    'all readers': { commands, ...per(total), 'stream requests': perCommand(sum(stream), commands) },
  };
  const readers = Object.fromEntries(
    Object.entries(byReader)
      .sort(([, a], [, b]) => b.requests - a.requests)
      .map(([reader, r]) => [reader, per(r)]),
  );
  const operations = Object.fromEntries(
    [
      ...Object.entries(byOperation).map(([op, n]) => [op, n] as const),
      ...Object.entries(stream).map(([op, n]) => [`${op} (stream poller)`, n] as const),
    ]
      .sort(([, a], [, b]) => b - a)
      .map(([op, n]) => [op, { requests: n, 'per command': perCommand(n, commands) }]),
  );
  return [summary, readers, operations];
}
