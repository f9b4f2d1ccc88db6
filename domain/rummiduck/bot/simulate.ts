/** Rummiduck games between bots of the given levels, seat 0 first, on a seeded shuffle. */
import type { GameState } from '../../platform/state.ts';
import { simulate } from '../../platform/simulate.ts';
import type { BotLevel } from '../../kernel/index.ts';
import { seededDraws } from '../../kernel/index.ts';
import { rummiduckBot } from './index.ts';
import type { RummiduckView } from './view.ts';

export function simulateRummiduck(levels: readonly BotLevel[], seed: number, config: Record<string, unknown> = {}): GameState {
  const seats = levels.map((level, i) => ({
    playerId: `${level}-${i}`,
    move: (view: RummiduckView, me: string) => rummiduckBot(level)(view, me)!.move,
  }));
  return simulate('rummiduck', config, seats, seededDraws(seed));
}
