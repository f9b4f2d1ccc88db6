import { createHash } from 'node:crypto';

/** One period's turn timer: at `at` (ms), the timeout handler gets `{ gameId, period }`. */
export interface TurnTimer {
  readonly gameId: string;
  /** The period (`Turn.period`) the timer was armed for: it does nothing for another period. */
  readonly period: number;
  readonly at: number;
}

/** What the timeout handler is invoked with, on AWS and on one machine. */
export interface TimerInput {
  readonly gameId: string;
  readonly period: number;
}

/**
 * The scheduler port. Both operations are idempotent: arming a timer that is already armed,
 * or cancelling one that has fired or was never armed, is not an error, because the stream
 * consumer that calls them may see a record twice.
 */
export interface Scheduler {
  arm(timer: TurnTimer): Promise<void>;
  cancel(timer: TimerInput): Promise<void>;
}

const NAME = /^[0-9A-Za-z_.-]{1,64}$/;

/**
 * The timer's name, the same every time for one game and period, so a second arming of the same
 * period finds the first (EventBridge Scheduler: 1 to 64 of [0-9A-Za-z_.-]). Game ids that do
 * not fit are replaced by a hash of them.
 */
export function timerName({ gameId, period }: TimerInput): string {
  const plain = `${gameId}-${period}`;
  if (NAME.test(plain)) return plain;
  return `h${createHash('sha256').update(gameId).digest('hex').slice(0, 40)}-${period}`;
}
