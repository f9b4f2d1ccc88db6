import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handler as lobby } from '../../functions/stream/lobby.ts';
import { timersConsumer } from '../../functions/stream/timers.ts';
import { localScheduler } from './scheduler.ts';

export interface StreamConsumer {
  name: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
}

/** The stream consumers, as the stack wires them to the events table's stream. */
export const consumers: StreamConsumer[] = [
  { name: 'lobby', handler: lobby },
  { name: 'timers', handler: timersConsumer(localScheduler) },
];
