/** Quicks games between bots of the given levels, seat 0 first, on seeded dice. */
import type { GameState } from '../../platform/state.ts';
import { simulate } from '../../platform/simulate.ts';
import type { BotLevel } from '../../kernel/index.ts';
import { seededDraws } from '../../kernel/index.ts';
import { quicksBot } from './index.ts';
import type { QuicksView } from './view.ts';

export function simulateQuicks(levels: readonly BotLevel[], seed: number, config: Record<string, unknown> = {}): GameState {
  const seats = levels.map((level, i) => ({
    playerId: `${level}-${i}`,
    move: (view: QuicksView, me: string) => quicksBot(level)(view, me)!.move,
  }));
  return simulate('quicks', config, seats, seededDraws(seed));
}
