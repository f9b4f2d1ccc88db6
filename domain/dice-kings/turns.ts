import { highestScoresWin, type Draws, type PlayerId } from '../kernel/index.ts';
import { BOXES, type Box } from './boxes.ts';
import type { BoxScored, DiceRolled, Event } from './events.ts';
import { evolve } from './evolve.ts';
import { padScore, scoreInColumn } from './pad.ts';
import type { State } from './state.ts';

/**
 * A roll (API.md test rig): one value for each die being rolled, in order of position; kept
 * dice stay in their places, the rolled ones take the new values in order of position.
 */
export function roll(state: State, player: PlayerId, keep: readonly number[], draws: Draws): DiceRolled {
  const kept = [...new Set(keep)].sort((a, b) => a - b);
  const thrown = draws.dice(5 - kept.length);
  let next = 0;
  const dice = Array.from({ length: 5 }, (_, i) => (kept.includes(i) ? state.dice![i]! : thrown[next++]!));
  return { type: 'DiceRolled', playerId: player, keep: kept, dice };
}

const isFull = (state: State, player: PlayerId): boolean =>
  (state.pads[player] ?? []).every((column) => BOXES.every((box) => column.boxes[box] !== undefined));

/**
 * Fills `box` of `column` with the current dice, then passes the turn on in seat order, or ends
 * the game ("A game has 13 rounds": it ends when the last box of the last pad is filled).
 */
export function fill(state: State, player: PlayerId, column: number, box: Box): Event[] {
  const { points, extraKings } = scoreInColumn(state.pads[player]![column]!, box, state.dice!, state.config);
  const scored: BoxScored = { type: 'BoxScored', playerId: player, column, box, points, extraKings };
  const after = evolve(state, scored);
  if (!state.players.every((id) => isFull(after, id))) {
    const seat = state.players.indexOf(player);
    return [scored, { type: 'TurnStarted', playerId: state.players[(seat + 1) % state.players.length]! }];
  }
  const scores: Record<PlayerId, number> = {};
  for (const id of state.players) scores[id] = padScore(after.pads[id]!, state.config);
  return [scored, { type: 'GameEnded', result: highestScoresWin(scores, state.players) }];
}
