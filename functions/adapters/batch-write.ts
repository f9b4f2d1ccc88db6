import { BatchWriteCommand } from './documents.ts';
import { dynamo } from './dynamo.ts';
import { withRetries } from './retry.ts';
import { tableNames } from './tables.ts';

const MAX_BATCH_ATTEMPTS = 8;

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

class Unprocessed extends Error {}

/** BatchWriteItem on the read table in 25s (the rebuilds), sending back what DynamoDB left unprocessed (bounded, with backoff). */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  const table = tableNames().read;
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequest[] = requests.slice(i, i + 25);
    await withRetries(
      async () => {
        const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (UnprocessedItems?.[table] ?? []) as WriteRequest[];
        if (pending.length > 0) throw new Unprocessed(`rebuild: DynamoDB kept ${pending.length} writes unprocessed`);
      },
      { attempts: MAX_BATCH_ATTEMPTS, firstDelayMs: 100, retryable: (error) => error instanceof Unprocessed },
    );
  }
}
