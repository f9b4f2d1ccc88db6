import { AsyncLocalStorage } from 'node:async_hooks';
import { itemFrom } from '../adapters/documents.ts';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamItem } from '../adapters/event-store.ts';
import { batchTransitions, type Transition } from '../games/transition.ts';
import { observed } from '../observability/middleware.ts';
import { readProfiles, type Profiles } from '../players/seated-profiles.ts';

/** The stream item a DynamoDB Streams record carries (new images only: items are never changed). */
export function streamItemOf(record: DynamoDBRecord): StreamItem | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  return itemFrom(image as Record<string, AttributeValue>) as StreamItem;
}

/**
 * What one consumer does with one stored item (a projection, a reaction). `transition` reads
 * the item's game back, once for all the consumers and all the items of the game in the batch
 * that ask for it (transition.ts). `newerInBatch`: a newer item of the same game follows in
 * this batch, so a projection that writes a game as of its version alone may leave that
 * write to the newer one (if the batch fails before it, the retry begins at or before it).
 * `seatedProfiles` reads the profiles of the game's seated players (after the item), once for
 * all the consumers of the item that ask for them (seated-profiles.ts): the webhook fan-out
 * and the pushes both need them, and a record that concerns neither reads none. A consumer
 * called alone, without them, reads what it needs itself.
 */
export type ItemConsumer = (
  item: StreamItem,
  transition: () => Promise<Transition>,
  batch: { newerInBatch: boolean },
  seatedProfiles?: () => Promise<Profiles>,
) => Promise<void>;

/**
 * The consumer that works now, by its function's name, TRANSITION_READ while the game is read
 * back for the consumers and PROFILES_READ while the seated players' profiles are (each shared by
 * all of them): what a stream batch costs is counted per reader (bench/requests-by-reader.ts).
 */
const readers = new AsyncLocalStorage<string>();
export const TRANSITION_READ = 'game read back';
export const PROFILES_READ = 'seated profiles';

/** The item consumer of a stream handler that works now, if any (see `readers`). */
export const currentItemConsumer = (): string | undefined => readers.getStore();

/**
 * A stream handler: each stream item is handed to the consumers in order, and an item that
 * fails is reported as a partial batch failure so only it (and what follows it) is retried,
 * for every consumer again. So every consumer must be idempotent: the same record handled
 * twice changes nothing the second time. Observed: a trace segment and metrics per batch.
 */
export function streamConsumer(...consumers: ItemConsumer[]) {
  return observed(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    const items = event.Records.map(streamItemOf).filter((item) => item !== undefined);
    const transitionOf = batchTransitions(items);
    const newest = new Map<string, number>();
    for (const { gameId, version } of items) newest.set(gameId, Math.max(newest.get(gameId) ?? 0, version));
    return processPartialResponse(
      event,
      async (record: DynamoDBRecord) => {
        const item = streamItemOf(record);
        if (!item) return;
        let loaded: Promise<Transition> | undefined;
        const transition = () => (loaded ??= readers.run(TRANSITION_READ, () => transitionOf(item)));
        let profiles: Promise<Profiles> | undefined;
        const seatedProfiles = () =>
          (profiles ??= readers.run(PROFILES_READ, async () =>
            readProfiles((await transition()).after?.players.map((p) => p.playerId) ?? []),
          ));
        const batch = { newerInBatch: item.version < newest.get(item.gameId)! };
        for (const consume of consumers) await readers.run(consume.name, () => consume(item, transition, batch, seatedProfiles));
      },
      processor,
      // One record after another, in stream order (Powertools would run them all at once): a
      // game's records reach each consumer in the order they were stored.
      { processInParallel: false },
    );
  });
}
