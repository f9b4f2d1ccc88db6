import { createHash } from 'node:crypto';

/** What the timeout handler is invoked with, on AWS and on one machine. */
export interface TimerInput {
  readonly gameId: string;
  /** The period (`Turn.period`) the timer was armed for: it does nothing for another period. */
  readonly period: number;
  /** A reminder's timer: how many hours before the deadline it reminds (reminders.ts); absent for the deadline's own. */
  readonly reminder?: number;
}

/** One period's timer: at `at` (ms), the timeout handler gets its input. */
export interface TurnTimer extends TimerInput {
  readonly at: number;
  /**
   * The game's version the timer was armed as of: put on the ledger of pending timers only
   * while no later version of the game is stored (pending.ts), else GameMovedOn and nothing
   * is armed. Absent: recorded whatever the game's version.
   */
  readonly asOf?: number;
}

/** A timer armed as of a version the game has moved past: nothing was recorded or armed. */
export class GameMovedOn extends Error {
  constructor(
    readonly gameId: string,
    readonly asOf: number,
  ) {
    super(`game ${gameId} has a version after ${asOf}: the timer was not armed`);
  }
}

/** Only what the handler is invoked with (a timer read back from the ledger carries `at` too). */
export const inputOf = ({ gameId, period, reminder }: TimerInput): TimerInput =>
  reminder === undefined ? { gameId, period } : { gameId, period, reminder };

/**
 * The scheduler port. Both operations are idempotent: arming a timer that is already armed,
 * or cancelling one that has fired or was never armed, is not an error, because the stream
 * consumer that calls them may see a record twice.
 */
export interface Scheduler {
  arm(timer: TurnTimer): Promise<void>;
  /**
   * `superseded`: the ledger of pending timers (pending.ts) holds nothing of this one to
   * forget: the same stream record armed the next period's timer of the same kind, whose entry
   * replaced this one's, or the period was never armed (arming.ts). The ledger is left alone;
   * the schedule itself is cancelled all the same.
   */
  cancel(timer: TimerInput, superseded?: boolean): Promise<void>;
}

const NAME = /^[0-9A-Za-z_.-]{1,64}$/;

/**
 * The timer's name, the same every time for one game, period and reminder, so a second arming of the same
 * period finds the first (EventBridge Scheduler: 1 to 64 of [0-9A-Za-z_.-]). Game ids that do
 * not fit are replaced by a hash of them.
 */
export function timerName({ gameId, period, reminder }: TimerInput): string {
  const tail = reminder === undefined ? `${period}` : `${period}-r${reminder}`;
  const plain = `${gameId}-${tail}`;
  if (NAME.test(plain)) return plain;
  return `h${createHash('sha256').update(gameId).digest('hex').slice(0, 40)}-${tail}`;
}
