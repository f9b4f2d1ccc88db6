import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import type { Access } from './catalog.ts';

/** The IAM actions behind each access level: exactly the operations the adapters send. */
const eventsActions = {
  read: ['dynamodb:GetItem', 'dynamodb:Query'],
  append: ['dynamodb:PutItem'],
  scan: ['dynamodb:Scan'],
  // A transaction's guard on a game's item, writing nothing to it: the turn timers' ledger (functions/timers/pending.ts).
  check: ['dynamodb:ConditionCheckItem'],
  peek: ['dynamodb:BatchGetItem'],
} as const;

const readActions = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  // Transactions need the per-item actions (and ConditionCheckItem for their guards).
  write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'],
  scan: ['dynamodb:Scan'],
} as const;

/** The partition keys of the ledger of pending turn timers (`TIMER#<gameId>`), as an IAM pattern. */
const TIMERS_PARTITIONS = `${readKeys.timer('').pk}*`;

export interface AccessTargets {
  events: ITable;
  read: ITable;
  /** Names of the read table's indexes: only those, never `index/*`. */
  readIndexes: readonly string[];
  scheduler?: { scheduleArns: string; role: IRole };
  webhookQueue?: IQueue;
  botQueue?: IQueue;
  matchQueue?: IQueue;
}

/** The statements that give a function the access it declares and nothing more. */
export function accessStatements(access: Access, targets: AccessTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const events = access.events ?? [];
  if (events.length)
    statements.push(
      new PolicyStatement({ actions: events.flatMap((level) => eventsActions[level]), resources: [targets.events.tableArn] }),
    );

  const read = access.read ?? [];
  if (read.length) {
    // Queries on the indexes are reads; writes only ever name the table itself.
    const indexes = targets.readIndexes.map((name) => `${targets.read.tableArn}/index/${name}`);
    if (read.includes('read'))
      statements.push(new PolicyStatement({ actions: [...readActions.read], resources: [targets.read.tableArn, ...indexes] }));
    if (read.includes('write'))
      statements.push(new PolicyStatement({ actions: [...readActions.write], resources: [targets.read.tableArn] }));
    if (read.includes('scan')) statements.push(new PolicyStatement({ actions: [...readActions.scan], resources: [targets.read.tableArn] }));
    // Deletes only items whose partition is a game's timers: the ledger's, never a player's, an app's or a secret.
    if (read.includes('forget-timers'))
      statements.push(
        new PolicyStatement({
          actions: ['dynamodb:DeleteItem'],
          resources: [targets.read.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [TIMERS_PARTITIONS] } },
        }),
      );
  }

  if (access.scheduler) {
    if (!targets.scheduler)
      throw new Error('A function arms timers but the stack has no timeout function to target (functions/timers/timeout.ts).');
    statements.push(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
        resources: [targets.scheduler.scheduleArns],
      }),
      new PolicyStatement({ actions: ['iam:PassRole'], resources: [targets.scheduler.role.roleArn] }),
    );
  }

  // A worker's receive/delete rights come with its event source; it sends to re-queue (a retry, a job handed on).
  const send = (queue: IQueue | undefined, what: string) => {
    if (!queue) throw new Error(`A function uses the ${what} queue but the stack has none.`);
    statements.push(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
  };
  if (access.webhookQueue) send(targets.webhookQueue, 'webhook');
  if (access.botQueue) send(targets.botQueue, 'bot');
  if (access.matchQueue) send(targets.matchQueue, 'matchmaking');
  return statements;
}
