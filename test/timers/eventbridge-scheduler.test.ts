/**
 * The EventBridge Scheduler adapter, checked by the requests it sends (no AWS account here):
 * the client's `send` is stubbed and records each command's input.
 */
import { ConflictException, ResourceNotFoundException, SchedulerClient, ValidationException } from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atExpression, eventBridgeScheduler } from '../../functions/timers/eventbridge-scheduler.ts';
import { timerName } from '../../functions/timers/scheduler.ts';

const settings = {
  SCHEDULER_GROUP: 'oc-turn-timers',
  TIMEOUT_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:123456789012:function:oc-timeout',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/oc-scheduler',
  TIMER_DEAD_LETTER_ARN: 'arn:aws:sqs:eu-west-1:123456789012:oc-timer-dead-letters',
};

function stubbed(answer: (name: string) => unknown = () => ({})) {
  const client = new SchedulerClient({ region: 'eu-west-1' });
  const sent: { command: string; input: any }[] = [];
  vi.spyOn(client, 'send').mockImplementation(async (command: any) => {
    sent.push({ command: command.constructor.name, input: command.input });
    const outcome = answer(command.constructor.name);
    if (outcome instanceof Error) throw outcome;
    return outcome as never;
  });
  return { scheduler: eventBridgeScheduler(client), sent };
}

const awsError = <T>(Kind: new (o: any) => T) => new Kind({ message: 'stub', $metadata: {} });

describe('the EventBridge Scheduler adapter', () => {
  beforeEach(() => Object.assign(process.env, settings));
  afterEach(() => {
    for (const key of Object.keys(settings)) delete process.env[key];
  });

  it('arms a step with a one-time at() schedule in the group, window off, deleted after completion, targeting the timeout function, retried for a day, then dead-lettered', async () => {
    const { scheduler, sent } = stubbed();
    const at = Date.parse('2030-05-06T07:08:09.000Z');
    await scheduler.arm({ gameId: 'g_0123456789abcdef0123456789abcdef', period: 12, at });
    expect(sent).toEqual([
      {
        command: 'CreateScheduleCommand',
        input: {
          Name: 'g_0123456789abcdef0123456789abcdef-12',
          GroupName: 'oc-turn-timers',
          ScheduleExpression: 'at(2030-05-06T07:08:09)',
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Target: {
            Arn: settings.TIMEOUT_FUNCTION_ARN,
            RoleArn: settings.SCHEDULER_ROLE_ARN,
            Input: JSON.stringify({ gameId: 'g_0123456789abcdef0123456789abcdef', period: 12 }),
            RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 185 },
            DeadLetterConfig: { Arn: settings.TIMER_DEAD_LETTER_ARN },
          },
        },
      },
    ]);
  });

  it('rounds a deadline up to the whole second, so the schedule never fires before it', () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(atExpression(Date.parse('2030-05-06T07:08:09.001Z'), now)).toBe('at(2030-05-06T07:08:10)');
    expect(atExpression(Date.parse('2030-05-06T07:08:09.000Z'), now)).toBe('at(2030-05-06T07:08:09)');
  });

  it('arms a deadline already past (a late stream record) one second from now, since a past at() never runs', () => {
    const now = Date.parse('2030-01-01T00:00:00.250Z');
    expect(atExpression(now - 60_000, now)).toBe('at(2030-01-01T00:00:02)');
  });

  it('treats a schedule that exists already (a record seen twice) as armed', async () => {
    const { scheduler, sent } = stubbed(() => awsError(ConflictException));
    await expect(scheduler.arm({ gameId: 'g_1', period: 0, at: Date.now() + 5_000 })).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('lets any other refusal through, so the stream record is retried', async () => {
    const { scheduler } = stubbed(() => awsError(ValidationException));
    await expect(scheduler.arm({ gameId: 'g_1', period: 0, at: Date.now() + 5_000 })).rejects.toBeInstanceOf(ValidationException);
  });

  it('cancels a step that ended early by deleting its schedule, and a schedule already gone is fine', async () => {
    const { scheduler, sent } = stubbed(() => awsError(ResourceNotFoundException));
    await scheduler.cancel({ gameId: 'g_1', period: 3 });
    expect(sent).toEqual([{ command: 'DeleteScheduleCommand', input: { Name: 'g_1-3', GroupName: 'oc-turn-timers' } }]);
  });

  it('names a missing setting instead of sending a request without it', async () => {
    delete process.env.SCHEDULER_ROLE_ARN;
    const { scheduler, sent } = stubbed();
    await expect(scheduler.arm({ gameId: 'g_1', period: 0, at: Date.now() })).rejects.toThrow('SCHEDULER_ROLE_ARN is not set');
    expect(sent).toHaveLength(0);
  });
});

describe('timer names', () => {
  it('are the same for the same game and step, and differ by step', () => {
    expect(timerName({ gameId: 'g_a', period: 1 })).toBe(timerName({ gameId: 'g_a', period: 1 }));
    expect(timerName({ gameId: 'g_a', period: 1 })).not.toBe(timerName({ gameId: 'g_a', period: 2 }));
  });

  it('fit EventBridge Scheduler (1 to 64 of [0-9A-Za-z_.-]) whatever the game id', () => {
    for (const gameId of ['g_a', 'x'.repeat(70), 'has spaces/and:colons', 'ünïcode']) {
      const name = timerName({ gameId, period: 123_456 });
      expect(name).toMatch(/^[0-9A-Za-z_.-]{1,64}$/);
      expect(timerName({ gameId: `${gameId}2`, period: 123_456 })).not.toBe(name);
    }
  });
});
