import type { BotLevel, BotMove } from '../../domain/kernel/index.ts';
import { view, type GameState } from '../../domain/platform/index.ts';
import { bots } from './bots.ts';

/**
 * The move of `level`'s bot for `playerId` now, decided from what `GET /games/{id}` shows that
 * seat and nothing else (ruling Bots 1); null when the game awaits nothing from it.
 */
export const decideFor = (state: GameState, playerId: string, level: BotLevel): BotMove<object> | null =>
  bots[state.game](level)(view(state, playerId), playerId);
