/** What follows by itself once the turn's box is filled: the next turn in seat order, or the end. */
import { lastOneStanding, nextInTurn, stillPlaying, type PlayerId } from '../kernel/index.ts';
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
  return [...events, ...nextTurn(events.reduce(evolve, state), state.current!)];
}

/**
 * After `from`'s turn: the end of the game once every pad still played is full (a resigned
 * player's open boxes stay open) or Resigning ruling 5 holds; else the next seat that has not
 * resigned (Resigning ruling 1).
 */
export function nextTurn(state: State, from: PlayerId): Event[] {
  const done = stillPlaying(state.players, state.resigned).every((id) => isFull(state, id));
  if (done || lastOneStanding(state.players, state.resigned)) return [{ type: 'GameEnded', result: finalResult(state) }];
  return [{ type: 'TurnStarted', playerId: nextInTurn(state.players, state.resigned, from) }];
}
