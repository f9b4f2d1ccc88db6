import { processPartialResponse, SqsFifoPartialProcessorAsync } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { observed } from '../observability/middleware.ts';
import { deliver } from './delivery.ts';
import { gamesSubscribedAs } from './subscribers.ts';
import { connectionPoster, type ConnectionPoster } from './poster.ts';
import { liveQueue, type LiveJob } from './queue.ts';
import { retrySoon } from './retry-soon.ts';

/**
 * One job of the live queue: the game's subscribers are sent what they have not had (delivery.ts);
 * after a rotated or erased token, every game the player follows gets a job of its own, in the
 * game's group (queue.ts: after the game's jobs queued before it, never beside one), whose round
 * checks its subscribers' tokens and tells those on the old token that they end.
 */
export async function fanOut(job: LiveJob, poster: ConnectionPoster): Promise<void> {
  if ('gameId' in job)
    return deliver(job.gameId, poster, { version: job.version, item: job.item, checkTokens: job.checkTokens, catchUp: job.connectionId });
  const games = await gamesSubscribedAs(job.tokenRotated);
  if (games.length > 0) await (await liveQueue()).send(games.map((gameId) => ({ gameId, checkTokens: true })));
}

/**
 * The SQS handler on AWS, on a FIFO queue: a batch may hold several games' jobs, each game's in
 * order; they are worked one after another, and after a failed one the rest of its game's in the
 * batch fail too, untried (SqsFifoPartialProcessorAsync, skipGroupOnError), so they stay behind
 * it. The failed ones are shown again soon (retry-soon.ts), the untried with them: a game's
 * group waits while any of its messages is hidden. After its last try a job is dead-lettered,
 * and the game's next job sends what it would have.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const poster = await connectionPoster();
  let response: SQSBatchResponse | undefined;
  try {
    response = await processPartialResponse(
      event,
      async (record: SQSRecord) => fanOut(JSON.parse(record.body) as LiveJob, poster),
      new SqsFifoPartialProcessorAsync(),
      { skipGroupOnError: true },
    );
    return response;
  } finally {
    // No response: every job of the batch failed (the processor throws then).
    const failed = response && new Set(response.batchItemFailures.map((f) => f.itemIdentifier));
    await retrySoon(event.Records.filter((record) => !failed || failed.has(record.messageId)));
  }
});
