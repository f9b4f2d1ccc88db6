import { isServerError, isThrottlingError, isTransientError } from '@smithy/service-error-classification';
import { MAXIMUM_RETRY_DELAY, Retry } from '@smithy/util-retry';

/**
 * Retries as the AWS SDK v3's standard mode does them, with its own parts: its error classes
 * (`@smithy/service-error-classification`) and its delays (`@smithy/util-retry`): only throttles
 * and transient failures are tried again, after a full-jitter wait (anywhere from 0 to the base
 * delay doubled per retry, at most 20 s), throttles from the SDK's longer throttling base delay.
 * The SDK's retry quota is left out on purpose: it lasts a process's lifetime, so after an
 * outage it would have been spent, and the first requests on connections the outage left
 * broken would then fail untried, when the local server (and a warm Lambda) must serve again
 * within seconds of the database's return.
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

/** The SDK's wait before retry number `retry` (0 for the first): a random share of its base delay doubled per retry. */
export function retryDelayMs(errorType: ErrorClass, retry: number): number {
  const base = errorType === 'THROTTLING' ? Retry.throttlingDelay() : Retry.delay();
  return Math.floor(Math.random() * Math.min(base * 2 ** retry, MAXIMUM_RETRY_DELAY));
}

/**
 * Runs `attempt` until it succeeds, it fails for a cause the SDK does not retry, or it has had
 * its tries; the budget also stops it once another try could not end in time.
 */
export async function withAwsRetries<T>(
  settings: RetrySettings,
  attempt: () => Promise<T>,
  onError: (error: unknown, errorType: ErrorClass, tries: number) => void,
): Promise<T> {
  const budget = retryBudgetMs(settings);
  const started = Date.now();
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const errorType = errorClass(error);
      onError(error, errorType, tries);
      const retryable = errorType === 'THROTTLING' || errorType === 'TRANSIENT';
      const wait = retryDelayMs(errorType, tries - 1);
      if (!retryable || tries >= settings.attempts || Date.now() - started + wait + settings.timeoutMs > budget) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
