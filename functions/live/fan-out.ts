import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { observed } from '../observability/middleware.ts';
import { deliver } from './delivery.ts';
import { connectionPoster, type ConnectionPoster } from './poster.ts';
import type { LiveJob } from './queue.ts';

/** One job of the live queue: the game's subscribers are sent what they have not had (delivery.ts). */
export const fanOut = (job: LiveJob, poster: ConnectionPoster): Promise<void> => deliver(job.gameId, poster, { version: job.version });

/** The SQS handler on AWS; a failed job is retried by SQS, then dead-lettered. */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const poster = await connectionPoster();
  return processPartialResponse(
    event,
    async (record: SQSRecord) => fanOut(JSON.parse(record.body) as LiveJob, poster),
    new BatchProcessor(EventType.SQS),
  );
});
