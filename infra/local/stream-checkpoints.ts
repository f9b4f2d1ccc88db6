import { GetCommand, PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { asLocalStandIn } from './invocations.ts';
import type { Checkpoints } from './stream-poller.ts';

/**
 * A consumer's poller's position, per shard, in the read table: with DATA_DIR it survives a
 * restart together with the stream itself, so `npm start` resumes after the last record it
 * handed on instead of reading the whole stream again (every webhook sent twice, every
 * timer re-armed). In memory, the stream and its checkpoints start empty together.
 */
export function readTableCheckpoints(consumer: string): Checkpoints {
  // The poller's own (Lambda's event source mapping keeps its position on AWS), not a function's.
  const read = async (shardId: string, of?: string) => {
    const { Item } = await asLocalStandIn(() =>
      dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.streamCheckpoint(shardId, of), ConsistentRead: true })),
    );
    return Item?.sequenceNumber as string | undefined;
  };
  return {
    // A data folder of a version whose one poller fed both consumers has their common checkpoint only.
    load: async (shardId) => (await read(shardId, consumer)) ?? (await read(shardId)),
    async save(shardId, sequenceNumber) {
      await asLocalStandIn(() =>
        dynamo().send(
          new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.streamCheckpoint(shardId, consumer), sequenceNumber } }),
        ),
      );
    },
  };
}
