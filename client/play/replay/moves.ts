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
import { boxTitles, rows } from '../names.ts';
import { labelOf } from '../quicks.tsx';
import { parse } from '../rummiduck.tsx';
import type { ReplayEvent } from './boards.ts';

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
      if (!dice) return 'Roll the dice';
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

/** Quicks' dice in words: the whites, then each coloured die still in the game. */
function quicksDice(dice: QuicksBoard['dice']): string {
  if (!dice) return 'the dice';
  const coloured = rows.flatMap((row) => (dice[row] === undefined ? [] : [`${row} ${dice[row]}`]));
  return [`white ${dice.white.join(' and ')}`, ...coloured].join(', ');
}

/** What one event of the replay did, in words. */
export function describeEvent(event: ReplayEvent, nameOf: (playerId: unknown) => string): string {
  const who = nameOf(event.playerId ?? event.thrower);
  switch (event.type) {
    case 'TurnStarted':
      return `${who}'s turn`;
    case 'DiceRolled':
      return `${who} rolled ${(event.dice as number[]).join(' ')}`;
    case 'BoxScored':
      return `${who} scored ${event.points as number} in ${boxTitles[event.box as DiceKingsBox]}`;
    case 'DiceThrown':
      return `${who} threw ${quicksDice(event.dice as QuicksBoard['dice'])}`;
    case 'ColourStepBegan':
      return `${who} may now use a coloured die`;
    case 'Crossed':
      return `${who} crossed ${event.number as number} in ${event.row as string}`;
    case 'Passed':
      return `${who} passed`;
    case 'PenaltyTaken':
      return `${who} took a penalty`;
    case 'RowLocked':
      return `the ${event.row as string} row is locked`;
    case 'TilesDealt':
      return 'the tiles are dealt';
    case 'TablePlayed': {
      const laid = event.laid as RummiduckTile[];
      return `${who} laid ${laid.length} tile${laid.length === 1 ? '' : 's'}: ${laid.map(tileName).join(', ')}`;
    }
    case 'TilesDrawn':
      return `${who} drew ${event.count as number} tile${event.count === 1 ? '' : 's'}`;
    case 'PlayerResigned':
      return `${who} resigned`;
    case 'GameEnded':
      return 'game over';
    case 'GameStarted':
      return 'the game starts';
    case 'PlayerJoined':
      return `${(event.player as { name: string }).name} sat down`;
    case 'PlayerLeft':
      return `${who} left`;
    case 'GameCancelled':
      return 'the game is cancelled';
    case 'DrawsRigged':
      return 'the draws were set through the test hook';
    case 'ServerSeedRevealed':
      return 'the server seed is revealed';
    case 'RematchCreated':
      return 'a rematch is set up';
    default:
      return event.type;
  }
}
