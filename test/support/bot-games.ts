/**
 * Positions a bot meets, from whole games through the platform (domain/platform/simulate.ts):
 * each seat moves by a bot of some level or at random among its legal moves, and `visit`
 * sees every position before its decisions are made.
 */
import type { GameState } from '../../domain/platform/state.ts';
import { simulate, type SimulatedPlayer } from '../../domain/platform/simulate.ts';
import type { GameView } from '../../domain/platform/view.ts';
import type { PlayerId } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { seededDraws, seededRandom } from '../../domain/kernel/index.ts';

export type Mover<View extends GameView> = (view: View, me: PlayerId, position: GameState, random: () => number) => { type: string };

/** A platform game state around a game's own state, as `view()` reads it. */
export function inPlay(
  game: GameName,
  rules: GameState['rules'],
  config: GameState['config'],
  players: readonly PlayerId[],
  play: unknown,
): GameState {
  return {
    gameId: 'g',
    game,
    rules,
    status: 'playing',
    version: 1,
    config,
    players: players.map((playerId, seat) => ({ playerId, name: playerId, seat, bot: false, resigned: false, clientSeed: null })),
    rulesState: play,
    clock: { period: 0, since: 0 },
    result: null,
    createdAt: 0,
    endedAt: null,
    rematch: null,
    fairness: null,
  };
}

export function playGames<View extends GameView>(
  game: GameName,
  games: number,
  setup: (random: () => number) => { config: Record<string, unknown>; movers: Mover<View>[] },
  visit: (state: GameState) => void,
): GameState[] {
  return Array.from({ length: games }, (_, g) => {
    const random = seededRandom(1000 + g);
    const { config, movers } = setup(random);
    let position: GameState | null = null;
    const seats: SimulatedPlayer<View>[] = movers.map((mover, i) => ({
      playerId: `p${i}`,
      move: (view, me) => mover(view, me, position!, random),
    }));
    return simulate(game, config, seats, seededDraws(g), {
      observe: (state) => {
        position = state;
        visit(state);
      },
    });
  });
}

/** A random pick among the moves the rules list. */
export const randomLegal =
  <View extends GameView>(list: (state: GameState, me: PlayerId) => { type: string }[]): Mover<View> =>
  (_view, me, position, random) => {
    const moves = list(position, me);
    return moves[Math.floor(random() * moves.length)]!;
  };

/** Everything in `value` frozen, so a bot that writes to its view throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
