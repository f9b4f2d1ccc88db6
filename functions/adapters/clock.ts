import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The time, handed in rather than read where it is used: the command flow stamps events with
 * `now()`, and the timer target waits with `sleep` for a deadline it arrived early for. Tests
 * hand in a clock they move themselves instead of waiting for real time to pass.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => sleep(ms),
};
