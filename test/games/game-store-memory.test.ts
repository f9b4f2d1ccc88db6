/** The game store's contract (game-store-contract.ts), held by the memory store the command flow's logic tests use. */
import { describe, expect, it } from 'vitest';
import { memoryGameStore } from '../../functions/games/memory-game-store.ts';
import { gameStoreContract } from './game-store-contract.ts';

describe('the memory game store', () => {
  gameStoreContract(memoryGameStore);

  it('keeps no other feature’s writes: a game with a stake is tested on DynamoDB', async () => {
    const store = memoryGameStore();
    const put = { Put: { TableName: 'read', Item: { pk: 'x', sk: 'y' } } };
    await expect(store.append({ gameId: 'g_stake', version: 1, events: [] }, { also: [put] })).rejects.toThrow(/chips/);
    expect(store.stream('g_stake')).toEqual([]);
  });
});
