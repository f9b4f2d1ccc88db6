import type {
  Command,
  DiceKingsBoard,
  DiceKingsBox,
  GameName,
  QuicksBoard,
  QuicksMove,
  RummiduckBoard,
  RummiduckTile,
} from '../../src/index.ts';
import { boxTitles } from '../names.ts';
import { labelOf } from '../quicks.tsx';
import { parse } from '../rummiduck.tsx';

const tileName = (tile: RummiduckTile) => {
  const { colour, number, joker } = parse(tile);
  return joker ? `${colour} joker` : `${colour} ${number}`;
};

/** A command body in words, read against the board it was (or could have been) sent on. */
export function describeMove(game: GameName, move: Command, board: unknown): string {
  if (game === 'dice-kings') {
    const dice = (board as DiceKingsBoard | undefined)?.dice;
    if (move.type === 'score') {
      const column = 'column' in move && move.column !== undefined ? ` in column ${move.column + 1}` : '';
      return `Score ${boxTitles[move.box as DiceKingsBox]}${column}`;
    }
    if (move.type === 'roll') {
      const kept = (move.keep ?? []).map((i) => dice?.[i]).filter((value) => value !== undefined);
      return kept.length ? `Roll again keeping ${kept.join(' ')}` : 'Roll all five again';
    }
  }
  if (game === 'quicks') return labelOf(move as QuicksMove, (board as QuicksBoard | undefined)?.dice ?? null);
  if (move.type === 'play') {
    const before = new Set((board as RummiduckBoard | undefined)?.table.flat() ?? []);
    const laid = move.table.flat().filter((tile) => !before.has(tile));
    return `Lay ${laid.length} tile${laid.length === 1 ? '' : 's'}: ${laid.map(tileName).join(', ')}`;
  }
  return move.type === 'draw' ? 'Draw a tile' : move.type;
}
