import type { Bot } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { faceCounts } from '../dice.ts';
import { mostScoringBox } from '../most-scoring-box.ts';
import { positionOf, type DiceKingsView } from './position.ts';

/**
 * Dice Kings `easy`: legal, simple and instant. It keeps the dice of its most common face (the
 * higher face on a tie) and rolls the others while it may, then fills the box that scores the
 * most now, as a timeout would (ruling 8).
 */
export const easyBot: Bot<DiceKingsView, Command> = (view, me) => {
  const position = positionOf(view, me);
  if (!position) return null;
  const { config, pad, dice, rollsLeft } = position;
  if (dice === null) return { move: { type: 'roll' } };
  const counts = faceCounts(dice);
  const face = [6, 5, 4, 3, 2, 1].reduce((best, f) => (counts[f]! > counts[best]! ? f : best));
  if (rollsLeft > 0 && counts[face]! < 5) {
    return { move: { type: 'roll', keep: [0, 1, 2, 3, 4].filter((i) => dice[i] === face) } };
  }
  const { column, box } = mostScoringBox(pad, dice, config);
  return { move: pad.length === 1 ? { type: 'score', box } : { type: 'score', box, column: column as 0 | 1 | 2 } };
};
