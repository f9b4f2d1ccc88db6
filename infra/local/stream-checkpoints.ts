import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { asLocalStandIn } from './invocations.ts';
import type { Checkpoints } from './stream-poller.ts';

/** Shards remembered per consumer: a stream's shards follow one another, and only the open ones are read. */
const SHARDS_KEPT = 100;

/** The file of a consumer's positions in the data folder. */
export const checkpointsFile = (dataDir: string, consumer: string): string => join(dataDir, `stream-checkpoints-${consumer}.json`);

/**
 * A consumer's poller's position, per shard, where Lambda's event source mapping keeps it on
 * AWS: outside the tables, so handing a batch on costs DynamoDB nothing. In memory, and with a
 * data folder in a file of its own there, written whole to a new file and renamed over the old
 * one (a crash leaves the old position or the new one, never half of one): `npm start` with
 * DATA_DIR resumes after the last batch handed on, instead of reading the whole stream again
 * (every webhook sent twice, every timer re-armed). A crash between a batch and its position
 * hands that batch on again after the restart, which every consumer's idempotence allows.
 * Without a data folder the stream starts empty with the server, and so do the positions.
 */
export function localCheckpoints(consumer: string, dataDir?: string): Checkpoints {
  const file = dataDir && checkpointsFile(dataDir, consumer);
  const saved = new Map<string, string>(file ? Object.entries(readPositions(file)) : []);
  return {
    // A data folder of an earlier version has its positions in the read table only.
    load: async (shardId) => saved.get(shardId) ?? (file ? await readTablePosition(shardId, consumer) : undefined),
    async save(shardId, sequenceNumber) {
      saved.delete(shardId);
      saved.set(shardId, sequenceNumber);
      for (const oldest of saved.keys()) if (saved.size > SHARDS_KEPT) saved.delete(oldest);
      if (!file) return;
      writeFileSync(`${file}.new`, JSON.stringify(Object.fromEntries(saved)));
      renameSync(`${file}.new`, file);
    },
  };
}

function readPositions(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * The position an earlier version kept in the read table: the consumer's own, or, from a
 * version whose one poller fed both consumers, their common one. Read once per shard, when
 * the poller first meets it; the file holds it from the next batch on.
 */
async function readTablePosition(shardId: string, consumer: string): Promise<string | undefined> {
  // The poller's own (Lambda's event source mapping keeps its position on AWS), not a function's.
  const read = async (of?: string) => {
    const { Item } = await asLocalStandIn(() =>
      dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.streamCheckpoint(shardId, of), ConsistentRead: true })),
    );
    return Item?.sequenceNumber as string | undefined;
  };
  return (await read(consumer)) ?? (await read());
}
