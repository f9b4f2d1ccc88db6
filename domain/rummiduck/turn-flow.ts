/** What follows by itself once a move is made: every move ends the turn, and may end the round. */
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { roundOver } from './scoring.ts';
import type { State } from './state.ts';

/** The events of a move, followed by GameEnded when they make the round's end hold (ruling 6). */
export function endTurn(state: State, events: Event[]): Event[] {
  const result = roundOver(events.reduce(evolve, state));
  return result ? [...events, { type: 'GameEnded', result }] : events;
}
