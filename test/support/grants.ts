/**
 * What the functions' requests need of IAM, and whether the synthesized roles grant it: each
 * request the functions made on one machine (functions/adapters/aws-calls.ts), in the function
 * whose invocation made it (infra/local/invocations.ts), becomes the actions IAM checks for it
 * and the resources they name, as the stack's labels (test/infra/synth.ts) spell them.
 */
import type { AwsCall } from '../../functions/adapters/aws-calls.ts';
import { watchAwsCalls } from '../../functions/adapters/aws-calls.ts';
import { currentFunction, LOCAL_STAND_IN } from '../../infra/local/invocations.ts';
import { arnLike, permissionsOf, resourceLabel, type Synthesized } from '../infra/synth.ts';

/** One request, in the function that made it (undefined: made outside any function, by a test or a tool). */
export interface RecordedCall {
  fn: string | undefined;
  call: AwsCall;
  /** The tables a DynamoDB request names, each by the environment variable that holds its name (EVENTS_TABLE). */
  tables: Record<string, string>;
}

/** Records every request from now on but the local stand-ins' own; `stop` ends it. */
export function recordAwsCalls(): { calls: RecordedCall[]; stop: () => void } {
  const calls: RecordedCall[] = [];
  const stop = watchAwsCalls((call) => {
    const fn = currentFunction();
    if (fn === LOCAL_STAND_IN) return;
    // The names as they are now: a later test's stack may name its tables otherwise.
    const tables = Object.fromEntries(
      Object.entries(process.env).flatMap(([variable, value]) => (variable.endsWith('_TABLE') && value ? [[value, variable]] : [])),
    );
    calls.push({ fn, call, tables });
  });
  return { calls, stop };
}

/** One permission a request needs: an IAM action on a resource, spelled as the stack's labels are. */
export interface Need {
  action: string;
  resource: string;
}

/** The item kinds of TransactWriteItems and the action IAM checks for each. */
const TRANSACT_WRITE: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** The action IAM checks for each batch request of SQS. */
const SQS_ACTIONS: Record<Extract<AwsCall, { service: 'sqs' }>['operation'], string> = {
  SendMessageBatch: 'sqs:SendMessage',
  ChangeMessageVisibilityBatch: 'sqs:ChangeMessageVisibility',
};

/** The HTTP method of each request of the Management API, which execute-api:ManageConnections names in its resource. */
const CONNECTION_METHODS: Record<Extract<AwsCall, { service: 'execute-api' }>['operation'], string> = {
  PostToConnection: 'POST',
  DeleteConnection: 'DELETE',
};

/** The actions and tables (with their index) of one DynamoDB request, as IAM authorizes it. */
function dynamoNeeds(operation: string, input: Record<string, any>): { action: string; table: string; index?: string }[] {
  switch (operation) {
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys(input.RequestItems as object).map((table) => ({ action: `dynamodb:${operation}`, table }));
    case 'TransactWriteItems':
      return (input.TransactItems as Record<string, { TableName: string }>[]).map((item) => {
        const [kind, part] = Object.entries(item)[0]!;
        return { action: TRANSACT_WRITE[kind] ?? `dynamodb:(TransactWriteItems ${kind})`, table: part.TableName };
      });
    case 'TransactGetItems':
      return (input.TransactItems as { Get: { TableName: string } }[]).map(({ Get }) => ({
        action: 'dynamodb:GetItem',
        table: Get.TableName,
      }));
    default:
      return [{ action: `dynamodb:${operation}`, table: input.TableName as string, index: input.IndexName as string | undefined }];
  }
}

/** The function's environment variable as a resource label: what its Ref or GetAtt names, or a label no grant has. */
function labelOfVariable(s: Synthesized, fn: string, variable: string): string {
  const value = environmentOf(s, fn)[variable];
  if (value === undefined) return `(${variable}, not in the environment of ${fn})`;
  if (typeof value === 'object' && value !== null && 'Ref' in value) return s.pathOf(String((value as { Ref: string }).Ref));
  return resourceLabel(s, value);
}

const environmentOf = (s: Synthesized, fn: string): Record<string, unknown> =>
  s.resources[s.functionId(fn)]!.Properties.Environment?.Variables ?? {};

/** What one request of the function `fn` needs: each action on the resource its request names. */
export function needsOf(s: Synthesized, fn: string, { call, tables }: RecordedCall): Need[] {
  switch (call.service) {
    case 'dynamodb':
      return dynamoNeeds(call.operation, call.input).map(({ action, table, index }) => {
        const variable = tables[table];
        const label = variable ? labelOfVariable(s, fn, variable) : `(table ${table}, named by no *_TABLE variable)`;
        return { action, resource: index ? `${label}/index/${index}` : label };
      });
    case 'sqs':
      return [{ action: SQS_ACTIONS[call.operation], resource: labelOfVariable(s, fn, call.queue) }];
    case 'scheduler': {
      const group = environmentOf(s, fn).SCHEDULER_GROUP;
      const schedule = `arn:{AWS::Partition}:scheduler:{AWS::Region}:{AWS::AccountId}:schedule/${String(group)}/a-timer`;
      if (call.operation === 'DeleteSchedule') return [{ action: 'scheduler:DeleteSchedule', resource: schedule }];
      // The schedule's target runs as the Scheduler role, which its creator must be allowed to pass.
      return [
        { action: 'scheduler:CreateSchedule', resource: schedule },
        { action: 'iam:PassRole', resource: labelOfVariable(s, fn, 'SCHEDULER_ROLE_ARN') },
      ];
    }
    case 'kms':
      return [{ action: `kms:${call.operation}`, resource: labelOfVariable(s, fn, 'SECRETS_KEY_ID') }];
    case 'execute-api': {
      // LIVE_CONNECTIONS_ENDPOINT is https://{api}.execute-api.{region}.{suffix}/{stage}: the connections of that API's stage.
      const endpoint = environmentOf(s, fn).LIVE_CONNECTIONS_ENDPOINT as { 'Fn::Join'?: [string, unknown[]] } | undefined;
      const parts = endpoint?.['Fn::Join']?.[1] ?? [];
      const api = (parts.find((part) => typeof part === 'object' && part !== null && 'Ref' in part) as { Ref: string } | undefined)?.Ref;
      const stage = parts.at(-1);
      return [
        {
          action: 'execute-api:ManageConnections',
          resource: `arn:{AWS::Partition}:execute-api:{AWS::Region}:{AWS::AccountId}:{${api}}${String(stage)}/${CONNECTION_METHODS[call.operation]}/@connections/a-connection`,
        },
      ];
    }
  }
}

/**
 * The grants Lambda itself uses for the function (its event source mapping reads the stream or
 * the queue, and sends what failed to the on-failure destination), and its logs: no request of
 * the function's code asks for them.
 */
const byLambda = (label: string, action: string): boolean =>
  label.endsWith('/Logs') ||
  label.endsWith('-dead-letters') ||
  [
    'dynamodb:DescribeStream',
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:ListStreams',
    'sqs:ChangeMessageVisibility',
    'sqs:DeleteMessage',
    'sqs:GetQueueAttributes',
    'sqs:GetQueueUrl',
    'sqs:ReceiveMessage',
  ].includes(action);

export interface GrantCheck {
  /** Requests no grant of their function covers: `function: action on resource (operation)`. */
  uncovered: string[];
  /** Grants no request used (and Lambda does not use for the function): `function: action on resource`. */
  unused: string[];
}

/** Compares the recorded requests of the stack's functions with their roles' grants. */
export function checkGrants(s: Synthesized, calls: RecordedCall[]): GrantCheck {
  const uncovered = new Set<string>();
  const used = new Set<string>();
  for (const recorded of calls) {
    const { fn } = recorded;
    if (fn === undefined) continue;
    if (!s.stack.functions.has(fn)) {
      uncovered.add(`${fn}: ${recorded.call.operation}, from a function the stack does not have`);
      continue;
    }
    const grants = permissionsOf(s, fn);
    for (const need of needsOf(s, fn, recorded)) {
      const granted = Object.entries(grants).filter(([label, actions]) => actions.includes(need.action) && arnLike(label, need.resource));
      if (!granted.length) uncovered.add(`${fn}: ${need.action} on ${need.resource} (${recorded.call.operation})`);
      for (const [label] of granted) used.add(`${fn}: ${need.action} on ${label}`);
    }
  }
  const unused = [...s.stack.functions.keys()].flatMap((fn) =>
    Object.entries(permissionsOf(s, fn)).flatMap(([label, actions]) =>
      actions
        .filter((action) => !byLambda(label, action) && !used.has(`${fn}: ${action} on ${label}`))
        .map((action) => `${fn}: ${action} on ${label}`),
    ),
  );
  return { uncovered: [...uncovered].sort(), unused: unused.sort() };
}
