import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import pMap from 'p-map';
import { loadStream } from '../adapters/event-store.ts';
import { deliver, type GameReader } from './delivery.ts';
import { connectionPoster, type ConnectionPoster } from './poster.ts';
import type { LiveJob } from './queue.ts';
import { subscribersOf } from './subscriptions.ts';
import { Timeline } from './timeline.ts';

/** Posts in flight at once for one job: a game with many spectators does not open a socket each. */
const CONCURRENCY = 32;

/**
 * One job of the live queue: a stored version goes to every subscriber of its game (and to
 * each, whatever it missed before: the delivery step fills gaps), a new subscription gets its
 * `subscribed` and its catch-up. The game's stream is read once for all its subscribers,
 * and not at all for a game nobody follows.
 */
export async function fanOut(job: LiveJob, poster: ConnectionPoster): Promise<void> {
  const game = gameReader(job.gameId);
  if ('connectionId' in job) return deliver(job, game, poster, { lease: job.lease });
  const subscriptions = await subscribersOf(job.gameId);
  // Every subscriber is tried; one that fails fails the job, and its retry skips those already sent.
  await pMap(subscriptions, (known) => deliver(known, game, poster, { known }), { concurrency: CONCURRENCY, stopOnError: false });
}

function gameReader(gameId: string): GameReader {
  let read: Promise<Timeline> | undefined;
  const current = () => (read ??= loadStream(gameId).then((items) => new Timeline(items)));
  return {
    current,
    async newer(than) {
      if ((await current()).latest >= than) return current();
      read = undefined;
      return current();
    },
  };
}

/** The SQS handler on AWS; a failed job is retried by SQS, then dead-lettered. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const poster = await connectionPoster();
  return processPartialResponse(event, async (record: SQSRecord) => fanOut(JSON.parse(record.body) as LiveJob, poster), new BatchProcessor(EventType.SQS));
};
