import { GetCommand } from './documents.ts';
import { dynamo, withinDeadline } from './dynamo.ts';
import { tableNames } from './tables.ts';

/**
 * How long one answer about the database stands. A load balancer or uptime check may ask
 * many times a second; the database is asked at most once in that time, and an outage is
 * not hammered by every check.
 */
const CACHE_MS = 1_500;

/** docs/contract.md (Service): /health answers within one second, even when the database never does. */
const ANSWER_WITHIN_MS = 500;

let last: { until: number; answer: Promise<boolean> } | undefined;

/**
 * Whether the database answers: one eventually consistent GetItem of a key nobody writes, the
 * cheapest read DynamoDB has (half a read unit), given up after ANSWER_WITHIN_MS. While the
 * client's breaker knows the database is silent, no request is sent: no at once. Checks made
 * at once share one request.
 */
export function databaseAnswers(now = Date.now()): Promise<boolean> {
  if (last && last.until > now) return last.answer;
  const answer = withinDeadline(ANSWER_WITHIN_MS, () =>
    dynamo().send(new GetCommand({ TableName: tableNames().read, Key: { pk: 'HEALTH', sk: 'HEALTH' } })),
  ).then(
    () => true,
    () => false,
  );
  last = { until: now + CACHE_MS, answer };
  return answer;
}
