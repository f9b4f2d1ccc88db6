/**
 * The replay's boards: a finished game folded version by version from its events (GET
 * /games/{id}/events, redacted for this player) by the domain's own rules, the server's fold
 * and view, so each version's board is the one the server showed then, not a copy of its sums.
 */
import { games } from '../../../domain/games.ts';
import { evolveSeen } from '../../../domain/platform/seen.ts';
import type { StoredEvent } from '../../../domain/platform/events.ts';
import type { GameState } from '../../../domain/platform/state.ts';
import { view } from '../../../domain/platform/view.ts';
import type { GameView } from '../../src/index.ts';

/** An event as the page reads it: its `type` tells the rest. */
export type ReplayEvent = { version: number; type: string } & Record<string, unknown>;

/** A board of any game, as the SDK types the view's. */
type Board = NonNullable<GameView['board']>;

/** One step of the replay: the game just after the command stored at `version`, and that command's events. */
export interface Frame {
  readonly version: number;
  readonly board: Board;
  readonly events: readonly ReplayEvent[];
}

/** The frames of a finished game from its start on, one per version, each board as `me` (null: a spectator) saw it then. */
export function framesOf(me: string | null, events: readonly (ReplayEvent & { at: string })[]): Frame[] {
  // The fold is the rules' own: a game whose rules this page was not built with is told, not folded as another.
  const game = events.find((event) => event.type === 'GameCreated')?.game;
  if (typeof game === 'string' && !Object.hasOwn(games, game))
    throw new Error(`This page cannot replay a game of ${game}: it was built without its rules.`);
  const frames: Frame[] = [];
  let state: GameState | null = null;
  for (const event of events) {
    const { version, at, ...body } = event;
    // The server serves the events the domain wrote (redacted for `me`): their shapes are the domain's own.
    state = { ...evolveSeen(state, { ...body, at: Date.parse(at) } as StoredEvent), version };
    // Before the start there is no board.
    if (state.rulesState === null) continue;
    // The view's board is the game's own `board`, the shape the contract (and so the SDK's types) gives it.
    const board = view(state, me).board as Board;
    const last = frames.at(-1);
    if (last?.version === version) frames[frames.length - 1] = { version, board, events: [...last.events, event] };
    else frames.push({ version, board, events: [event] });
  }
  return frames;
}
