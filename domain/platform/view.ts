import type { Result } from '../kernel/index.ts';
import type { BoardOf, GameName } from '../registry.ts';
import type { StoredEvent } from './events.ts';
import { isPlatformEvent } from './events.ts';
import { potOf, type PotView } from './pot.ts';
import { deadlineOf, type GameState } from './state.ts';

export interface SeatView {
  playerId: string;
  name: string;
  seat: number;
  bot: boolean;
  resigned: boolean;
}

export interface TurnView {
  playerId: string;
  step: string;
  awaiting: string[];
  deadline: string | null;
}

/** The view's `fairness` (docs/contract.md, Fairness): the seeds of the proof, the server's one null until the game is over. */
export interface FairnessView {
  algorithm: string;
  commitment: string;
  clientSeeds: Record<string, string>;
  serverSeed: string | null;
  rigged: boolean;
}

/**
 * The game view of docs/contract.md. `Board` and `Config` are the game's own (each game's bot names them,
 * e.g. `GameView<Board, Config>` of Quicks); `board` is null in the lobby.
 */
export interface GameView<Board = unknown, Config = Record<string, unknown>> {
  gameId: string;
  game: string;
  status: GameState['status'];
  version: number;
  config: Config;
  players: SeatView[];
  turn: TurnView | null;
  result: Result | null;
  /** The new lobby that plays this ended game again (POST /games/{id}/rematch), once there is one. */
  rematch: string | null;
  /** Null only for a game stored before fairness was recorded. */
  fairness: FairnessView | null;
  /** The stakes put in and, once the game has ended, what each player got back (docs/contract.md, Chips and the pot). */
  pot: PotView;
  board: Board | null;
}

/** The view of a game of `G`, its board typed. */
export type ViewOf<G extends GameName> = Omit<GameView, 'game' | 'board'> & { game: G; board: BoardOf<G> | null };

/** Whether `view` is of a game of `G`: `view()` fills `board` with that game's own `board`. */
export const isViewOf = <G extends GameName>(view: GameView, game: G): view is ViewOf<G> => view.game === game;

export const seatsOf = (state: GameState): SeatView[] =>
  state.players.map(({ playerId, name, seat, bot, resigned }) => ({ playerId, name, seat, bot, resigned }));

/** Whose move the game waits for, with the deadline of the period; null unless in play. */
export function turnOf(state: GameState): TurnView | null {
  const turn = state.status === 'playing' ? state.rules.turn(state.rulesState) : null;
  const deadline = deadlineOf(state);
  return (
    turn && {
      playerId: turn.playerId,
      step: turn.step,
      awaiting: [...turn.awaiting],
      deadline: deadline === null ? null : new Date(deadline).toISOString(),
    }
  );
}

/** Everyone sees the same proof: the seeds are public as players join, the server's once the game is over. */
export function fairnessOf(state: GameState): FairnessView | null {
  if (!state.fairness) return null;
  const { algorithm, commitment, serverSeed, rigged } = state.fairness;
  const clientSeeds = Object.fromEntries(state.players.flatMap((p) => (p.clientSeed === null ? [] : [[p.playerId, p.clientSeed]])));
  return { algorithm, commitment, clientSeeds, serverSeed, rigged };
}

/** The game as `viewer` may see it (null: a spectator). */
export function view(state: GameState, viewer: string | null): GameView {
  return {
    gameId: state.gameId,
    game: state.game,
    status: state.status,
    version: state.version,
    config: state.config,
    players: seatsOf(state),
    turn: turnOf(state),
    result: state.result,
    rematch: state.rematch?.gameId ?? null,
    fairness: fairnessOf(state),
    pot: potOf(state),
    board: state.rulesState === null ? null : state.rules.board(state.rulesState, viewer),
  };
}

/** An event, in today's shape (upcast.ts), as `viewer` may see it, with its time as ISO-8601. */
export function redactEvent(state: GameState, event: StoredEvent, viewer: string | null): Record<string, unknown> {
  const { at, ...body } = event;
  const visible = isPlatformEvent(body) ? body : state.rules.redact(body, viewer);
  return { ...visible, at: new Date(at).toISOString() };
}
