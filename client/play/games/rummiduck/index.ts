import type { PlayGame } from '../play-game.ts';
import { configFields } from './config.ts';
import './rummiduck.css';
import { RevealedRacks } from './revealed-racks.tsx';
import { RummiduckTable } from './table.tsx';
import { describeMove, eventTexts } from './texts.ts';

/** Rummiduck in the web client (docs/rules/rummiduck.md). */
export const rummiduck = {
  title: 'Rummiduck',
  leaderboards: { rummiduck: 'Rummiduck' },
  steps: { move: 'move' },
  configFields,
  Table: RummiduckTable,
  Ended: RevealedRacks,
  describeMove,
  eventTexts,
  endReason(view, nameOf) {
    if (!view.board) return null;
    const out = Object.entries(view.board.racks).find(([, count]) => count === 0);
    return out ? `${nameOf(out[0])} laid their last tile` : 'the bag was empty and nobody could lay a tile';
  },
} satisfies PlayGame<'rummiduck'>;
