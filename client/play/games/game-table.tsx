import type { GameView, LegalMove } from '../../src/index.ts';
import type { FairnessChecked } from '../fairness-check.tsx';
import type { TableProps } from '../table.ts';
import { GenericTable } from './generic/table.tsx';
import { playGameOf } from './index.ts';

/** The table of the game the view is of: its own once it has a board, or the generic table for a game this page does not know. */
export function GameTable({ view, ...props }: TableProps & { view: GameView; moves: LegalMove[] }) {
  const game = playGameOf(view.game);
  if (!game) return <GenericTable {...props} view={view} />;
  if (!view.board) return null;
  return <game.Table {...props} view={view} board={view.board} />;
}

/** What the game's end screen shows beside the result, if its game has anything (Rummiduck's losing racks). */
export function GameEnded(props: { view: GameView; me: string; checked: FairnessChecked }) {
  const Ended = playGameOf(props.view.game)?.Ended;
  return Ended ? <Ended {...props} /> : null;
}
