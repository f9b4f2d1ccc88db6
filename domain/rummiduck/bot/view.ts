import type { GameView } from '../../platform/view.ts';
import type { Config } from '../config.ts';
import type { TileId } from '../tiles.ts';
import type { Board } from '../view.ts';

/** What a Rummiduck bot reads: its view (docs/contract.md "The game view", rummiduck), its own rack in it. */
export type RummiduckView = GameView<Board, Config>;

export function boardOf(view: RummiduckView): Board & { rack: TileId[] } {
  const board = view.board;
  if (!board?.rack) throw new Error('a Rummiduck bot is only asked while the game is in play, and sees its own rack');
  return { ...board, rack: board.rack };
}
