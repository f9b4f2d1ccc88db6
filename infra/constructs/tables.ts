import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { eventsTable, readTable } from '../../functions/adapters/tables.ts';

/** The most request units a second one table (and each of its indexes) may consume on demand. */
export interface TableCap {
  reads: number;
  writes: number;
}

export interface TableCaps {
  events: TableCap;
  read: TableCap;
}

/**
 * The caps when the operator gives none: about four times what the API's default throttle (200
 * requests a second, bursts of 400) can make the tables do, a command being one Query of at most
 * nine items and one write of two items. At the cap a month of nonstop use of every table costs
 * a few thousand dollars, not an unbounded bill; docs/deploy.md says how to raise them.
 */
export const defaultTableCaps: TableCaps = { events: { reads: 4000, writes: 2000 }, read: { reads: 8000, writes: 4000 } };

export interface TablesProps {
  removalPolicy: RemovalPolicy;
  /** Production: CloudFormation and the console both refuse to delete the tables. */
  deletionProtection: boolean;
  caps: TableCaps;
  prefix: string;
  alarmAction: IAlarmAction;
}

/**
 * The two tables of functions/adapters/tables.ts, on demand (nothing to pay while idle beyond
 * storage) with point-in-time recovery, their throughput capped (a public API must not run up
 * any bill) and an alarm when DynamoDB throttles them. The events table's stream carries new
 * images only: items are written once and never changed.
 */
export class Tables extends Construct {
  readonly events: Table;
  readonly read: Table;

  constructor(scope: Construct, id: string, { removalPolicy, deletionProtection, caps, prefix, alarmAction }: TablesProps) {
    super(scope, id);
    const common = {
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy,
      deletionProtection,
    };
    this.events = new Table(this, 'Events', {
      ...common,
      ...maxUnits(caps.events),
      partitionKey: { name: eventsTable.partitionKey, type: AttributeType.STRING },
      sortKey: { name: eventsTable.sortKey, type: AttributeType.NUMBER },
      stream: StreamViewType.NEW_IMAGE,
    });
    this.read = new Table(this, 'Read', {
      ...common,
      ...maxUnits(caps.read),
      partitionKey: { name: readTable.partitionKey, type: AttributeType.STRING },
      sortKey: { name: readTable.sortKey, type: AttributeType.STRING },
      // Deliveries and similar records expire by themselves.
      timeToLiveAttribute: readTable.ttlAttribute,
    });
    for (const index of readTable.indexes)
      this.read.addGlobalSecondaryIndex({
        ...maxUnits(caps.read),
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    throttleAlarm(this, 'EventsThrottles', this.events, `${prefix}-events-table-throttles`).addAlarmAction(alarmAction);
    throttleAlarm(this, 'ReadThrottles', this.read, `${prefix}-read-table-throttles`).addAlarmAction(alarmAction);
  }
}

const maxUnits = (cap: TableCap) => ({ maxReadRequestUnits: cap.reads, maxWriteRequestUnits: cap.writes });

const PERIOD = Duration.minutes(5);

/** DynamoDB refused requests of the table in five minutes: its cap was reached (abuse, or growth), or one key is too hot. */
function throttleAlarm(scope: Construct, id: string, table: Table, alarmName: string): Alarm {
  return new Alarm(scope, id, {
    alarmName,
    alarmDescription: `DynamoDB throttled reads or writes of ${table.node.id === 'Events' ? 'the events' : 'the read'} table in five minutes. See docs/operations.md.`,
    metric: new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
        writes: table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
      label: 'throttle events',
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}
