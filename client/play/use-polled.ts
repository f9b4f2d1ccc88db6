import { useEffect, useState } from 'preact/hooks';
import type { Client } from '../src/index.ts';
import { describe } from './session.ts';
import { rateLimitedFor, useCountdown } from './try-again.ts';

export interface Polled<T> {
  /** The last answer read; null until the first one arrives. */
  value: T | null;
  /** Why the last read failed, as a sentence; null once a read succeeds again. */
  problem: string | null;
  /** Reads again now (after the page changed what is read), then every `everyMs` from then. */
  refresh(): void;
}

/**
 * A read of a projection with no live feed (the lobby list, my games, the chip balance): it is
 * made again every `everyMs`, until the screen goes away or the client (the player) changes.
 * A failed read keeps the value last shown; the next one tries again. A read refused for a
 * budget is made again when its Retry-After says, the countdown shown meanwhile.
 */
export function usePolled<T>(client: Client, read: (client: Client) => Promise<T>, everyMs: number): Polled<T> {
  const [polled, setPolled] = useState<Omit<Polled<T>, 'refresh'>>({ value: null, problem: null });
  // Asking again starts the reads over: the effect below runs anew.
  const [asked, setAsked] = useState(0);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waiting = useCountdown(retryAt);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const refresh = async () => {
      let next = everyMs;
      try {
        const value = await read(client);
        if (stopped) return;
        setPolled({ value, problem: null });
        setRetryAt(null);
      } catch (error) {
        if (stopped) return;
        const seconds = rateLimitedFor(error);
        if (seconds === null) setPolled((last) => ({ value: last.value, problem: describe(error) }));
        else {
          next = seconds * 1000;
          setRetryAt(Date.now() + next);
        }
      }
      timer = setTimeout(refresh, next);
    };
    void refresh();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `read` is a new function on every render; the client alone says what is read.
  }, [client, everyMs, asked]);
  return { value: polled.value, problem: waiting ?? polled.problem, refresh: () => setAsked((times) => times + 1) };
}
