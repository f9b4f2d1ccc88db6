import { seatsOf, turnOf, type GameState, type SeatView, type TurnView } from '../../domain/platform/index.ts';
import type { Result } from '../../domain/kernel/index.ts';
import { listOrder, lists, onList, readKeys } from '../adapters/read-keys.ts';

/** A game as one of its players' lists shows it (docs/contract.md, My games), without `yourMove`: that is the reader's. */
export interface MyGame {
  gameId: string;
  game: string;
  status: GameState['status'];
  version: number;
  players: SeatView[];
  turn: TurnView | null;
  result: Result | null;
  updatedAt: string;
}

/** The game as of one stored version, and when that version was stored (its last event's time). */
export const myGameOf = (state: GameState, updatedAt: number): MyGame => ({
  gameId: state.gameId,
  game: state.game,
  status: state.status,
  version: state.version,
  players: seatsOf(state),
  turn: turnOf(state),
  result: state.result,
  updatedAt: new Date(updatedAt).toISOString(),
});

/**
 * When the game was created and when it ended or was cancelled (ISO 8601; `endedAt` null while
 * it is going): kept on each seat's list items for the player's export (functions/privacy/),
 * which the list itself does not show.
 */
export interface GameDates {
  createdAt: string;
  endedAt: string | null;
}

export const datesOf = (state: GameState): GameDates => ({
  createdAt: new Date(state.createdAt).toISOString(),
  endedAt: state.endedAt === null ? null : new Date(state.endedAt).toISOString(),
});

/** Who has the game on their lists: the people seated; a bot has none, having no token to read one with (docs/contract.md, Bots). */
export const listHolders = (state: GameState): string[] => state.players.filter((p) => !p.bot).map((p) => p.playerId);

/**
 * A seat's game as its player's list shows it: one item, on the list of all the player's games
 * and on that of the game's status (my-games-lists.ts), in order of the latest change. `version`
 * guards it.
 */
export const entryItem = (playerId: string, game: MyGame, dates: GameDates) => ({
  ...readKeys.myGame(playerId, game.gameId),
  ...game,
  ...dates,
  ...onList(lists.myGames(playerId), listOrder.changed(game.updatedAt, game.gameId)),
  gsi2pk: lists.myGamesOfStatus(playerId, game.status),
});

/** What is left of a seat given up in the lobby: off the lists, its version kept so a late, older record cannot bring it back. */
export const leftItem = (playerId: string, gameId: string, version: number) => ({
  ...readKeys.myGame(playerId, gameId),
  gameId,
  version,
  left: true,
});

export const myGameOfItem = (item: Record<string, unknown>): MyGame => ({
  gameId: item.gameId as string,
  game: item.game as string,
  status: item.status as GameState['status'],
  version: item.version as number,
  players: item.players as SeatView[],
  turn: (item.turn as TurnView | undefined) ?? null,
  result: (item.result as Result | undefined) ?? null,
  updatedAt: item.updatedAt as string,
});
