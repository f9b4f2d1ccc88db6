/**
 * What follows by itself once a step's last decision is made: the end of step `white`
 * (rows locked in it close, the end is checked, step `colour` begins or is skipped) and the
 * end of the turn (penalty, the end checked again, the next thrower).
 */
import { nextInTurn, type GameEnded } from '../kernel/index.ts';
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

export const gameEnded = (state: State): GameEnded => ({ type: 'GameEnded', result: finalResult(state) });

/** Rows a player locked that are still open for everyone: they close now (ruling 4), and their dice leave the game. */
const closeLockedRows = (state: State): Event[] =>
  ROWS.filter((row) => !state.lockedRows.includes(row) && state.players.some((p) => state.sheets[p]!.locks.includes(row))).map((row) => ({
    type: 'RowLocked',
    row,
  }));

/**
 * Ruling 4: rows locked in step `white` close for everyone when it ends. Ruling 8: the end is
 * checked then, and an end here means no step `colour` and no penalty. Ruling 6: step `colour`
 * is skipped when the thrower has no legal coloured cross.
 */
function endWhiteStep(state: State): Event[] {
  const locks = closeLockedRows(state);
  const closed = fold(state, locks);
  if (endReached(closed)) return [...locks, gameEnded(closed)];
  if (colourCrosses(closed).length > 0) return [...locks, { type: 'ColourStepBegan', thrower: closed.current! }];
  return [...locks, ...endTurn(closed)];
}

/** Ruling 7: the thrower takes a penalty for a turn with nothing crossed; ruling 8: the end is checked. */
export function endTurn(state: State): Event[] {
  const penalty: Event[] = state.throwerCrossed ? [] : [{ type: 'PenaltyTaken', playerId: state.current! }];
  return [...penalty, ...nextThrower(fold(state, penalty))];
}

/** Ruling 8: the end checked as the turn ends; else the next seat throws, skipping who resigned (Resigning ruling 1). */
function nextThrower(state: State): Event[] {
  if (endReached(state)) return [gameEnded(state)];
  return [{ type: 'TurnStarted', playerId: nextInTurn(state.players, state.resigned, state.current!) }];
}

/** Step `colour` ends with the thrower's cross or pass: a lock closes the row at once. */
export function endColourStep(state: State, events: Event[]): Event[] {
  const after = fold(state, events);
  const locks = closeLockedRows(after);
  return [...events, ...locks, ...endTurn(fold(after, locks))];
}

/**
 * Resigning ruling 2: when the thrower resigns, the turn ends at once with no penalty and no
 * coloured die. Rows locked in step white so far close, as at any end of the step (ruling 4),
 * and the end is checked (ruling 8); else the next seat that has not resigned throws.
 */
export function throwerResigned(state: State): Event[] {
  const locks = closeLockedRows(state);
  return [...locks, ...nextThrower(fold(state, locks))];
}
