import { create, evolve, isViewOf, join, play, start, view, type GameState, type StoredEvent } from '../../platform/index.ts';
import { isViolation, type Bot, type Draws, type Violation } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import type { DiceKingsView } from './position.ts';

/** Draws from a source of uniform numbers in [0, 1) (a seeded one replays a game exactly). */
export const drawsFrom = (random: () => number): Draws => ({
  dice: (count) => Array.from({ length: count }, () => 1 + Math.floor(random() * 6)),
  shuffle: (tiles) => [...tiles],
});

/** How a simulated game ended, in seat order. */
export interface Played {
  readonly scores: number[];
  /** The winners' seats (every tied winner). */
  readonly winners: number[];
  readonly commands: number;
}

function apply(state: GameState | null, outcome: StoredEvent[] | Violation): GameState {
  if (isViolation(outcome)) throw new Error(`a bot's command was refused: ${outcome.violation}: ${outcome.detail}`);
  return outcome.reduce<GameState | null>(evolve, state)!;
}

/**
 * Plays a whole game of Dice Kings with one bot in each seat, in process, through the platform's
 * own create, join, start and play (the domain's decide and evolve): each bot decides from the
 * view `GET /games/{id}` would show it, and its command goes where anyone's goes. Throws if a bot
 * sends a command the game refuses. The clock only moves a millisecond a command, so no turn
 * times out.
 */
export function playGame(config: Record<string, unknown>, bots: readonly Bot<DiceKingsView, Command>[], draws: Draws): Played {
  const seats = bots.map((_, seat) => ({ playerId: `seat-${seat}`, name: `Seat ${seat}` }));
  let now = 0;
  let state = apply(null, create('simulated', 'dice-kings', config, seats[0]!, now));
  for (const player of seats.slice(1)) state = apply(state, join(state, player, now));
  state = apply(state, start(state, seats[0]!.playerId, now, draws));
  let commands = 0;
  // Every turn is at most four commands (three rolls and a box), 39 turns a player at most.
  for (; state.status === 'playing' && commands <= seats.length * 39 * 4; commands++) {
    const awaited = state.rules.turn(state.rulesState)!.playerId;
    const seen = view(state, awaited);
    if (!isViewOf(seen, 'dice-kings')) throw new Error(`a Dice Kings game shows a view of ${seen.game}`);
    const choice = bots[seats.findIndex((s) => s.playerId === awaited)]!(seen, awaited);
    if (!choice) throw new Error(`the bot of ${awaited} made no move although awaited`);
    state = apply(state, play(state, { ...choice.move }, awaited, ++now, draws));
  }
  const result = state.result;
  if (!result) throw new Error(`the game did not end within ${commands} commands`);
  return {
    scores: seats.map((s) => result.scores[s.playerId]!),
    winners: seats.flatMap((s, seat) => (result.winners.includes(s.playerId) ? [seat] : [])),
    commands,
  };
}
