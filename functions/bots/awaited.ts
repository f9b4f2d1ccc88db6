import type { GameState, Seat } from '../../domain/platform/index.ts';
import type { BotLevel } from '../../domain/kernel/index.ts';

export type BotSeat = Seat & { level: BotLevel };

/** The bot seats the game waits for now, in seat order (Quicks' step white may await several). */
export function awaitedBots(state: GameState): BotSeat[] {
  if (state.status !== 'playing') return [];
  const awaiting = state.rules.turn(state.rulesState)?.awaiting ?? [];
  return state.players.filter((p): p is BotSeat => p.bot && p.level !== undefined && !p.resigned && awaiting.includes(p.playerId));
}

/** Whether `playerId` holds one of the game's bot seats. */
export const isBot = (state: GameState, playerId: string | undefined): boolean =>
  state.players.some((p) => p.bot && p.playerId === playerId);
