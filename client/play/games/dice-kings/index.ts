import type { PlayGame } from '../play-game.ts';
import { configFields } from './config.ts';
import './dice-kings.css';
import { DiceKingsTable } from './table.tsx';
import { describeMove, eventTexts } from './texts.ts';

/** Dice Kings in the web client (docs/rules/dice-kings.md). */
export const diceKings = {
  title: 'Dice Kings',
  // A game counts on one of the two, by its Columns (docs/contract.md, Leaderboards).
  leaderboards: { 'dice-kings': 'Dice Kings, one column', 'dice-kings-3': 'Dice Kings, three columns' },
  steps: { roll: 'roll', choose: 'choose a box' },
  configFields,
  Table: DiceKingsTable,
  describeMove,
  eventTexts,
  endReason: () => 'every box of every pad was filled',
} satisfies PlayGame<'dice-kings'>;
