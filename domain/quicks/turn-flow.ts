/**
 * What follows by itself once a step's last decision is made: the end of step `white`
 * (rows locked in it close, the end is checked, step `colour` begins or is skipped) and the
 * end of the turn (penalty, the end checked again, the next thrower).
 */
import type { GameEnded } from '../kernel/index.ts';
import { colourCrosses } from './cross-rule.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { ROWS } from './rows.ts';
import { endReached, finalResult } from './scoring.ts';
import type { State } from './state.ts';

const fold = (state: State, events: readonly Event[]): State => events.reduce(evolve, state);

/** `events` just decided, then whatever they set going by themselves. */
export function andThen(state: State, events: Event[]): Event[] {
  const after = fold(state, events);
  if (after.step === 'white' && after.undecided.length === 0) return [...events, ...endWhiteStep(after)];
  return events;
}

const gameEnded = (state: State): GameEnded => ({ type: 'GameEnded', result: finalResult(state) });

/**
 * Ruling 4: rows locked in step `white` close for everyone when it ends. Ruling 8: the end is
 * checked then, and an end here means no step `colour` and no penalty. Ruling 6: step `colour`
 * is skipped when the thrower has no legal coloured cross.
 */
function endWhiteStep(state: State): Event[] {
  const lockedInStep = ROWS.filter(
    (row) => !state.lockedRows.includes(row) && state.players.some((p) => state.sheets[p]!.locks.includes(row)),
  );
  const locks: Event[] = lockedInStep.map((row) => ({ type: 'RowLocked', row }));
  const closed = fold(state, locks);
  if (endReached(closed)) return [...locks, gameEnded(closed)];
  if (colourCrosses(closed).length > 0) return [...locks, { type: 'ColourStepBegan', thrower: closed.thrower! }];
  return [...locks, ...endTurn(closed)];
}

/** Ruling 7: the thrower takes a penalty for a turn with nothing crossed; ruling 8: the end is checked. */
export function endTurn(state: State): Event[] {
  const thrower = state.thrower!;
  const penalty: Event[] = state.throwerCrossed ? [] : [{ type: 'PenaltyTaken', playerId: thrower }];
  const ended = fold(state, penalty);
  if (endReached(ended)) return [...penalty, gameEnded(ended)];
  const next = state.players[(state.players.indexOf(thrower) + 1) % state.players.length]!;
  return [...penalty, { type: 'TurnBegan', thrower: next }];
}

/** Step `colour` ends with the thrower's cross or pass: a lock closes the row at once. */
export function endColourStep(state: State, events: Event[]): Event[] {
  const after = fold(state, events);
  const lockedNow = ROWS.filter((row) => !after.lockedRows.includes(row) && after.sheets[after.thrower!]!.locks.includes(row));
  const locks: Event[] = lockedNow.map((row) => ({ type: 'RowLocked', row }));
  return [...events, ...locks, ...endTurn(fold(after, locks))];
}
