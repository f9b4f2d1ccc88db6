import { randomUUID } from 'node:crypto';
import { awsRequest, AwsError, region, type AwsRequest } from '../adapters/aws-request.ts';
import { inputOf, timerName, type Scheduler, type TimerInput, type TurnTimer } from './scheduler.ts';
import { systemClock } from '../adapters/clock.ts';

function setting(name: 'SCHEDULER_GROUP' | 'TIMEOUT_FUNCTION_ARN' | 'SCHEDULER_ROLE_ARN' | 'TIMER_DEAD_LETTER_ARN'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the turn timers need it to reach EventBridge Scheduler`);
  return value;
}

/**
 * `at(yyyy-mm-ddThh:mm:ss)` in UTC. Rounded up to the whole second, so a timer never fires
 * before its deadline; a deadline already past (a late stream record) becomes one second from
 * now, because a one-time schedule in the past would never run.
 */
export function atExpression(at: number, now = systemClock.now()): string {
  const when = Math.ceil(Math.max(at, now + 1000) / 1000) * 1000;
  return `at(${new Date(when).toISOString().slice(0, 19)})`;
}

/**
 * Scheduler's own retries of an invocation it could not make (throttled, the function
 * unavailable), counted from the schedule's moment: as many and as long as it allows, a day.
 * (A one-time schedule itself may lie any time ahead: a 14-day TurnTime is one too.) What still fails
 * goes to the dead-letter queue, and the sweep (sweep.ts) fires it from the ledger anyway.
 */
export const TIMER_RETRY_POLICY = { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 185 };

/** The two errors the adapter expects: armed already, and gone already. */
export class ConflictException extends AwsError {}
export class ResourceNotFoundException extends AwsError {}

/** One request to EventBridge Scheduler's REST API, tried three times for a passing cause. */
const send = (request: Pick<AwsRequest, 'method' | 'path' | 'body' | 'operation'>) =>
  awsRequest({
    ...request,
    service: 'scheduler',
    endpoint: process.env.SCHEDULER_ENDPOINT ?? `https://scheduler.${region()}.amazonaws.com`,
    headers: request.body ? { 'Content-Type': 'application/json' } : {},
    errors: { ConflictException, ResourceNotFoundException },
  });

const schedulePath = (timer: TimerInput) => `/schedules/${encodeURIComponent(timerName(timer))}`;

/**
 * Turn timers as EventBridge Scheduler one-time schedules in the stack's schedule group,
 * each invoking the timeout function with the game and period it was armed for, and deleted by
 * the service once it has run. SCHEDULER_ENDPOINT, when set, points it elsewhere (the tests'
 * recording server).
 */
export function eventBridgeScheduler(): Scheduler {
  return {
    async arm(timer: TurnTimer) {
      const input: TimerInput = inputOf(timer);
      try {
        await send({
          method: 'POST',
          path: schedulePath(timer),
          operation: 'CreateSchedule',
          body: JSON.stringify({
            // As the SDK does: a retried create that had landed is recognised by the Scheduler, not refused as a conflict.
            ClientToken: randomUUID(),
            GroupName: setting('SCHEDULER_GROUP'),
            ScheduleExpression: atExpression(timer.at),
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' },
            ActionAfterCompletion: 'DELETE',
            Target: {
              Arn: setting('TIMEOUT_FUNCTION_ARN'),
              RoleArn: setting('SCHEDULER_ROLE_ARN'),
              Input: JSON.stringify(input),
              RetryPolicy: TIMER_RETRY_POLICY,
              DeadLetterConfig: { Arn: setting('TIMER_DEAD_LETTER_ARN') },
            },
          }),
        });
      } catch (error) {
        // Armed already, by an earlier delivery of the same stream record.
        if (!(error instanceof ConflictException)) throw error;
      }
    },
    async cancel(timer: TimerInput) {
      try {
        await send({
          method: 'DELETE',
          path: `${schedulePath(timer)}?groupName=${encodeURIComponent(setting('SCHEDULER_GROUP'))}&clientToken=${randomUUID()}`,
          operation: 'DeleteSchedule',
        });
      } catch (error) {
        // Fired and deleted already, or never armed.
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}
