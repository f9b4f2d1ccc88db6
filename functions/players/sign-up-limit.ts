import { ConditionalCheckFailedException, UpdateCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { readTable, tableNames } from '../adapters/tables.ts';
import { systemClock } from '../adapters/clock.ts';

/**
 * A per-address limit on sign-ups (POST /players, the one public route that writes without a
 * token), under the stage's global throttle: SIGN_UPS_PER_MINUTE sign-ups per source address
 * per calendar minute. The count is one read-table item per address and minute, raised by a
 * conditional update (one write per sign-up, nothing to run or pay for between them), which
 * DynamoDB's TTL deletes after the minute. Unset or 0: no limit (`npm start`, where test suites
 * sign hundreds of players up from 127.0.0.1); the stack sets it (docs/deploy.md).
 */
export function signUpsPerMinute(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env.SIGN_UPS_PER_MINUTE;
  if (value === undefined || value === '' || value === '0') return undefined;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) throw new Error(`SIGN_UPS_PER_MINUTE must be a whole number of sign-ups, not ${value}`);
  return Number(value);
}

const MINUTE_MS = 60_000;
/** The counter outlives its minute a little: DynamoDB's TTL deletes within a few days, and a stale count is never read again. */
const KEPT_SECONDS = 120;

/**
 * Counts one sign-up from `address`; answers undefined when it is within the limit, else the
 * seconds until the next minute, when it is let through again (Retry-After).
 */
export async function countSignUp(address: string, now = systemClock.now()): Promise<number | undefined> {
  const limit = signUpsPerMinute();
  if (limit === undefined) return undefined;
  const minute = Math.floor(now / MINUTE_MS);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: readKeys.signUps(address, minute),
        UpdateExpression: 'ADD #count :one SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'signUps', '#expires': readTable.ttlAttribute },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': Math.floor(now / 1000) + KEPT_SECONDS },
      }),
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000));
  }
}
