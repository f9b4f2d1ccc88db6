import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from '../observability/tracer.ts';

/**
 * One client per process, reused across invocations. DYNAMODB_ENDPOINT points it at
 * DynamoDB Local; on AWS the SDK finds the region and credentials itself.
 */
function makeClient(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  // A subsegment per request when tracing is on (the document client shares this client's middleware).
  const raw = tracer.captureAWSv3Client(
    new DynamoDBClient(
      endpoint ? { endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 3 } : {},
    ),
  );
  // Counts the requests sent inside countRequests, by operation: Server-Timing and the tests read them.
  raw.middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
      const scoped = scope.getStore();
      if (scoped) scoped[name] = (scoped[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
}

const scope = new AsyncLocalStorage<Record<string, number>>();

/** Runs `work` and counts the DynamoDB requests it alone sends, by operation. */
export async function countRequests<T>(work: () => Promise<T>): Promise<{ result: T; requests: Record<string, number> }> {
  const requests: Record<string, number> = {};
  const result = await scope.run(requests, work);
  return { result, requests };
}

let client: { endpoint: string | undefined; documents: DynamoDBDocumentClient } | undefined;

/** The process's client, made anew only if DYNAMODB_ENDPOINT changes (a local stack restarted). */
export function dynamo(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!client || client.endpoint !== endpoint) client = { endpoint, documents: makeClient() };
  return client.documents;
}
