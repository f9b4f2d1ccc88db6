/**
 * Quick match's timings (docs/contract.md, Quick match; docs/matchmaking.md): the rating gap a
 * ticket accepts after waiting so long, when bots may fill its table, when it expires, and when
 * a searching ticket is looked at again.
 */

/** The accepted difference of `ordinal` for a ticket that has just arrived. */
export const FIRST_GAP = 5;
/** How much the accepted difference widens each second of waiting. */
export const GAP_PER_SECOND = 0.5;
/** From this wait on, anyone is accepted. */
export const ANYONE_AFTER_MS = 60_000;
/** `bots: true`: from this wait on, the table is filled with strong bots. */
export const BOTS_AFTER_MS = 30_000;
/** A ticket still searching after this long becomes `expired`. */
export const EXPIRES_AFTER_MS = 5 * 60_000;
/**
 * The first look again after the ticket's arrival: soon, because the reaction to its arrival may
 * have run before a ticket made at the same moment was on the pool's index (an index of
 * DynamoDB is read a moment behind its table), and that ticket's own reaction may have missed
 * this one in the same way.
 */
export const FIRST_RECHECK_MS = 1_000;
/** Then every few seconds while it searches: the gap has widened since. */
export const RECHECK_MS = 5_000;

/** The accepted difference of `ordinal` after waiting `waitedMs`: Infinity from a minute on. */
export function acceptedGap(waitedMs: number): number {
  if (waitedMs >= ANYONE_AFTER_MS) return Infinity;
  return FIRST_GAP + (Math.max(0, waitedMs) / 1000) * GAP_PER_SECOND;
}

/**
 * How long until a ticket made at `createdAt` is looked at again, at `now`: the next recheck,
 * but never past the moment its bots may come or it expires, so each happens on time.
 */
export function nextCheckIn(ticket: { createdAt: number; bots: boolean }, now: number): number {
  const waited = now - ticket.createdAt;
  const moments = [waited < FIRST_RECHECK_MS ? FIRST_RECHECK_MS : waited + RECHECK_MS, EXPIRES_AFTER_MS];
  if (ticket.bots && waited < BOTS_AFTER_MS) moments.push(BOTS_AFTER_MS);
  if (waited < ANYONE_AFTER_MS) moments.push(ANYONE_AFTER_MS);
  return Math.max(0, Math.min(...moments) - waited);
}
