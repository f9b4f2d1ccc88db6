import { createHash } from 'node:crypto';

/** One step's turn timer: at `at` (ms), the timeout handler gets `{ gameId, step }`. */
export interface TurnTimer {
  readonly gameId: string;
  /** The step number (`Turn.number`) the timer was armed for: it does nothing for another step. */
  readonly step: number;
  readonly at: number;
}

/** What the timeout handler is invoked with, on AWS and on one machine. */
export interface TimerInput {
  readonly gameId: string;
  readonly step: number;
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
 * The timer's name, the same every time for one game and step, so a second arming of the same
 * step finds the first (EventBridge Scheduler: 1 to 64 of [0-9A-Za-z_.-]). Game ids that do
 * not fit are replaced by a hash of them.
 */
export function timerName({ gameId, step }: TimerInput): string {
  const plain = `${gameId}-${step}`;
  if (NAME.test(plain)) return plain;
  return `h${createHash('sha256').update(gameId).digest('hex').slice(0, 40)}-${step}`;
}
