import { randomUUID } from 'node:crypto';
import { addBot } from '../../domain/platform/index.ts';
import type { BotLevel } from '../../domain/kernel/index.ts';
import { runCommand, type CommandOutcome } from '../games/command-service.ts';
import type { Authenticated } from '../players/players.ts';

/** A bot's player id: `b_` and 32 hex digits, its own in every game (no token, no profile, no lists of games). */
export const newBotId = () => `b_${randomUUID().replaceAll('-', '')}`;

/** POST /games/{id}/bots: seat 0 seats a bot of `level` in the next seat, through the command flow. */
export const seatBot = (gameId: string, caller: Authenticated, level: BotLevel): Promise<CommandOutcome> => {
  const playerId = newBotId();
  return runCommand(gameId, {
    actor: caller.playerId,
    credential: caller,
    decide: (state, now) => addBot(state, caller.playerId, playerId, level, now),
  });
};
