/** What follows by itself once the turn's box is filled: the next turn in seat order, or the end. */
import type { PlayerId } from '../kernel/index.ts';
import { BOXES } from './boxes.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { finalResult } from './scoring.ts';
import type { State } from './state.ts';

const isFull = (state: State, player: PlayerId): boolean =>
  (state.pads[player] ?? []).every((column) => BOXES.every((box) => column.boxes[box] !== undefined));

/**
 * `events` (the box filled), then the turn of the next seat, or the end of the game ("A game
 * has 13 rounds": it ends when the last box of the last pad is filled).
 */
export function endTurn(state: State, events: Event[]): Event[] {
  const after = events.reduce(evolve, state);
  if (!state.players.every((id) => isFull(after, id))) {
    const seat = state.players.indexOf(state.current!);
    return [...events, { type: 'TurnStarted', playerId: state.players[(seat + 1) % state.players.length]! }];
  }
  return [...events, { type: 'GameEnded', result: finalResult(after) }];
}
