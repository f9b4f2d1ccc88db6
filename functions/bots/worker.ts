import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { examineTicket } from '../matchmaking/examine.ts';
import type { MatchJob } from '../matchmaking/queue.ts';
import { observed } from '../observability/middleware.ts';
import { moveBots } from './move.ts';
import type { BotJob } from './queue.ts';

/**
 * The bot worker on AWS, fed by the bot queue, and by the matchmaking queue too: a quick-match
 * look (functions/matchmaking/examine.ts) seats bots as often as people, and a function of its
 * own would pass the stack's limit of functions (test/infra/growth.test.ts). A job names a
 * game (the bots it awaits move) or a ticket (it is looked at). A failed job is retried by SQS,
 * then dead-lettered.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> =>
  processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const job = JSON.parse(record.body) as BotJob | MatchJob;
      if ('ticketId' in job) await examineTicket(job.ticketId);
      else await moveBots(job.gameId);
    },
    new BatchProcessor(EventType.SQS),
  ),
);
