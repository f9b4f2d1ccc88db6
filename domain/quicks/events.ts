import type { GameEnded, PlayerId, PlayerResigned } from '../kernel/index.ts';
import type { Row } from './rows.ts';

/** The dice of one throw: the two white ones and each coloured die still in the game. */
export interface Dice {
  readonly white: readonly [number, number];
  readonly red?: number;
  readonly yellow?: number;
  readonly green?: number;
  readonly blue?: number;
}

/** Step `throw` begins: `thrower` is to throw all dice still in the game. */
export interface TurnBegan {
  readonly type: 'TurnBegan';
  readonly thrower: PlayerId;
}

/** The dice fell (the values recorded, so a replay never throws again); step `white` begins. */
export interface DiceThrown {
  readonly type: 'DiceThrown';
  readonly thrower: PlayerId;
  readonly dice: Dice;
}

/** A player crossed `number` in `row`; the last number of a row is that player's lock cross. */
export interface Crossed {
  readonly type: 'Crossed';
  readonly playerId: PlayerId;
  readonly row: Row;
  readonly number: number;
}

/** A player let the step's dice be (a decision in step `white`, the end of step `colour`). */
export interface Passed {
  readonly type: 'Passed';
  readonly playerId: PlayerId;
}

/** The row closes for everyone and the die of its colour leaves the game (ruling 4). */
export interface RowLocked {
  readonly type: 'RowLocked';
  readonly row: Row;
}

/** Step `colour` begins: the thrower may add a white die to a coloured one. */
export interface ColourStepBegan {
  readonly type: 'ColourStepBegan';
  readonly thrower: PlayerId;
}

/** The thrower crossed nothing in either step of their turn (ruling 7). */
export interface PenaltyTaken {
  readonly type: 'PenaltyTaken';
  readonly playerId: PlayerId;
}

export type Event = TurnBegan | DiceThrown | Crossed | Passed | RowLocked | ColourStepBegan | PenaltyTaken | PlayerResigned | GameEnded;

/**
 * Event schema 1 (items stored without a schema): Crossed, Passed and PenaltyTaken named the
 * actor `player` before every game named it `playerId`. Such events are read in today's
 * shape, so old games fold and list alike.
 */
export function upcast(stored: { readonly type: string } & Record<string, unknown>, schema: number): Event {
  if (schema >= 2) return stored as unknown as Event;
  const { player, ...rest } = stored;
  return (typeof player === 'string' ? { ...rest, playerId: player } : stored) as unknown as Event;
}
