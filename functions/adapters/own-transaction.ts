import { setTimeout as sleep } from 'node:timers/promises';

/**
 * DynamoDB's TransactionInProgressException: a TransactWriteItems came with the
 * ClientRequestToken of one that is still running. dynamo.ts gives every transaction a token of
 * its own and sends its retries with the same one, so the one still running is our own earlier
 * try of the very same write (its answer was lost or timed out). It is no conflict and no
 * failure: that try will settle, and the same request then answers how it did (done, or why it
 * was cancelled). Known by its name, which DynamoDB's answer (`__type`) and the SDK's
 * exception class both give it.
 */
export const ownTransactionRunning = (error: unknown): boolean => error instanceof Error && error.name === 'TransactionInProgressException';

/** The waits between sends while our transaction runs: it settles in milliseconds, seldom in seconds. */
const FIRST_WAIT_MS = 25;
const LONGEST_WAIT_MS = 400;

/**
 * One try of a DynamoDB request, given until when it may last: while DynamoDB says our own
 * transaction is still in progress, the same request (same body, same token) is sent again
 * after a short wait, doubling, until it settles. Its answer is the try's; past `until`, the
 * exception is (the SDK classes it a throttle: the database could not serve it yet, a 503 at
 * the edge, never a conflict). The waits are not jittered: no crowd is to be spread, only we
 * wait on our own transaction.
 */
export async function untilOwnTransactionSettles<T>(send: () => Promise<T>, until: number): Promise<T> {
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await send();
    } catch (error) {
      if (!ownTransactionRunning(error) || Date.now() + wait >= until) throw error;
      await sleep(wait);
    }
  }
}
