import type { QuicksMove } from '../../../src/index.ts';
import type { PlayGame } from '../play-game.ts';
import { configFields } from './config.ts';
import './quicks.css';
import { QuicksTable } from './table.tsx';
import { eventTexts, labelOf } from './texts.ts';

/** Quicks in the web client (docs/rules/quicks.md). */
export const quicks = {
  title: 'Quicks',
  leaderboards: { quicks: 'Quicks' },
  steps: { throw: 'throw', white: 'white sum', colour: 'coloured die' },
  configFields,
  Table: QuicksTable,
  // The moves the hint and the analysis name are Quicks' own: the game's move schema.
  describeMove: (move, board) => labelOf(move as QuicksMove, board?.dice ?? null),
  eventTexts,
  endReason(view, nameOf) {
    const { board, config } = view;
    if (!board) return null;
    if (board.lockedRows.length >= config.LockedRows)
      return `${board.lockedRows.length} rows were locked (${board.lockedRows.join(' and ')})`;
    const penalised = Object.entries(board.sheets).find(([, sheet]) => sheet.penalties >= config.Penalties);
    return penalised ? `${nameOf(penalised[0])} took penalty ${penalised[1].penalties} of ${config.Penalties}` : null;
  },
} satisfies PlayGame<'quicks'>;
