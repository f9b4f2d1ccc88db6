/**
 * Storage tests without a server: the process's handlers pointed at tables of the file's own,
 * made fresh in the project's DynamoDB Local, with the test hooks off (nothing rigged, nothing
 * fires unless the test fires it).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { createTables } from '../../infra/local/tables.ts';
import { dynamoEndpoint } from './dynamodb-endpoint.ts';

export function useTables(): void {
  beforeAll(async () => {
    const endpoint = dynamoEndpoint();
    const prefix = `t${randomUUID().slice(0, 8)}`;
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: endpoint,
      EVENTS_TABLE: `${prefix}-events`,
      READ_TABLE: `${prefix}-read`,
      TEST_HOOKS: '0',
    });
    const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await createTables(client);
    client.destroy();
  });
}
