import { VersionTaken } from '../../adapters/event-store.ts';
import { withRetries } from '../../adapters/retry.ts';
import { BalanceMoved } from '../../chips/stakes.ts';

/** Attempts of one command in all, the first included. */
export const MAX_ATTEMPTS = 12;

/**
 * Runs a command's attempt again when it lost a race: another writer took the version first
 * (VersionTaken), or a balance read for a start changed before its write (BalanceMoved). Each
 * attempt reloads the game and decides again, a bounded number of times with jittered backoff,
 * so simultaneous decisions are never lost. Any other error is thrown at once.
 */
export function againOnRace<T>(attempt: () => Promise<T>): Promise<T> {
  return withRetries(attempt, {
    attempts: MAX_ATTEMPTS,
    firstDelayMs: 5,
    maxDelayMs: 200,
    retryable: (error) => error instanceof VersionTaken || error instanceof BalanceMoved,
  });
}
