import type { Result } from '../kernel/index.ts';
import type { StoredEvent } from './events.ts';
import { isLobbyEvent } from './events.ts';
import { deadlineOf, type GameState } from './state.ts';
import { inTodaysShape } from './upcast.ts';

export interface GameView {
  gameId: string;
  game: string;
  status: GameState['status'];
  version: number;
  config: Record<string, unknown>;
  players: { playerId: string; name: string; seat: number }[];
  turn: { playerId: string; step: string; awaiting: string[]; deadline: string | null } | null;
  result: Result | null;
  board: unknown;
}

/** The game as `viewer` may see it (null: a spectator). */
export function view(state: GameState, viewer: string | null): GameView {
  const turn = state.status === 'playing' ? state.rules.turn(state.rulesState) : null;
  const deadline = deadlineOf(state);
  return {
    gameId: state.gameId,
    game: state.game,
    status: state.status,
    version: state.version,
    config: state.config,
    players: state.players.map(({ playerId, name, seat }) => ({ playerId, name, seat })),
    turn: turn && {
      playerId: turn.playerId,
      step: turn.step,
      awaiting: [...turn.awaiting],
      deadline: deadline === null ? null : new Date(deadline).toISOString(),
    },
    result: state.result,
    board: state.status === 'lobby' ? null : state.rules.board(state.rulesState, viewer),
  };
}

/** A stored event as `viewer` may see it, with its time as ISO-8601. */
export function redactEvent(state: GameState, event: StoredEvent, viewer: string | null): Record<string, unknown> {
  const { at, ...body } = isLobbyEvent(event) ? event : inTodaysShape(state, event);
  const visible = isLobbyEvent(body) ? body : state.rules.redact(body, viewer);
  return { ...visible, at: new Date(at).toISOString() };
}
