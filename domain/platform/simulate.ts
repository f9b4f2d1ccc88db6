/**
 * Whole games between bots, in process through the platform's own create, join, start and
 * play, each bot deciding from `view(state, itself)` as `GET /games/{id}` would show it.
 * For simulations and benches: the draws are handed in (seeded ones replay a game exactly).
 */
import type { Draws, PlayerId, Violation } from '../kernel/index.ts';
import type { GameName } from '../registry.ts';
import { isViolation } from '../kernel/index.ts';
import { create, join, play, start } from './decide.ts';
import { evolve } from './evolve.ts';
import type { StoredEvent } from './events.ts';
import type { GameState } from './state.ts';
import { view, type GameView } from './view.ts';

/** A player of a simulated game: its id and how it moves from its own view. */
export interface SimulatedPlayer<View extends GameView> {
  readonly playerId: PlayerId;
  readonly move: (view: View, me: PlayerId) => { readonly type: string };
}

const fold = (state: GameState | null, events: readonly StoredEvent[]): GameState => {
  const after = events.reduce<GameState | null>((s, e) => evolve(s, e), state);
  if (!after) throw new Error('a game begins with GameCreated');
  return { ...after, version: after.version + 1 };
};

function accepted(outcome: StoredEvent[] | Violation, what: string): StoredEvent[] {
  if (isViolation(outcome)) throw new Error(`${what} was refused: ${outcome.detail}`);
  return outcome;
}

export interface SimulateOptions {
  readonly maxCommands?: number;
  /** Sees the game before each round of decisions (tests check every position a bot meets). */
  readonly observe?: (state: GameState) => void;
}

/**
 * Plays one game to its end (or `maxCommands`). Everyone awaited decides from the same view
 * before any decision is applied: in Quicks' step white, bots decide at the same time (rulings,
 * Bots 3).
 */
export function simulate<View extends GameView>(
  game: GameName,
  config: Record<string, unknown>,
  seats: readonly SimulatedPlayer<View>[],
  draws: Draws,
  { maxCommands = 10_000, observe }: SimulateOptions = {},
): GameState {
  const [first, ...others] = seats;
  if (!first) throw new Error('a game needs players');
  let now = 0;
  let state = fold(null, create('simulated', game, config, { playerId: first.playerId, name: first.playerId }, now));
  for (const seat of others) state = fold(state, accepted(join(state, { playerId: seat.playerId, name: seat.playerId }, now), 'a join'));
  state = fold(state, accepted(start(state, first.playerId, now, draws), 'the start'));
  for (let commands = 0; commands < maxCommands && state.status === 'playing';) {
    observe?.(state);
    const awaited = seats.filter((s) => state.rules.turn(state.rulesState)?.awaiting.includes(s.playerId));
    // `view` types the board as unknown; these seats' bots play this very game, so it is their View.
    const decided = awaited.map((s) => ({ seat: s, command: s.move(view(state, s.playerId) as View, s.playerId) }));
    for (const { seat, command } of decided) {
      now += 1000;
      state = fold(state, accepted(play(state, command, seat.playerId, now, draws), `${seat.playerId}'s ${JSON.stringify(command)}`));
      commands++;
    }
  }
  return state;
}
