import type { PlayerId } from '../kernel/index.ts';
import type { Command } from './commands.ts';
import { allowedBoxes } from './joker.ts';
import type { State } from './state.ts';

/** The kept positions of every roll that leaves at least one die to roll (sorted, each once). */
const KEEPS: number[][] = Array.from({ length: 31 }, (_, mask) => [0, 1, 2, 3, 4].filter((i) => (mask >> i) & 1));

/**
 * Every command `actor` may send now, as ready bodies: keeps are listed sorted and once each
 * (decide accepts them in any order too), and with one column `score` is listed without `column`.
 */
export function legalMoves(state: State, actor: PlayerId): Command[] {
  if (state.result || state.current !== actor) return [];
  const dice = state.dice;
  if (dice === null) return [{ type: 'roll' }];
  const rolls: Command[] = state.rollsLeft > 0 ? KEEPS.map((keep) => ({ type: 'roll', keep })) : [];
  const oneColumn = state.config.Columns === 1;
  const scores: Command[] = state.pads[actor]!.flatMap((column, index) =>
    allowedBoxes(column, dice, state.config).map((box) =>
      oneColumn ? { type: 'score' as const, box } : { type: 'score' as const, box, column: index as 0 | 1 | 2 },
    ),
  );
  return [...rolls, ...scores];
}
