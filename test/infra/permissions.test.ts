import { beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf, resourceLabel, synthesize, type Synthesized } from './synth.ts';

const EVENTS = 'Tables/Events';
const READ_TABLE = 'Tables/Read';
const EVENTS_READ = ['dynamodb:GetItem', 'dynamodb:Query'];
const READ = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const WRITE = ['dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];

type Grants = Record<string, string[]>;
const merge = (...parts: Grants[]): Grants => {
  const all: Record<string, Set<string>> = {};
  for (const part of parts) for (const [label, actions] of Object.entries(part)) for (const a of actions) (all[label] ??= new Set()).add(a);
  return Object.fromEntries(Object.entries(all).map(([label, actions]) => [label, [...actions].sort()]));
};
const events = (...actions: string[]): Grants => ({ [EVENTS]: actions.sort() });
/** Reading the read table covers its two indexes (lobbies, leaderboards); writing names the table only. */
const readTable = { [READ_TABLE]: READ, [`${READ_TABLE}/index/gsi1pk-gsi1sk`]: READ, [`${READ_TABLE}/index/gsi2pk-gsi1sk`]: READ };
const writeTable = { [READ_TABLE]: WRITE };
/** What a queue's worker gets with its event source (it re-sends, where it does, by a grant of its own). */
const CONSUME = ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'];
const stream = (name: string): Grants => ({
  [`${EVENTS}#StreamArn`]: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
  // ListStreams has no resource-level permissions: AWS requires `*` for it.
  '*': ['dynamodb:ListStreams'],
  [`${name}-dead-letters`]: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
});

/** What each function may do besides writing its own logs, written out by hand from what its code does. */
const expected: Record<string, Grants> = {
  // Each HTTP function is a feature of the route table: the union of its routes' grants, no more.
  // The health check and $default add nothing; every command, join, start… appends to a game's
  // stream, and the creation (and a rematch) writes the game's secret seed to the read table.
  // A warm GET of a game asks for its next version beside the token's item, in one BatchGetItem.
  'http-games': merge(events(...EVENTS_READ, 'dynamodb:BatchGetItem', 'dynamodb:PutItem'), readTable, writeTable),
  // Every POST but a command keeps its Idempotency-Key answers in the read table; a rename
  // rewrites the seats of the caller's games still going (their streams); a token's rotation
  // queues a live job that ends the subscribers of the replaced token.
  // Apps' push credentials are sealed (GenerateDataKey, never Decrypt); GET /push/webpush reads the VAPID key pair's secret.
  'http-players': merge(events(...EVENTS_READ, 'dynamodb:PutItem'), readTable, writeTable, {
    'LiveUpdates/Jobs': ['sqs:SendMessage'],
    'SecretsKey/Key': ['kms:GenerateDataKey'],
    'VapidKeys/Secret': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
  }),
  // The hint reads the game; the analysis keeps what it judged in the read table.
  'http-analysis': merge(events(...EVENTS_READ), readTable, writeTable),
  // A game's ratings read its stream to say why it has none yet (not-ended, not-rated-yet).
  'http-leaderboards': merge(events(...EVENTS_READ), readTable),
  // A subscription's secret is sealed with a data key of the secrets' key (no Decrypt: the routes never open one).
  'http-webhooks': merge(readTable, writeTable, { Webhooks: ['sqs:SendMessage'], 'SecretsKey/Key': ['kms:GenerateDataKey'] }),
  'stream-projections': merge(stream('stream-projections'), events(...EVENTS_READ, 'dynamodb:PutItem'), readTable, writeTable),
  // Writes: the ledger of pending turn timers, which the sweep reads.
  'stream-reactions': merge(stream('stream-reactions'), events(...EVENTS_READ, 'dynamodb:ConditionCheckItem'), readTable, writeTable, {
    'arn:{AWS::Partition}:scheduler:{AWS::Region}:{AWS::AccountId}:schedule/oc-test-timers/*': [
      'scheduler:CreateSchedule',
      'scheduler:DeleteSchedule',
    ],
    SchedulerRole: ['iam:PassRole'],
    Webhooks: ['sqs:SendMessage'],
    'LiveUpdates/Jobs': ['sqs:SendMessage'],
    Bots: ['sqs:SendMessage'],
  }),
  // A bot has no token, but a bot's throw reads the game's secret seed (the read table). It re-queues a job it hands on.
  // Quick match's looks: a table's game with its seed and the tickets' claims (one transaction), the next look, match.found.
  'bots-move': merge(events(...EVENTS_READ, 'dynamodb:PutItem'), readTable, writeTable, {
    Bots: [...CONSUME, 'sqs:SendMessage'],
    Matchmaking: [...CONSUME, 'sqs:SendMessage'],
    Webhooks: ['sqs:SendMessage'],
  }),
  // The ticket and the player's quick-match item (one transaction), the ticket's first look queued.
  'http-matchmaking': merge(readTable, writeTable, { Matchmaking: ['sqs:SendMessage'] }),
  // A default that draws or ends the game reads its secret seed; a reminder queues its pushes and `turn.reminder`,
  // then deletes its own item of the ledger of pending timers (and may delete nothing else: see below).
  'timers-timeout': merge(events(...EVENTS_READ, 'dynamodb:PutItem'), readTable, {
    [READ_TABLE]: ['dynamodb:DeleteItem'],
    Webhooks: ['sqs:SendMessage'],
  }),
  // Fires a missed timer (the timeout's own access) and forgets a period found over.
  'timers-sweep': merge(events(...EVENTS_READ, 'dynamodb:PutItem'), readTable, writeTable, { Webhooks: ['sqs:SendMessage'] }),
  // The delivery opens the subscription's secret to sign with it; for a push job, the app's push credentials
  // (the same key) or the VAPID key pair.
  'webhooks-deliver': merge(readTable, writeTable, {
    Webhooks: [...CONSUME, 'sqs:SendMessage'],
    'SecretsKey/Key': ['kms:Decrypt'],
    'VapidKeys/Secret': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
  }),
  // Live updates: only the fan-out may post to connections (POST only), on the live stage of its own API.
  // The WebSocket routes' one function: unsubscribe writes, disconnect reads its connection's
  // subscribers, subscribe reads the game and the token and queues the first push ($connect stores nothing);
  // every message is counted against its connection's rate, and one over it is told so and closed.
  'live-routes': merge(events(...EVENTS_READ), readTable, writeTable, {
    'LiveUpdates/Jobs': ['sqs:SendMessage'],
    'arn:{AWS::Partition}:execute-api:{AWS::Region}:{AWS::AccountId}:{LiveUpdatesApi925D9A39}/live/POST/@connections/*': [
      'execute-api:ManageConnections',
    ],
    'arn:{AWS::Partition}:execute-api:{AWS::Region}:{AWS::AccountId}:{LiveUpdatesApi925D9A39}/live/DELETE/@connections/*': [
      'execute-api:ManageConnections',
    ],
  }),
  // It queues a rotated token's job per game into the games' groups of its own queue.
  'live-fan-out': merge(events(...EVENTS_READ), readTable, writeTable, {
    'LiveUpdates/Jobs': [...CONSUME, 'sqs:SendMessage'],
    'arn:{AWS::Partition}:execute-api:{AWS::Region}:{AWS::AccountId}:{LiveUpdatesApi925D9A39}/live/POST/@connections/*': [
      'execute-api:ManageConnections',
    ],
  }),
  // The three rebuilds: the leaderboards from the events, the lists of games (scanning the read table for stale seats), the chips (scanning it for the grants).
  'projections-rebuild': merge(events(...EVENTS_READ, 'dynamodb:Scan'), readTable, writeTable, { [READ_TABLE]: ['dynamodb:Scan'] }),
};

describe('least privilege', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize();
  });

  it('knows every function of the stack (a new one needs its permissions written here)', () => {
    expect([...s.stack.functions.keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))('%s may touch only its own tables and actions', (name) => {
    const { [`${name}/Logs`]: logs, ...rest } = permissionsOf(s, name);
    expect(logs).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    expect(rest).toEqual(expected[name]);
  });

  it('uses no wildcard action, and a wildcard resource only where AWS requires one', () => {
    for (const [id, policy] of s.ofType('AWS::IAM::Policy'))
      for (const statement of policy.Properties.PolicyDocument.Statement as Record<string, any>[]) {
        for (const action of [statement.Action].flat()) expect(action, id).not.toContain('*');
        for (const resource of [statement.Resource].flat())
          if (resourceLabel(s, resource) === '*') expect([statement.Action].flat(), id).toEqual(['dynamodb:ListStreams']);
      }
  });

  it("lets the timeout function delete only the ledger's items of pending timers, and write nothing else of the read table", () => {
    const roleId = (s.resources[s.functionId('timers-timeout')]!.Properties.Role['Fn::GetAtt'] as string[])[0]!;
    const statements = s
      .ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Record<string, any>[]);
    const deletes = statements.filter((statement) => [statement.Action].flat().includes('dynamodb:DeleteItem'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.Action).toBe('dynamodb:DeleteItem');
    expect(resourceLabel(s, deletes[0]!.Resource)).toBe(READ_TABLE);
    // The ledger's partitions are `TIMER#<gameId>` (functions/adapters/read-keys.ts).
    expect(deletes[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TIMER#*'] } });
  });

  it('gives no function a managed policy (the basic execution policy would let it write every log group)', () => {
    for (const [id, role] of s.ofType('AWS::IAM::Role')) expect(role.Properties.ManagedPolicyArns, id).toBeUndefined();
  });

  it('lets EventBridge Scheduler, and only it, invoke the timeout function (its unqualified ARN, as the schedules name it) and dead-letter what it gave up on, nothing else', () => {
    const [[roleId, role]] = s.ofType('AWS::IAM::Role').filter(([id]) => s.pathOf(id) === 'SchedulerRole') as [[string, any]];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    const statements = s
      .ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Record<string, any>[]);
    expect(statements.map((st) => [st.Action, [st.Resource].flat().map((r) => resourceLabel(s, r))])).toEqual([
      ['lambda:InvokeFunction', ['timers-timeout/Function']],
      ['sqs:SendMessage', ['TimerDeadLetters']],
    ]);
  });
});
