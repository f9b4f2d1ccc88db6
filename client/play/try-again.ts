import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../src/index.ts';

/**
 * A request past its budget (429 `rate-limited`, docs/contract.md, Fair share) changed nothing
 * and may be made again after its Retry-After. The page's client has the SDK raise it at once
 * (session.ts) so that the player sees why nothing happens yet: "Too many requests, trying
 * again in N s", counting down, and then the page tries again by itself.
 */

/** The seconds a 429 `rate-limited` asks to wait (at least 1); null for any other failure. */
export function rateLimitedFor(error: unknown): number | null {
  return error instanceof ApiError && error.code === 'rate-limited' ? Math.max(1, error.retryAfter ?? 1) : null;
}

/** While `until` (a time in ms) lies ahead: the sentence that counts down to it, second by second; else null. */
export function useCountdown(until: number | null): string | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    // A quarter second, so that the count moves on close to each whole second.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? null : `Too many requests, trying again in ${Math.max(1, Math.ceil((until - now) / 1000))} s`;
}

/**
 * Runs an action, and again after each 429 `rate-limited` once its Retry-After has passed, for
 * as long as the screen is shown; `waiting` is the countdown meanwhile. Any other failure, or
 * the screen gone, ends it with that error.
 */
export function useTryAgain() {
  const [until, setUntil] = useState<number | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const attempt = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      for (;;) {
        try {
          return await action();
        } catch (error) {
          const seconds = rateLimitedFor(error);
          if (seconds === null || !shown.current) throw error;
          setUntil(Date.now() + seconds * 1000);
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
          if (!shown.current) throw error;
        }
      }
    } finally {
      if (shown.current) setUntil(null);
    }
  };
  return { attempt, waiting: useCountdown(until) };
}
