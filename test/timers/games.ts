/**
 * Storage tests of the timers run the real handlers against their project's DynamoDB Local,
 * in tables of their own (test/support/tables.ts), without a server: nothing fires unless the test fires it.
 */
import { randomUUID } from 'node:crypto';
import type { GameState } from '../../domain/platform/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { systemClock, type Clock } from '../../functions/adapters/clock.ts';
import { loadGame } from '../../functions/games/command-service.ts';
import { createGame, joinGame, startGame } from '../../functions/games/commands.ts';

/** A started game of `players` seats, its periods `TurnTime` seconds long, set up at `clock`'s time. */
export async function startedGame(
  game: GameName,
  config: Record<string, unknown>,
  players = 2,
  clock: Clock = systemClock,
): Promise<GameState> {
  const table = randomUUID().replaceAll('-', '');
  const seats = Array.from({ length: players }, (_, i) => ({ playerId: `p_${i}_${table}`, name: `Seat ${i}` }));
  const created = await createGame(game, config, seats[0]!, { clock });
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  const { gameId } = created.state;
  for (const seat of seats.slice(1)) await joinGame(gameId, seat, { clock });
  await startGame(gameId, seats[0]!, clock);
  return current(gameId);
}

export const current = async (gameId: string): Promise<GameState> => (await loadGame(gameId))!.state;
