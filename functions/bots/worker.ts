import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { observed } from '../observability/middleware.ts';
import { moveBots } from './move.ts';
import type { BotJob } from './queue.ts';

/** The bot worker on AWS, fed by the bot queue; a failed job is retried by SQS, then dead-lettered. */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> =>
  processPartialResponse(
    event,
    async (record: SQSRecord) => moveBots((JSON.parse(record.body) as BotJob).gameId),
    new BatchProcessor(EventType.SQS),
  ),
);
