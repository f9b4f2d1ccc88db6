/**
 * The EventBridge Scheduler adapter, checked by the requests it sends (no AWS account here),
 * as they reach a fake endpoint (SCHEDULER_ENDPOINT) that answers as the service would.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atExpression, ConflictException, eventBridgeScheduler } from '../../functions/timers/eventbridge-scheduler.ts';
import { timerName } from '../../functions/timers/scheduler.ts';
import { fakeAwsEndpoint, type Answer } from '../support/aws-endpoint.ts';

const settings = {
  SCHEDULER_GROUP: 'oc-turn-timers',
  TIMEOUT_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:123456789012:function:oc-timeout',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/oc-scheduler',
  TIMER_DEAD_LETTER_ARN: 'arn:aws:sqs:eu-west-1:123456789012:oc-timer-dead-letters',
};

let close = async () => {};

async function stubbed(answer: Answer = { status: 200, body: { ScheduleArn: 'arn:stub' } }) {
  const endpoint = await fakeAwsEndpoint(() => answer);
  close = endpoint.close;
  process.env.SCHEDULER_ENDPOINT = endpoint.url;
  const sent = () => endpoint.received.map(({ method, path, body }) => ({ method, path, ...(body && { input: JSON.parse(body) }) }));
  return { scheduler: eventBridgeScheduler(), sent, received: endpoint.received };
}

/** An error as Scheduler's REST API answers it: the type in x-amzn-ErrorType. */
const awsError = (type: string, status: number): Answer => ({
  status,
  headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.scheduler/` },
  body: { Message: 'stub' },
});

describe('the EventBridge Scheduler adapter', () => {
  beforeEach(() => Object.assign(process.env, settings));
  afterEach(async () => {
    for (const key of [...Object.keys(settings), 'SCHEDULER_ENDPOINT']) delete process.env[key];
    await close();
  });

  it('arms a step with a one-time at() schedule in the group, window off, deleted after completion, targeting the timeout function, retried for a day, then dead-lettered', async () => {
    const { scheduler, sent, received } = await stubbed();
    const at = Date.parse('2030-05-06T07:08:09.000Z');
    await scheduler.arm({ gameId: 'g_0123456789abcdef0123456789abcdef', period: 12, at });
    expect(received[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/[\w-]+\/scheduler\/aws4_request/);
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/schedules/g_0123456789abcdef0123456789abcdef-12',
        input: {
          ClientToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
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
    const { scheduler, sent } = await stubbed(awsError('ConflictException', 409));
    await expect(scheduler.arm({ gameId: 'g_1', period: 0, at: Date.now() + 5_000 })).resolves.toBeUndefined();
    expect(sent()).toHaveLength(1);
  });

  it('lets any other refusal through, so the stream record is retried', async () => {
    const { scheduler } = await stubbed(awsError('ValidationException', 400));
    const refused = scheduler.arm({ gameId: 'g_1', period: 0, at: Date.now() + 5_000 });
    await expect(refused).rejects.toMatchObject({ name: 'ValidationException', $metadata: { httpStatusCode: 400 } });
    await expect(refused).rejects.not.toBeInstanceOf(ConflictException);
  });

  it('cancels a step that ended early by deleting its schedule, and a schedule already gone is fine', async () => {
    const { scheduler, sent } = await stubbed(awsError('ResourceNotFoundException', 404));
    await scheduler.cancel({ gameId: 'g_1', period: 3 });
    expect(sent()).toEqual([
      { method: 'DELETE', path: expect.stringMatching(/^\/schedules\/g_1-3\?groupName=oc-turn-timers&clientToken=[0-9a-f-]{36}$/) },
    ]);
  });

  it('names a missing setting instead of sending a request without it', async () => {
    delete process.env.SCHEDULER_ROLE_ARN;
    const { scheduler, sent } = await stubbed();
    await expect(scheduler.arm({ gameId: 'g_1', period: 0, at: Date.now() })).rejects.toThrow('SCHEDULER_ROLE_ARN is not set');
    expect(sent()).toHaveLength(0);
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
