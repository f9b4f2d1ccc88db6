/**
 * Starts one DynamoDB Local for the project's run (it takes a few seconds), not per test: its
 * storage or end-to-end files share it, each with tables of its own. A project has one of its
 * own: in the one run that shared a single one, it held every file's tables by the end
 * (ListTables paged past 100, which a test did not expect) and the load-measuring files last
 * in the run met 503s, their requests past the deadline (docs/testing.md, 2026-12-03).
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({});
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
