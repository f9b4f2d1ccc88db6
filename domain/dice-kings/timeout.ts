import type { Draws } from '../kernel/index.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { mostScoringBox } from './most-scoring-box.ts';
import type { State } from './state.ts';
import { fill, roll } from './moves.ts';

/** Ruling 8: if the player has not rolled, the dice are rolled for them; then the allowed box that scores the most is filled. */
export function timeout(state: State, draws: Draws): Event[] {
  const player = state.current;
  if (state.result || player === null) return [];
  const rolled = state.dice === null ? [roll(state, player, [], draws)] : [];
  const ready = rolled.reduce(evolve, state);
  const best = mostScoringBox(ready.pads[player]!, ready.dice!, ready.config);
  return [...rolled, ...fill(ready, player, best.column, best.box)];
}
