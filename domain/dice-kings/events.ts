import type { GameEnded, PlayerId, PlayerResigned } from '../kernel/index.ts';
import type { Box } from './boxes.ts';

/** A player's turn begins: no dice yet, three rolls left (step `roll`). */
export interface TurnStarted {
  readonly type: 'TurnStarted';
  readonly playerId: PlayerId;
}

/** A roll: `keep` names the positions kept, `dice` all five values after the roll (so a replay never draws). */
export interface DiceRolled {
  readonly type: 'DiceRolled';
  readonly playerId: PlayerId;
  readonly keep: readonly number[];
  readonly dice: readonly number[];
}

/** The one box of the turn is filled: its points, and any More Dice Kings bonus earned (ruling 4). */
export interface BoxScored {
  readonly type: 'BoxScored';
  readonly playerId: PlayerId;
  readonly column: number;
  readonly box: Box;
  readonly points: number;
  readonly extraKings: number;
}

export type Event = TurnStarted | DiceRolled | BoxScored | PlayerResigned | GameEnded;
