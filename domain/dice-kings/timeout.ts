import type { Draws } from '../kernel/index.ts';
import { BOXES } from './boxes.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { allowedBoxes } from './joker.ts';
import { columnTotal, scoreInColumn } from './scoring.ts';
import type { State } from './state.ts';
import { fill, roll } from './moves.ts';

/**
 * Ruling 8: if the player has not rolled, the dice are rolled for them; then the allowed box
 * that scores the most is filled. "Scores the most" counts everything the box adds to the pad:
 * its points, a More Dice Kings bonus, an upper bonus it reaches, all times the column's
 * weight. Ties go to the first box in pad order (ones … chance); for the same box, the lowest
 * column first.
 */
export function timeout(state: State, draws: Draws): Event[] {
  const player = state.current;
  if (state.result || player === null) return [];
  const rolled = state.dice === null ? [roll(state, player, [], draws)] : [];
  const ready = rolled.reduce(evolve, state);
  const candidates = BOXES.flatMap((box) =>
    ready.pads[player]!.flatMap((column, index) => {
      if (!allowedBoxes(column, ready.dice!, ready.config).includes(box)) return [];
      const { points, extraKings } = scoreInColumn(column, box, ready.dice!, ready.config);
      const written = { boxes: { ...column.boxes, [box]: points }, extraKings: column.extraKings + extraKings };
      return [{ column: index, box, gain: columnTotal(written, index, ready.config) - columnTotal(column, index, ready.config) }];
    }),
  );
  // Candidates are in tie order already; only a strictly higher gain displaces the first.
  const best = candidates.reduce((a, b) => (b.gain > a.gain ? b : a));
  return [...rolled, ...fill(ready, player, best.column, best.box)];
}
