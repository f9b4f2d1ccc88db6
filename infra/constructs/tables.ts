import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { eventsTable, readTable } from '../../functions/adapters/tables.ts';

/**
 * The two tables of functions/adapters/tables.ts, on demand (nothing to pay while idle beyond
 * storage) with point-in-time recovery. The events table's stream carries new images only:
 * items are written once and never changed.
 */
export class Tables extends Construct {
  readonly events: Table;
  readonly read: Table;

  constructor(scope: Construct, id: string, { removalPolicy }: { removalPolicy: RemovalPolicy }) {
    super(scope, id);
    const common = {
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy,
    };
    this.events = new Table(this, 'Events', {
      ...common,
      partitionKey: { name: eventsTable.partitionKey, type: AttributeType.STRING },
      sortKey: { name: eventsTable.sortKey, type: AttributeType.NUMBER },
      stream: StreamViewType.NEW_IMAGE,
    });
    this.read = new Table(this, 'Read', {
      ...common,
      partitionKey: { name: readTable.partitionKey, type: AttributeType.STRING },
      sortKey: { name: readTable.sortKey, type: AttributeType.STRING },
      // Deliveries and similar records expire by themselves.
      timeToLiveAttribute: readTable.ttlAttribute,
    });
    for (const index of readTable.indexes)
      this.read.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
  }
}
