/** The game store's contract (game-store-contract.ts), held by DynamoDB's, against DynamoDB Local. */
import { describe, expect, it } from 'vitest';
import { CompanionRefused } from '../../functions/adapters/event-store.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { dynamoGameStore } from '../../functions/games/dynamo-game-store.ts';
import { useTables } from '../support/tables.ts';
import { gameStoreContract } from './game-store-contract.ts';

useTables();

describe('the DynamoDB game store', () => {
  gameStoreContract(() => dynamoGameStore);

  it('writes other features’ writes in the item’s transaction: one refused is CompanionRefused, counted among them, and nothing is stored', async () => {
    const gameId = 'g_dynamo_companions';
    const once = (sk: string) => ({
      Put: { TableName: tableNames().read, Item: { ...readKeys.stake('p_ann', sk) }, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    await dynamoGameStore.append({ gameId, version: 1, events: [] }, { serverSeed: 'seed', also: [once('g_first')] });
    const refused = dynamoGameStore.append(
      { gameId, version: 2, events: [] },
      {
        key: { command: { gameId, actor: 'p_ann', key: 'k', requestHash: 'h' }, now: Date.now() },
        also: [once('g_other'), once('g_first')],
      },
    );
    await expect(refused).rejects.toBeInstanceOf(CompanionRefused);
    await expect(refused).rejects.toMatchObject({ index: 1 });
    expect((await dynamoGameStore.readBack(gameId, { pageSize: 10, enough: () => false })).map((item) => item.version)).toEqual([1]);
    expect(await dynamoGameStore.findEarlier({ gameId, actor: 'p_ann', key: 'k', requestHash: 'h' }, Date.now())).toBeUndefined();
  });
});
