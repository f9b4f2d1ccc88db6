import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaCatalog } from '../../infra/constructs/catalog.ts';
import { synthesize, type Resource, type Synthesized } from './synth.ts';

/** The stream consumers as the catalog lists them (infra/constructs/catalog.ts), by name without `stream-`. */
const consumers = lambdaCatalog()
  .filter((spec) => spec.kind === 'stream')
  .map((spec) => spec.name.replace(/^stream-/, ''));

describe('streams, queues, dead letters and alarms', () => {
  let s: Synthesized;
  let mappings: Resource[];
  const mappingOf = (name: string) => mappings.find((m) => m.Properties.FunctionName.Ref === s.functionId(name));
  const queueNamed = (path: string) => s.ofType('AWS::SQS::Queue').find(([id]) => s.pathOf(id) === path)!;
  beforeAll(() => {
    s = synthesize();
    mappings = s.ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m);
  });

  it('wires every stream consumer of the catalog to the events stream, and nothing else to it', () => {
    // DynamoDB Streams advises at most two readers per shard: more throttle each other.
    expect(consumers.sort()).toEqual(['projections', 'reactions']);
    const onStream = mappings.filter((m) => m.Properties.EventSourceArn['Fn::GetAtt']?.[1] === 'StreamArn');
    expect(onStream.length).toBe(consumers.length);
    for (const name of consumers) expect(mappingOf(`stream-${name}`), name).toBeDefined();
  });

  it.each(consumers)('stream-%s: partial batch responses, bisection, bounded retries, its own dead-letter queue', (name) => {
    const mapping = mappingOf(`stream-${name}`)!;
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^TablesEvents/), 'StreamArn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      StartingPosition: 'TRIM_HORIZON',
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'] }) }] },
    });
    const [dlqId] = queueNamed(`stream-${name}-dead-letters`);
    expect(mapping.Properties.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [dlqId, 'Arn'] });
    const behind = s
      .ofType('AWS::CloudWatch::Alarm')
      .find(
        ([, a]) => a.Properties.MetricName === 'IteratorAge' && a.Properties.Dimensions[0].Value.Ref === s.functionId(`stream-${name}`),
      );
    expect(behind?.[1].Properties, 'an alarm when it falls behind').toMatchObject({ Threshold: 60_000, Statistic: 'Maximum' });
  });

  it('gives the projections a batching window of a second (lists and boards may show a change within a second or two), the reactions none', () => {
    expect(mappingOf('stream-projections')!.Properties.MaximumBatchingWindowInSeconds).toBe(1);
    expect(mappingOf('stream-reactions')!.Properties.MaximumBatchingWindowInSeconds).toBeUndefined();
  });

  it("drains quick match's queue of looks with the bot worker, ten at most at once, partial batch responses, a dead-letter queue behind it", () => {
    const [queueId, queue] = queueNamed('Matchmaking');
    const [dlqId] = queueNamed('MatchmakingDeadLetters');
    expect(queue.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 });
    const drained = mappings.filter((m) => m.Properties.EventSourceArn['Fn::GetAtt']?.[0] === queueId);
    expect(drained.map((m) => m.Properties)).toMatchObject([
      {
        FunctionName: { Ref: s.functionId('bots-move') },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: 10 },
      },
    ]);
  });

  it('drains the webhook queue with the delivery function, partial batch responses, and a dead-letter queue behind it', () => {
    const [queueId, queue] = queueNamed('Webhooks');
    const [dlqId] = queueNamed('WebhookDeadLetters');
    expect(queue.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 });
    // SQS hides a message in flight for longer than the function may run, so it is never handled twice at once.
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(
      s.resources[s.functionId('webhooks-deliver')]!.Properties.Timeout * 6,
    );
    expect(mappingOf('webhooks-deliver')!.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    for (const name of ['stream-reactions', 'webhooks-deliver'])
      expect(s.resources[s.functionId(name)]!.Properties.Environment.Variables, name).toMatchObject({
        WEBHOOK_QUEUE_URL: { Ref: queueId },
        WEBHOOK_MODE: 'aws',
      });
  });

  it('drains the bot queue with the bot worker, partial batch responses, a dead-letter queue behind it; the stream reactions and the worker send to it', () => {
    const [queueId, queue] = queueNamed('Bots');
    const [dlqId] = queueNamed('BotDeadLetters');
    expect(queue.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 });
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(s.resources[s.functionId('bots-move')]!.Properties.Timeout * 6);
    // Ten seconds of moves at most, then the job is handed on (functions/bots/move.ts): the worker outlasts them.
    expect(s.resources[s.functionId('bots-move')]!.Properties.Timeout).toBeGreaterThan(10);
    expect(mappingOf('bots-move')!.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // No cap: a game's people wait for its bots (ruling Bots 2).
    expect(mappingOf('bots-move')!.Properties.ScalingConfig).toBeUndefined();
    for (const name of ['stream-reactions', 'bots-move'])
      expect(s.resources[s.functionId(name)]!.Properties.Environment.Variables, name).toMatchObject({ BOT_QUEUE_URL: { Ref: queueId } });
  });

  it('lets the timeout function wait out a timer that fired up to a minute early', () => {
    expect(s.resources[s.functionId('timers-timeout')]!.Properties.Timeout).toBeGreaterThan(60);
  });

  it('tells the timer consumer where to arm: the schedule group, the timeout function and the role Scheduler takes', () => {
    const [[, group]] = s.ofType('AWS::Scheduler::ScheduleGroup') as [[string, Resource]];
    expect(group.Properties.Name).toBe('oc-test-timers');
    const [roleId] = s.ofType('AWS::IAM::Role').find(([id]) => s.pathOf(id) === 'SchedulerRole')!;
    expect(s.resources[s.functionId('stream-reactions')]!.Properties.Environment.Variables).toMatchObject({
      SCHEDULER_GROUP: 'oc-test-timers',
      TIMEOUT_FUNCTION_ARN: { 'Fn::GetAtt': [s.functionId('timers-timeout'), 'Arn'] },
      SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [roleId, 'Arn'] },
      TIMER_DEAD_LETTER_ARN: { 'Fn::GetAtt': [queueNamed('TimerDeadLetters')[0], 'Arn'] },
    });
  });

  it('sweeps the missed turn timers every minute, without EventBridge retries (the next minute is the retry)', () => {
    const rules = s.ofType('AWS::Events::Rule').filter(([id]) => s.pathOf(id) === 'TimerSweep');
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [s.functionId('timers-sweep'), 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    const permissions = s.ofType('AWS::Lambda::Permission').map(([, p]) => p.Properties);
    expect(permissions).toContainEqual(
      expect.objectContaining({
        FunctionName: { 'Fn::GetAtt': [s.functionId('timers-sweep'), 'Arn'] },
        Principal: 'events.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [rules[0]![0], 'Arn'] },
      }),
    );
    // Each sweep ends before the next begins.
    expect(s.resources[s.functionId('timers-sweep')]!.Properties.Timeout).toBeLessThanOrEqual(60);
  });

  it("says what Lambda retries of the asynchronous invocations (EventBridge's and Scheduler's): the sweep not at all, a timer's twice, for at most six hours", () => {
    const configs = Object.fromEntries(
      s.ofType('AWS::Lambda::EventInvokeConfig').map(([, c]) => [s.pathOf(c.Properties.FunctionName.Ref), c.Properties]),
    );
    expect(configs).toEqual({
      'timers-sweep/Function': { FunctionName: expect.anything(), Qualifier: '$LATEST', MaximumRetryAttempts: 0 },
      'timers-timeout/Function': {
        FunctionName: expect.anything(),
        Qualifier: '$LATEST',
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: 6 * 3600,
      },
    });
  });

  it('keeps dead letters for 14 days, encrypted, and alarms as soon as one arrives', () => {
    const deadLetterQueues = s.ofType('AWS::SQS::Queue').filter(([id]) => /dead-?letters$/i.test(s.pathOf(id)));
    // One per stream consumer, the webhook deliveries', the live-update jobs', the bot jobs', quick match's looks and the turn timers'.
    expect(deadLetterQueues.length).toBe(consumers.length + 5);
    const alarms = s.ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const [id, queue] of deadLetterQueues) {
      expect(queue.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
      const alarm = alarms.find(
        (a) => a.MetricName === 'ApproximateNumberOfMessagesVisible' && a.Dimensions[0].Value['Fn::GetAtt']?.[0] === id,
      );
      expect(alarm, s.pathOf(id)).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
      });
    }
  });

  it('alarms on the errors and the throttles of every function', () => {
    const alarms = s.ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const name of s.stack.functions.keys())
      for (const metric of ['Errors', 'Throttles']) {
        const alarm = alarms.find(
          (a) => a.MetricName === metric && a.Namespace === 'AWS/Lambda' && a.Dimensions[0].Value.Ref === s.functionId(name),
        );
        expect(alarm, `${name} ${metric}`).toMatchObject({
          Threshold: 1,
          Statistic: 'Sum',
          AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
        });
      }
  });
});
