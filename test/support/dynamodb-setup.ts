/**
 * Starts one DynamoDB Local for the project's run (it takes a few seconds), not per test: its
 * storage or end-to-end files share it, each with tables of its own. A project has one of its
 * own: one shared by every project held every file's tables by the end and failed the
 * load-measuring files last in the run (docs/testing.md, Where the time goes).
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
