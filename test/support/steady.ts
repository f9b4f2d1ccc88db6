import { vi } from 'vitest';

/**
 * `count()` once it has stayed the same for `quietMs` (read every 100 ms, for 30 s at most): how
 * a test of a server in another process knows that what it sends out has stopped coming.
 */
export function steady(count: () => number, quietMs: number): Promise<number> {
  let last = -1;
  let since = Date.now();
  return vi.waitFor(
    () => {
      if (count() !== last) [last, since] = [count(), Date.now()];
      if (Date.now() - since < quietMs) throw new Error(`${last} arrivals, the last ${Date.now() - since} ms ago`);
      return last;
    },
    { timeout: 30_000, interval: 100 },
  );
}
