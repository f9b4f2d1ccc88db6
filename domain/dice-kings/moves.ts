/** The moves that a command and a timeout both make: a roll, and filling the turn's box. */
import type { Draws, PlayerId } from '../kernel/index.ts';
import type { Box } from './boxes.ts';
import type { BoxScored, DiceRolled, Event } from './events.ts';
import { scoreInColumn } from './scoring.ts';
import type { State } from './state.ts';
import { endTurn } from './turn-flow.ts';

/**
 * A roll (docs/contract.md test rig): one value for each die being rolled, in order of position; kept
 * dice stay in their places, the rolled ones take the new values in order of position.
 */
export function roll(state: State, player: PlayerId, keep: readonly number[], draws: Draws): DiceRolled {
  const kept = [...new Set(keep)].sort((a, b) => a - b);
  const thrown = draws.dice(5 - kept.length);
  let next = 0;
  const dice = Array.from({ length: 5 }, (_, i) => (kept.includes(i) ? state.dice![i]! : thrown[next++]!));
  return { type: 'DiceRolled', playerId: player, keep: kept, dice };
}

/** Fills `box` of `column` with the current dice: "in every turn exactly one box of your own pad is filled in". */
export function fill(state: State, player: PlayerId, column: number, box: Box): Event[] {
  const { points, extraKings } = scoreInColumn(state.pads[player]![column]!, box, state.dice!, state.config);
  const scored: BoxScored = { type: 'BoxScored', playerId: player, column, box, points, extraKings };
  return endTurn(state, [scored]);
}
