/**
 * Storage tests of the timers run the real handlers against the run's shared DynamoDB Local,
 * in tables of their own, without a server: nothing fires unless the test fires it.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, inject } from 'vitest';
import { create, join, start, type GameState } from '../../domain/platform/index.ts';
import type { GameName } from '../../domain/kernel/index.ts';
import { appendItem } from '../../functions/adapters/event-store.ts';
import { loadGame, runCommand } from '../../functions/games/command-service.ts';
import { createTables } from '../../infra/local/tables.ts';

export function useTables(): void {
  beforeAll(async () => {
    const endpoint = inject('dynamoEndpoint');
    const prefix = `t${randomUUID().slice(0, 8)}`;
    Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, EVENTS_TABLE: `${prefix}-events`, READ_TABLE: `${prefix}-read`, TEST_HOOKS: '0' });
    const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await createTables(client);
    client.destroy();
  });
}

/** A started game of `players` seats, its steps `TurnTime` seconds long. */
export async function startedGame(game: GameName, config: Record<string, unknown>, players = 2): Promise<GameState> {
  const gameId = `g_${randomUUID().replaceAll('-', '')}`;
  const seats = Array.from({ length: players }, (_, i) => ({ playerId: `p_${i}_${gameId}`, name: `Seat ${i}` }));
  await appendItem({ gameId, version: 1, events: create(gameId, game, config, seats[0]!, Date.now()) });
  for (const seat of seats.slice(1)) await runCommand(gameId, { decide: (s, now) => join(s, seat, now) });
  await runCommand(gameId, { decide: (s, now, draws) => start(s, seats[0]!.playerId, now, draws) });
  return (await loadGame(gameId)).state;
}

export const current = async (gameId: string): Promise<GameState> => (await loadGame(gameId)).state;
