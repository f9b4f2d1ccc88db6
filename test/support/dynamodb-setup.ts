/**
 * Starts one DynamoDB Local for the whole run: the storage tests and the end-to-end tests of
 * every project share it (a JVM warming up costs seconds of CPU; three of them, one a project,
 * cost the suite that three times). Each project's global setup runs in vitest's one process,
 * so the first starts it and the last to finish stops it.
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** On globalThis: vitest loads this file once per project, each a module of its own. */
const shared = globalThis as { ocDynamoDbLocal?: { started: Promise<DynamoDbLocal>; projects: number } };

export default async function setup(project: TestProject) {
  shared.ocDynamoDbLocal ??= { started: startDynamoDbLocal({}), projects: 0 };
  const run = shared.ocDynamoDbLocal;
  run.projects += 1;
  project.provide('dynamoEndpoint', (await run.started).endpoint);
  return async () => {
    run.projects -= 1;
    if (run.projects > 0) return;
    delete shared.ocDynamoDbLocal;
    await (await run.started).stop();
  };
}
