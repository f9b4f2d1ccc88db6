import { GetCommand, PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { asLocalStandIn } from './invocations.ts';
import type { Checkpoints } from './stream-poller.ts';

/**
 * The stream poller's position, per shard, in the read table: with DATA_DIR it survives a
 * restart together with the stream itself, so `npm start` resumes after the last record it
 * handed on instead of reading the whole stream again (every webhook sent twice, every
 * timer re-armed). In memory, the stream and its checkpoints start empty together.
 */
export const readTableCheckpoints: Checkpoints = {
  async load(shardId) {
    // The poller's own (Lambda's event source mapping keeps its position on AWS), not a function's.
    const { Item } = await asLocalStandIn(() =>
      dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.streamCheckpoint(shardId), ConsistentRead: true })),
    );
    return Item?.sequenceNumber as string | undefined;
  },
  async save(shardId, sequenceNumber) {
    await asLocalStandIn(() =>
      dynamo().send(new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.streamCheckpoint(shardId), sequenceNumber } })),
    );
  },
};
