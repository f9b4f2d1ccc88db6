import { CreateTableCommand, DynamoDBClient, ResourceInUseException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { eventsTable, readTable, tableNames } from '../../functions/adapters/tables.ts';

/** Creates the two tables in DynamoDB Local as the stack defines them (existing ones are kept). */
export async function createTables(client: DynamoDBClient): Promise<void> {
  const names = tableNames();
  await ignoreExisting(
    client.send(
      new CreateTableCommand({
        TableName: names.events,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: eventsTable.partitionKey, AttributeType: 'S' },
          { AttributeName: eventsTable.sortKey, AttributeType: 'N' },
        ],
        KeySchema: [
          { AttributeName: eventsTable.partitionKey, KeyType: 'HASH' },
          { AttributeName: eventsTable.sortKey, KeyType: 'RANGE' },
        ],
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
      }),
    ),
  );
  const indexKeys = [...new Set(readTable.indexes.flatMap((i) => [i.partitionKey, i.sortKey]))];
  await ignoreExisting(
    client.send(
      new CreateTableCommand({
        TableName: names.read,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [readTable.partitionKey, readTable.sortKey, ...indexKeys].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: readTable.partitionKey, KeyType: 'HASH' },
          { AttributeName: readTable.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: readTable.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    ),
  );
  await client
    .send(
      new UpdateTimeToLiveCommand({
        TableName: names.read,
        TimeToLiveSpecification: { AttributeName: readTable.ttlAttribute, Enabled: true },
      }),
    )
    .catch(() => undefined); // already enabled after a restart with DATA_DIR
}

async function ignoreExisting(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
}
