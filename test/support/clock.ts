import type { Clock } from '../../functions/adapters/clock.ts';

/** A clock the test moves itself: `sleep` moves it on at once, so nothing waits for real time. */
export function testClock(start = Date.now()): Clock & { set(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}
