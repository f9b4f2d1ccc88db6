import { isServerError, isThrottlingError, isTransientError } from '@smithy/service-error-classification';
import { MAXIMUM_RETRY_DELAY, Retry, StandardRetryStrategy } from '@smithy/util-retry';

/**
 * Retries as the AWS SDK v3 does them, with its own parts: its error classes
 * (`@smithy/service-error-classification`) and its standard retry strategy (`@smithy/util-retry`):
 * only throttles and transient failures are tried again, after a full-jitter wait (anywhere from
 * 0 to the base delay doubled per retry), throttles from the SDK's longer throttling base delay,
 * while the process's retry quota lasts (a failing service is not hammered by every caller).
 */
export type ErrorClass = 'THROTTLING' | 'TRANSIENT' | 'SERVER_ERROR' | 'CLIENT_ERROR';

/** The class the SDK gives an error: the shape it reads is `name`, `code` (Node's, for the network) and `$metadata.httpStatusCode`. */
export function errorClass(error: unknown): ErrorClass {
  const e = error as Parameters<typeof isThrottlingError>[0];
  if (isThrottlingError(e)) return 'THROTTLING';
  if (isTransientError(e)) return 'TRANSIENT';
  if (isServerError(e)) return 'SERVER_ERROR';
  return 'CLIENT_ERROR';
}

export interface RetrySettings {
  /** How long a silent connection is waited for. */
  timeoutMs: number;
  /** Tries in all. */
  attempts: number;
}

/**
 * The longest a request may take with all its retries: every try timing out, and every wait
 * its longest (a throttle's). It must stay within the calling function's own time-out
 * (test/functions/adapters/aws-retries.test.ts checks every caller's settings).
 */
export function retryBudgetMs({ timeoutMs, attempts }: RetrySettings): number {
  let waits = 0;
  for (let retry = 0; retry < attempts - 1; retry++) waits += Math.min(Retry.throttlingDelay() * 2 ** retry, MAXIMUM_RETRY_DELAY);
  return attempts * timeoutMs + waits;
}

/** One strategy (and so one retry quota) per service and process, as one SDK client per process would have. */
const strategies = new Map<string, StandardRetryStrategy>();

/**
 * Runs `attempt` until it succeeds or the SDK's strategy says to stop; `budgetMs` also stops it
 * once another try could not end in time. Returns the answer and how many tries it took.
 */
export async function withAwsRetries<T>(
  scope: string,
  settings: RetrySettings,
  attempt: () => Promise<T>,
  onError: (error: unknown, errorType: ErrorClass, tries: number) => void,
): Promise<{ value: T; tries: number; retryDelayMs: number }> {
  const strategy = strategies.get(scope) ?? new StandardRetryStrategy(Number.MAX_SAFE_INTEGER);
  strategies.set(scope, strategy);
  const budget = retryBudgetMs(settings);
  const started = Date.now();
  let token = await strategy.acquireInitialRetryToken(scope);
  let retryDelayMs = 0;
  for (let tries = 1; ; tries++) {
    try {
      const value = await attempt();
      strategy.recordSuccess(token);
      return { value, tries, retryDelayMs };
    } catch (error) {
      const errorType = errorClass(error);
      onError(error, errorType, tries);
      const longestWait = Math.min(Retry.throttlingDelay() * 2 ** (tries - 1), MAXIMUM_RETRY_DELAY);
      if (tries >= settings.attempts || Date.now() - started + longestWait + settings.timeoutMs > budget) throw error;
      const before = Date.now();
      token = await strategy
        .refreshRetryTokenForRetry(token, { errorType, error: error as Parameters<typeof isThrottlingError>[0] })
        .catch(() => {
          throw error;
        });
      retryDelayMs += Date.now() - before;
    }
  }
}
