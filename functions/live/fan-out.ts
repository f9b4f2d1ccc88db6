import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import pMap from 'p-map';
import { observed } from '../observability/middleware.ts';
import { deliver } from './delivery.ts';
import { gamesSubscribedAs } from './subscribers.ts';
import { connectionPoster, type ConnectionPoster } from './poster.ts';
import type { LiveJob } from './queue.ts';
import { retrySoon } from './retry-soon.ts';

/** Games brought up to date at once after a rotated token. */
const GAMES_AT_ONCE = 4;

/**
 * One job of the live queue: the game's subscribers are sent what they have not had (delivery.ts);
 * after a rotated or erased token, every game the player follows gets a round that checks its
 * subscribers' tokens, which tells those on the old token that they end. `attempt` is the job's own id, the same on each try.
 */
export async function fanOut(job: LiveJob, poster: ConnectionPoster, attempt?: string): Promise<void> {
  if ('gameId' in job) return deliver(job.gameId, poster, { version: job.version, item: job.item, attempt });
  await pMap(await gamesSubscribedAs(job.tokenRotated), (gameId) => deliver(gameId, poster, { attempt, checkTokens: true }), {
    concurrency: GAMES_AT_ONCE,
  });
}

/**
 * The SQS handler on AWS; a failed job is retried by SQS (with the same message id), soon
 * (retry-soon.ts), then dead-lettered. The failed ones are shown again soon even when every
 * job of the batch failed and the batch fails as a whole.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const poster = await connectionPoster();
  const failed: SQSRecord[] = [];
  try {
    return await processPartialResponse(
      event,
      async (record: SQSRecord) => {
        try {
          await fanOut(JSON.parse(record.body) as LiveJob, poster, record.messageId);
        } catch (error) {
          failed.push(record);
          throw error;
        }
      },
      new BatchProcessor(EventType.SQS),
    );
  } finally {
    await retrySoon(failed);
  }
});
