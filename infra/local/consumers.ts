import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handler as leaderboards } from '../../functions/stream/leaderboards.ts';
import { handler as lobby } from '../../functions/stream/lobby.ts';
import { timersConsumer } from '../../functions/stream/timers.ts';
import { handler as webhooks } from '../../functions/stream/webhooks.ts';
import { localScheduler } from './scheduler.ts';

export interface StreamConsumer {
  name: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
}

/** The stream consumers, as the stack wires them to the events table's stream. */
export const consumers: StreamConsumer[] = [
  { name: 'lobby', handler: lobby },
  { name: 'leaderboards', handler: leaderboards },
  { name: 'webhooks', handler: webhooks },
  { name: 'timers', handler: timersConsumer(localScheduler) },
];
