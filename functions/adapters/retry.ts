import pRetry from 'p-retry';

export interface Retries {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; each later one doubles, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs?: number;
  /** Whether an error is worth another attempt; any other error is thrown at once. */
  retryable: (error: Error) => boolean;
  /** Ends the waiting at once: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Runs `work` until it succeeds, again after each retryable error with exponential backoff
 * (jittered, so writers that collided do not collide again in step), at most `attempts`
 * times; then the last error is thrown. p-retry does the counting and waiting.
 */
export function withRetries<T>(
  work: (attempt: number) => Promise<T>,
  { attempts, firstDelayMs, maxDelayMs, retryable, signal }: Retries,
): Promise<T> {
  return pRetry(work, {
    retries: attempts - 1,
    minTimeout: firstDelayMs,
    maxTimeout: maxDelayMs ?? Infinity,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => retryable(error),
    signal,
  });
}

class Unprocessed extends Error {}

/**
 * A batch request (BatchGetItem, BatchWriteItem) until DynamoDB has processed all of it: `send`
 * sends the requests it is given and returns those DynamoDB left unprocessed, which are sent
 * again after a backoff (as AWS advises: leftovers mean the table is busy), at most 8 times in
 * all; then the call fails, naming `what` and how many were left.
 */
export async function sendUntilProcessed<Request>(
  what: string,
  requests: readonly Request[],
  send: (requests: readonly Request[]) => Promise<readonly Request[]>,
): Promise<void> {
  let pending = requests;
  await withRetries(
    async () => {
      pending = await send(pending);
      if (pending.length > 0) throw new Unprocessed(`${what}: DynamoDB kept ${pending.length} requests unprocessed`);
    },
    { attempts: 8, firstDelayMs: 50, maxDelayMs: 2_000, retryable: (error) => error instanceof Unprocessed },
  );
}
