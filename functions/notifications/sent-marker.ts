import { PutCommand } from '../adapters/documents.ts';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { readTable, tableNames } from '../adapters/tables.ts';
import type { PushJob } from './push-job.ts';

/**
 * Kept past every copy of a job that can still come: a stream record is redelivered within its
 * 24-hour retention, and a job's retries are over within the hour (send-push.ts).
 */
const KEPT_SECONDS = 2 * 24 * 3600;

/**
 * Claims the job's one sending, BEFORE it is sent: true for the first attempt of a job id that
 * no copy has claimed, and for each later attempt of the same job (a retry after a 429 or a
 * 5xx: the platform took nothing); false for a copy (a stream record handled twice, SQS
 * handing a message out twice, a restart handling a job again). At most once, as the contract
 * says: a crash between the claim and the send loses that one message, where marking after
 * sending would send it twice.
 */
export function claimSending(job: PushJob): Promise<boolean> {
  return conditionally(
    dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: {
          ...readKeys.pushSent(job.id),
          attempt: job.attempt,
          [readTable.ttlAttribute]: Math.floor(Date.now() / 1000) + KEPT_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR attempt < :attempt',
        ExpressionAttributeValues: { ':attempt': job.attempt },
      }),
    ),
  );
}
