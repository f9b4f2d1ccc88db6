/**
 * The server's one clock (functions/adapters/clock.ts): the test hook moves it forward for good,
 * and what waits for a moment the jump passes fires at once, soonest first (docs/contract.md,
 * Test hooks: "what falls due in the jump happens as it would have at its time").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, atTime, resetClock, systemClock } from '../../functions/adapters/clock.ts';

const HOUR = 3_600_000;

// Workers keep their modules from file to file: the next file finds the system's time.
afterEach(() => resetClock());

describe('the server clock', () => {
  it('is the system time until moved, then ahead of it by what it was moved, for good', () => {
    expect(Math.abs(systemClock.now() - Date.now())).toBeLessThan(50);
    const answered = advanceClock(HOUR);
    expect(answered - Date.now()).toBeGreaterThanOrEqual(HOUR - 50);
    advanceClock(HOUR);
    expect(systemClock.now() - Date.now()).toBeGreaterThanOrEqual(2 * HOUR - 50);
    expect(systemClock.now() - Date.now()).toBeLessThan(2 * HOUR + 50);
  });

  it('fires what falls due in a jump at once, soonest first, and leaves what is still ahead', async () => {
    const start = systemClock.now();
    const fired: string[] = [];
    // Set in another order than their moments.
    atTime(start + 2 * HOUR, () => fired.push('two hours'));
    atTime(start + 3 * HOUR, () => fired.push('three hours'));
    atTime(start + HOUR, () => fired.push('an hour'));
    const cancel = atTime(start + HOUR + 1, () => fired.push('cancelled'));
    cancel();

    advanceClock(2.5 * HOUR);
    await vi.waitFor(() => expect(fired).toEqual(['an hour', 'two hours']), { timeout: 1_000, interval: 5 });
    advanceClock(HOUR);
    await vi.waitFor(() => expect(fired).toEqual(['an hour', 'two hours', 'three hours']), { timeout: 1_000, interval: 5 });
  });

  it('fires a moment already past soon, and one a few milliseconds ahead when the clock gets there', async () => {
    const fired: string[] = [];
    atTime(systemClock.now() - 1_000, () => fired.push('past'));
    atTime(systemClock.now() + 30, () => fired.push('soon'));
    await vi.waitFor(() => expect(fired).toEqual(['past', 'soon']), { timeout: 1_000, interval: 5 });
  });

  it('sleep waits for the clock: a day of it ends when the clock is moved past it', async () => {
    let woke = false;
    const sleeping = systemClock.sleep(24 * HOUR).then(() => (woke = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woke).toBe(false);
    advanceClock(HOUR);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woke).toBe(false);
    advanceClock(23 * HOUR);
    await sleeping;
    expect(woke).toBe(true);
  });
});
