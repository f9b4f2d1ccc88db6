import { itemFrom } from '../adapters/documents.ts';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamItem } from '../adapters/event-store.ts';
import { loadTransition, type Transition } from '../games/transition.ts';
import { observed } from '../observability/middleware.ts';

/** The stream item a DynamoDB Streams record carries (new images only: items are never changed). */
export function streamItemOf(record: DynamoDBRecord): StreamItem | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  return itemFrom(image as Record<string, AttributeValue>) as StreamItem;
}

/**
 * What one consumer does with one stored item (a projection, a reaction). `transition` reads
 * the item's game back (one Query), once for all the consumers of the item that ask for it.
 */
export type ItemConsumer = (item: StreamItem, transition: () => Promise<Transition>) => Promise<void>;

/**
 * A stream handler: each stream item is handed to the consumers in order, and an item that
 * fails is reported as a partial batch failure so only it (and what follows it) is retried,
 * for every consumer again. So every consumer must be idempotent: the same record handled
 * twice changes nothing the second time. Observed: a trace segment and metrics per batch.
 */
export function streamConsumer(...consumers: ItemConsumer[]) {
  return observed(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    return processPartialResponse(
      event,
      async (record: DynamoDBRecord) => {
        const item = streamItemOf(record);
        if (!item) return;
        let loaded: Promise<Transition> | undefined;
        const transition = () => (loaded ??= loadTransition(item));
        for (const consume of consumers) await consume(item, transition);
      },
      processor,
      // One record after another, in stream order (Powertools would run them all at once): a
      // game's records reach each consumer in the order they were stored.
      { processInParallel: false },
    );
  });
}
