/** What players do to a game, each through the command flow (command-service.ts). */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { create, fold, join, play, start, type GameState } from '../../domain/platform/index.ts';
import type { GameName } from '../../domain/kernel/index.ts';
import { games } from '../../domain/registry.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { appendItem } from '../adapters/event-store.ts';
import { runCommand, type CommandOutcome, type CommandRequest } from './command-service.ts';

export interface Seat {
  playerId: string;
  name: string;
}

/** A new game in the lobby, its creator in seat 0; or why its config is refused. */
export async function createGame(
  game: GameName,
  config: unknown,
  creator: Seat,
  clock: Clock = systemClock,
): Promise<{ state: GameState } | { invalidConfig: z.ZodError }> {
  const rules = games[game];
  const parsed = rules.configSchema.safeParse(config ?? {});
  if (!parsed.success) return { invalidConfig: parsed.error };
  const gameId = `g_${randomUUID().replaceAll('-', '')}`;
  const item = { gameId, version: 1, events: create(gameId, rules.game, parsed.data, creator, clock.now()), actor: creator.playerId };
  await appendItem(item);
  return { state: fold([item])! };
}

export const joinGame = (gameId: string, seat: Seat, clock: Clock = systemClock): Promise<CommandOutcome> =>
  runCommand(gameId, { actor: seat.playerId, decide: (state, now) => join(state, seat, now) }, clock);

export const startGame = (gameId: string, actor: string, clock: Clock = systemClock): Promise<CommandOutcome> =>
  runCommand(gameId, { actor, decide: (state, now, draws) => start(state, actor, now, draws) }, clock);

/**
 * A seated player's command of the game. Its body is parsed with the game's own schema once
 * the stream is loaded (no extra read to learn the game), and only once, however often a
 * concurrent writer makes the command run again.
 */
export function playCommand(
  gameId: string,
  actor: string,
  body: Record<string, unknown>,
  options: Pick<CommandRequest, 'expectedVersion' | 'idempotency'> = {},
  clock: Clock = systemClock,
): Promise<CommandOutcome> {
  return runCommand(
    gameId,
    {
      ...options,
      actor,
      prepare: (state) => {
        const parsed = state.rules.commandSchema.safeParse(body);
        if (!parsed.success) return { invalid: parsed.error };
        return (current, now, draws) => play(current, parsed.data, actor, now, draws);
      },
    },
    clock,
  );
}
