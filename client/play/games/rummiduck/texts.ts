/** Rummiduck's moves and events in words: the move log, the replay, the hint and the analysis say them. */
import type { Command, RummiduckBoard, RummiduckTile } from '../../../src/index.ts';
import type { EventTexts } from '../../table.ts';
import { parse } from './table.tsx';

const tileName = (tile: RummiduckTile) => {
  const { colour, number, joker } = parse(tile);
  return joker ? `${colour} joker` : `${colour} ${number}`;
};

const laidInWords = (laid: readonly RummiduckTile[]) =>
  `${laid.length} tile${laid.length === 1 ? '' : 's'}: ${laid.map(tileName).join(', ')}`;

/** A command body in words, read against the board it was (or could have been) sent on. */
export function describeMove(move: Command, board: RummiduckBoard | undefined): string {
  if (move.type === 'play') {
    const before = new Set(board?.table.flat() ?? []);
    return `Lay ${laidInWords(move.table.flat().filter((tile) => !before.has(tile)))}`;
  }
  return move.type === 'draw' ? 'Draw a tile' : move.type;
}

export const eventTexts: EventTexts = {
  TilesDealt: () => 'the tiles are dealt',
  TablePlayed: (event, who) => `${who} laid ${laidInWords(event.laid as RummiduckTile[])}`,
  TilesDrawn: (event, who) => `${who} drew ${event.count as number} tile${event.count === 1 ? '' : 's'}`,
};
