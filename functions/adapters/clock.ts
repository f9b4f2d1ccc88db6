/**
 * The time, handed in rather than read where it is used: the command flow stamps events with
 * `now()`, and the timer target waits with `sleep` for a deadline it arrived early for. Tests
 * hand in a clock they move themselves instead of waiting for real time to pass.
 */
export interface Clock {
  now(): number;
  /** Resolves once `now()` has moved on by `ms`: at once when the clock is moved past that moment. */
  sleep(ms: number): Promise<void>;
}

/** What the test hook moved the clock forward by: always 0 on AWS, where the hook does not exist. */
let offsetMs = 0;

/** A moment waited for, what happens then, and the timer that wakes for it. */
interface Waiter {
  at: number;
  fire: () => void;
  timeout?: NodeJS.Timeout;
}

const waiting = new Set<Waiter>();

/** setTimeout's longest wait (about 24.8 days); a longer one is waited for in several. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The server's one clock: the system's time, moved forward for good by the test hook
 * (`POST /test/clock`, docs/contract.md, Test hooks). Everything that reads the time for what
 * the contract times reads it: deadlines and turn timers, tickets, the lifetimes of
 * Idempotency-Keys, of replaced webhook secrets and of a rotation's replay, and the rates and
 * windows requests are counted in. What is sent to others (webhook timestamps and signatures),
 * logs, and the waits and durations of the server's own work (retries, leases of a running
 * delivery, latencies) read the real time (docs/timers.md, The clock).
 */
export const systemClock: Clock = {
  now: () => Date.now() + offsetMs,
  sleep: (ms) => new Promise((resolve) => atTime(systemClock.now() + ms, resolve)),
};

function arm(waiter: Waiter): void {
  clearTimeout(waiter.timeout);
  const left = Math.max(0, waiter.at - systemClock.now());
  waiter.timeout = setTimeout(
    () => {
      // A timer may wake a millisecond before the clock agrees, or a wait be longer than one timer.
      if (systemClock.now() < waiter.at) return arm(waiter);
      waiting.delete(waiter);
      waiter.fire();
    },
    Math.min(left, LONGEST_TIMEOUT_MS),
  );
}

/**
 * Calls `fire` once the clock reaches `at` (soon, if it has): what waits for a moment rather
 * than for a span of real time. Returns what cancels it.
 */
export function atTime(at: number, fire: () => void): () => void {
  const waiter: Waiter = { at, fire };
  waiting.add(waiter);
  arm(waiter);
  return () => {
    clearTimeout(waiter.timeout);
    waiting.delete(waiter);
  };
}

/**
 * Moves the clock forward by `ms`, for good. What waited for a moment the jump passed fires at
 * once, soonest first (timers of one delay fire in the order they were set). Answers the new time.
 */
export function advanceClock(ms: number): number {
  offsetMs += ms;
  rearm();
  return systemClock.now();
}

/**
 * The system's time again: for the local stack's stop, since the test files that share a
 * process start a new server each, which must not start where another one's clock was moved.
 */
export function resetClock(): void {
  offsetMs = 0;
  rearm();
}

function rearm(): void {
  for (const waiter of [...waiting].sort((a, b) => a.at - b.at)) arm(waiter);
}
