/** Dice Kings games on the platform for bot tests: random legal play, and one position reached by different histories. */
import { create, evolve, isViewOf, join, play, start, view, type GameState, type StoredEvent } from '../../../../domain/platform/index.ts';
import { BOXES, type Box } from '../../../../domain/dice-kings/boxes.ts';
import type { DiceKingsView } from '../../../../domain/dice-kings/bot/index.ts';
import type { Event, State } from '../../../../domain/dice-kings/index.ts';
import { legalMoves } from '../../../../domain/dice-kings/legal-moves.ts';
import { isViolation, type Draws, type Violation } from '../../../../domain/kernel/index.ts';
import { seededRandom } from '../../../support/seeded-random.ts';

export function apply(state: GameState | null, outcome: StoredEvent[] | Violation): GameState {
  if (isViolation(outcome)) throw new Error(`refused: ${outcome.violation}: ${outcome.detail}`);
  return outcome.reduce<GameState | null>(evolve, state)!;
}

export function diceKingsView(state: GameState, viewer: string): DiceKingsView {
  const seen = view(state, viewer);
  if (!isViewOf(seen, 'dice-kings')) throw new Error(`not a Dice Kings view: ${seen.game}`);
  return seen;
}

/** Random dice, with one throw in eight a five of a kind so jokers, More Dice Kings and forced boxes happen. */
export const kingsRichDraws = (random: () => number): Draws => ({
  dice: (count) => {
    const face = 1 + Math.floor(random() * 6);
    return Array.from({ length: count }, () => (random() < 0.125 ? face : 1 + Math.floor(random() * 6)));
  },
  shuffle: (tiles) => [...tiles],
});

/** A started game of `players` seats (`p0`, `p1`, …) on the platform. */
export function startedGame(config: Record<string, unknown>, players: number, draws: Draws, gameId = 'game', at = 0): GameState {
  const seats = Array.from({ length: players }, (_, i) => ({ playerId: `p${i}`, name: `P${i}` }));
  let state = apply(null, create(gameId, 'dice-kings', config, seats[0]!, at));
  for (const seat of seats.slice(1)) state = apply(state, join(state, seat, at));
  return apply(state, start(state, 'p0', at, draws));
}

/** Every state of a game played by random legal moves to its end, with seeded dice. */
export function randomGame(config: Record<string, unknown>, players: number, seed: number): GameState[] {
  const random = seededRandom(seed);
  const draws = kingsRichDraws(random);
  let state = startedGame(config, players, draws);
  const states = [state];
  for (let i = 0; state.status === 'playing' && i < players * 39 * 4; i++) {
    const awaited = state.rules.turn(state.rulesState)!.playerId;
    // The platform keeps the game's state as `unknown`; in a Dice Kings game it is Dice Kings'.
    const moves = legalMoves(state.rulesState as State, awaited);
    state = apply(state, play(state, { ...moves[Math.floor(random() * moves.length)]! }, awaited, i + 1, draws));
    states.push(state);
  }
  return states;
}

/** A position to reach: what each player's pad holds, and the dice of the turn of `p0` now. */
export interface Target {
  readonly config: Record<string, unknown> & { Columns: 1 | 3 };
  /** Per player, per column: the points written in each filled box, and the column's More Dice Kings points. */
  readonly pads: readonly (readonly { boxes: Partial<Record<Box, number>>; extraKings: number }[])[];
  /** Null: `p0` has not rolled yet this turn. */
  readonly dice: readonly number[] | null;
  readonly rollsLeft: 0 | 1 | 2;
}

/**
 * The game in `target`'s position, reached by a history of its own: `seed` decides the order the
 * boxes were filled in, the dice rolled on the way, the game's id and the times. The domain's
 * evolve folds events without judging them, so any history that writes the same boxes will do.
 */
export function reach(target: Target, seed: number): GameState {
  const random = seededRandom(seed);
  const die = () => 1 + Math.floor(random() * 6);
  const someDice = () => [die(), die(), die(), die(), die()];
  const players = target.pads.length;
  let at = Math.floor(random() * 1e9);
  let state = startedGame(target.config, players, kingsRichDraws(random), `game-${seed}`, at);
  const fills = target.pads.flatMap((pad, p) =>
    pad.flatMap((column, c) =>
      BOXES.filter((box) => column.boxes[box] !== undefined).map((box) => ({ p, c, box, points: column.boxes[box]! })),
    ),
  );
  // Shuffled, and each column's More Dice Kings points carried by a box chosen by the shuffle too.
  for (let i = fills.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fills[i], fills[j]] = [fills[j]!, fills[i]!];
  }
  const events: Event[] = [];
  const carried = new Set<string>();
  for (const { p, c, box, points } of fills) {
    const playerId = `p${p}`;
    const key = `${p}/${c}`;
    const extraKings = carried.has(key) ? 0 : target.pads[p]![c]!.extraKings;
    carried.add(key);
    events.push({ type: 'TurnStarted', playerId }, { type: 'DiceRolled', playerId, keep: [], dice: someDice() });
    events.push({ type: 'BoxScored', playerId, column: c, box, points, extraKings });
  }
  // A column with More Dice Kings points but no box filled cannot be: the targets never ask for it.
  events.push({ type: 'TurnStarted', playerId: 'p0' });
  if (target.dice) {
    for (let roll = 0; roll < 2 - target.rollsLeft; roll++) events.push({ type: 'DiceRolled', playerId: 'p0', keep: [], dice: someDice() });
    events.push({ type: 'DiceRolled', playerId: 'p0', keep: [], dice: [...target.dice] });
  }
  for (const event of events) state = evolve(state, { ...event, at: (at += 1 + Math.floor(random() * 5000)) });
  return state;
}
