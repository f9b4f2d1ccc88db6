import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/constructs/catalog.ts';
import { defaultTableCaps } from '../../infra/constructs/tables.ts';
import { synthesize, type Resource, type Synthesized } from './synth.ts';

/** What a first `cdk deploy` meets that no local run can: the template's checks. */
describe('the stack as a first deploy meets it', () => {
  let s: Synthesized;
  let prod: Synthesized;
  beforeAll(() => {
    s = synthesize();
    prod = synthesize({ stage: 'prod', protect: true });
  });

  it("lets CloudWatch publish to the alarm topic, for this account's alarms of this stage only, and every alarm notifies it", () => {
    const [[topicId]] = s.ofType('AWS::SNS::Topic').filter(([id]) => id.startsWith('Alarms')) as [[string, Resource]];
    const policies = s
      .ofType('AWS::SNS::TopicPolicy')
      .filter(([, p]) => p.Properties.Topics.some((t: { Ref: string }) => t.Ref === topicId));
    expect(policies).toHaveLength(1);
    const statements = policies[0]![1].Properties.PolicyDocument.Statement as Record<string, any>[];
    const allow = statements.filter((st) => st.Effect === 'Allow');
    expect(allow).toEqual([
      {
        Sid: 'CloudWatchAlarmsPublish',
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: 'sns:Publish',
        Resource: { Ref: topicId },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: {
            'aws:SourceArn': {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':cloudwatch:',
                  { Ref: 'AWS::Region' },
                  ':',
                  { Ref: 'AWS::AccountId' },
                  ':alarm:oc-test-*',
                ],
              ],
            },
          },
        },
      },
    ]);
    // The Deny of plain HTTP stays.
    expect(statements.filter((st) => st.Effect === 'Deny').map((st) => st.Condition)).toEqual([
      { Bool: { 'aws:SecureTransport': 'false' } },
    ]);
    const alarms = s.ofType('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmName, id).toMatch(/^oc-test-/);
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
    }
  });

  it('keeps with every retained resource what it needs: nothing it refers to, and nothing attached to it, is deleted with the stack', () => {
    const retained = new Set(
      Object.keys(prod.resources).filter((id) => (prod.resources[id] as { DeletionPolicy?: string }).DeletionPolicy === 'Retain'),
    );
    // The tables and the key that seals the secrets in them, the VAPID key pair's secret (browsers
    // subscribed with it), the log groups, the dead-letter queues with their policies, and API
    // Gateway's account logging role (another stage may be using it).
    expect(new Set([...retained].map((id) => prod.resources[id]!.Type))).toEqual(
      new Set([
        'AWS::DynamoDB::Table',
        'AWS::KMS::Key',
        'AWS::SecretsManager::Secret',
        'AWS::Logs::LogGroup',
        'AWS::SQS::Queue',
        'AWS::SQS::QueuePolicy',
        'AWS::IAM::Role',
      ]),
    );
    const wrong: string[] = [];
    for (const id of retained)
      for (const needed of referencesOf(prod.resources[id]!.Properties))
        if (prod.resources[needed] && !retained.has(needed))
          wrong.push(`${prod.pathOf(id)} refers to ${prod.pathOf(needed)}, which is deleted`);
    for (const [id, resource] of Object.entries(prod.resources)) {
      if (retained.has(id) || !ATTACHMENTS[resource.Type]) continue;
      for (const target of referencesOf(ATTACHMENTS[resource.Type]!.map((field) => resource.Properties[field])))
        if (retained.has(target))
          wrong.push(`${prod.pathOf(id)} (${resource.Type}) is attached to ${prod.pathOf(target)} and deleted without it`);
    }
    expect(wrong).toEqual([]);
  });

  it('protects the tables of a protected stage from deletion, caps every table and index on demand, and alarms when DynamoDB throttles one', () => {
    for (const [id, table] of prod.ofType('AWS::DynamoDB::Table')) expect(table.Properties.DeletionProtectionEnabled, id).toBe(true);
    for (const [id, table] of s.ofType('AWS::DynamoDB::Table')) expect(table.Properties.DeletionProtectionEnabled, id).toBe(false);

    const tables = Object.fromEntries(s.ofType('AWS::DynamoDB::Table').map(([id, table]) => [s.pathOf(id), table]));
    const units = (cap: { reads: number; writes: number }) => ({ MaxReadRequestUnits: cap.reads, MaxWriteRequestUnits: cap.writes });
    expect(tables['Tables/Events']!.Properties.OnDemandThroughput).toEqual(units(defaultTableCaps.events));
    expect(tables['Tables/Read']!.Properties.OnDemandThroughput).toEqual(units(defaultTableCaps.read));
    for (const index of tables['Tables/Read']!.Properties.GlobalSecondaryIndexes as Record<string, any>[])
      expect(index.OnDemandThroughput, index.IndexName).toEqual(units(defaultTableCaps.read));

    const capped = synthesize({ tableCaps: { events: { reads: 10, writes: 20 }, read: { reads: 30, writes: 40 } } });
    capped.template.hasResourceProperties('AWS::DynamoDB::Table', {
      OnDemandThroughput: { MaxReadRequestUnits: 10, MaxWriteRequestUnits: 20 },
    });
    capped.template.hasResourceProperties('AWS::DynamoDB::Table', {
      OnDemandThroughput: { MaxReadRequestUnits: 30, MaxWriteRequestUnits: 40 },
    });

    for (const [name, table] of [
      ['oc-test-events-table-throttles', 'Tables/Events'],
      ['oc-test-read-table-throttles', 'Tables/Read'],
    ] as const) {
      const alarm = s.ofType('AWS::CloudWatch::Alarm').find(([, a]) => a.Properties.AlarmName === name)?.[1];
      expect(alarm?.Properties, name).toMatchObject({
        Threshold: 1,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      const metrics = (alarm!.Properties.Metrics as Record<string, any>[]).filter((m) => m.MetricStat);
      expect(metrics.map((m) => m.MetricStat.Metric.MetricName).sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
      for (const m of metrics) {
        expect(m.MetricStat.Metric.Namespace).toBe('AWS/DynamoDB');
        expect(s.pathOf(m.MetricStat.Metric.Dimensions[0].Value.Ref)).toBe(table);
      }
    }
  });
});

describe("the operator's documents, as synthesized", () => {
  it('docs/deploy.md counts the alarms the stack has, and their monthly cost at $0.10 each', () => {
    const alarms = synthesize().ofType('AWS::CloudWatch::Alarm').length;
    const deploy = readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8');
    const row = deploy.split('\n').find((line) => line.startsWith('| CloudWatch alarms:'))!;
    const [, parts, total, cost] = /^\| CloudWatch alarms: (.*): (\d+) at \$0\.10 \| about \$(\d+\.\d\d)/.exec(row)!;
    expect(Number(total)).toBe(alarms);
    expect(Number(cost)).toBeCloseTo(alarms * 0.1, 2);
    // Its parts add up: "2 per function (41, …)" counts twice, the others once.
    const counts = [...parts!.matchAll(/(\d+) per [^(]*\((\d+)|(\d+) on the/g)].map((m) =>
      m[3] ? Number(m[3]) : Number(m[1]) * Number(m[2]),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(alarms);
  });
});

/**
 * The properties that attach a resource to another, changing it: deleting the resource takes
 * something from its target (a role's rights, a topic's or a queue's policy, a function's invokers).
 */
const ATTACHMENTS: Record<string, string[]> = {
  'AWS::IAM::Policy': ['Roles', 'Users', 'Groups'],
  'AWS::IAM::ManagedPolicy': ['Roles', 'Users', 'Groups'],
  'AWS::IAM::RolePolicy': ['RoleName'],
  'AWS::SNS::TopicPolicy': ['Topics'],
  'AWS::SQS::QueuePolicy': ['Queues'],
  'AWS::Lambda::Permission': ['FunctionName'],
  'AWS::DynamoDB::ResourcePolicy': ['ResourceArn'],
};

/** The logical ids a value refers to (Ref, Fn::GetAtt), wherever they sit in it. */
function referencesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesOf);
  if (typeof value !== 'object' || value === null) return [];
  const v = value as Record<string, unknown>;
  if (typeof v.Ref === 'string') return [v.Ref];
  if (Array.isArray(v['Fn::GetAtt'])) return [v['Fn::GetAtt'][0] as string];
  return Object.values(v).flatMap(referencesOf);
}
