import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handler as projections } from '../../functions/stream/projections.ts';
import { reactions } from '../../functions/stream/reactions.ts';
import { localScheduler } from './scheduler.ts';

export interface StreamConsumer {
  name: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
}

/** The events stream's two readers, as the stack wires them; timers fire in-process here. */
export const consumers: StreamConsumer[] = [
  { name: 'projections', handler: projections },
  { name: 'reactions', handler: reactions(localScheduler) },
];
