/**
 * Every request the functions make of an AWS service, seen where it leaves their code: the
 * DynamoDB client, the job queues, the turn timers' scheduler, the live poster and the secrets'
 * data keys. On one
 * machine the same code sends them to DynamoDB Local and the local stand-ins, so a watcher sees
 * what the deployed functions would ask of AWS: test/e2e/platform/grants.test.ts compares it
 * with the roles' grants. Nobody watches on AWS, and then a report costs one check.
 */
export type AwsCall =
  /** `input` as the functions wrote it: the tables (and indexes) it names are what IAM checks. */
  | { service: 'dynamodb'; operation: string; input: Record<string, unknown> }
  /** The queue by the environment variable that holds its URL (`BOT_QUEUE_URL`). */
  | { service: 'sqs'; operation: 'SendMessageBatch' | 'ChangeMessageVisibilityBatch'; queue: string }
  | { service: 'scheduler'; operation: 'CreateSchedule' | 'DeleteSchedule' }
  | { service: 'execute-api'; operation: 'PostToConnection' | 'DeleteConnection' }
  /** The secrets key's data keys: on one machine the local master key stands in for KMS, and is reported as it. */
  | { service: 'kms'; operation: 'GenerateDataKey' | 'Decrypt' };

const watchers = new Set<(call: AwsCall) => void>();

/** Sees every request reported from now on; returns the function that stops watching. */
export function watchAwsCalls(watch: (call: AwsCall) => void): () => void {
  watchers.add(watch);
  return () => void watchers.delete(watch);
}

/** Called before each request is sent (a refused request needed its grant too). */
export function reportAwsCall(call: AwsCall): void {
  for (const watch of watchers) watch(call);
}
