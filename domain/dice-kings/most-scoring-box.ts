import { BOXES, type Box } from './boxes.ts';
import type { Config } from './config.ts';
import { allowedBoxes } from './joker.ts';
import { columnTotal, scoreInColumn } from './scoring.ts';
import type { Pad } from './state.ts';

/**
 * Ruling 8: the allowed box that scores the most with `dice`. "Scores the most" counts everything
 * the box adds to the pad: its points, a More Dice Kings bonus, an upper bonus it reaches, all
 * times the column's weight. Ties go to the first box in pad order (ones … chance); for the same
 * box, the lowest column first.
 */
export function mostScoringBox(pad: Pad, dice: readonly number[], config: Config): { column: number; box: Box } {
  const candidates = BOXES.flatMap((box) =>
    pad.flatMap((column, index) => {
      if (!allowedBoxes(column, dice, config).includes(box)) return [];
      const { points, extraKings } = scoreInColumn(column, box, dice, config);
      const written = { boxes: { ...column.boxes, [box]: points }, extraKings: column.extraKings + extraKings };
      return [{ column: index, box, gain: columnTotal(written, index, config) - columnTotal(column, index, config) }];
    }),
  );
  // Candidates are in tie order already; only a strictly higher gain displaces the first.
  return candidates.reduce((a, b) => (b.gain > a.gain ? b : a));
}
