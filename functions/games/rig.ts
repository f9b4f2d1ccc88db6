import { DeleteCommand, GetCommand, PutCommand } from '../adapters/documents.ts';
import type { Rig } from '../../domain/kernel/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

/** Test hooks only (TEST_HOOKS=1): rigged dice and bag order, kept beside the game. */
export const testHooksEnabled = () => process.env.TEST_HOOKS === '1';

export async function loadRig(gameId: string): Promise<Rig> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.rig(gameId), ConsistentRead: true }));
  return { dice: (Item?.dice as number[][] | undefined) ?? [], bag: Item?.bag as string[] | undefined };
}

export async function saveRig(gameId: string, rig: Rig): Promise<void> {
  if (!rig.dice?.length && !rig.bag?.length) {
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.rig(gameId) }));
    return;
  }
  await dynamo().send(
    new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.rig(gameId), dice: rig.dice ?? [], bag: rig.bag } }),
  );
}
