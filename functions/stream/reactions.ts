import { queueBotMoves } from '../bots/reaction.ts';
import { queueLiveUpdates } from '../live/reaction.ts';
import { eventBridgeScheduler } from '../timers/eventbridge-scheduler.ts';
import type { Scheduler } from '../timers/scheduler.ts';
import { streamConsumer } from './records.ts';
import { armTimers } from '../timers/arming.ts';
import { fanOutWebhooks } from '../webhooks/fan-out.ts';

/**
 * What the events stream sets going outside the tables: live updates queued (first: someone
 * is watching), the bots' moves queued (next: a bot moves within 2 seconds of being awaited),
 * turn timers armed for each new step, and webhook deliveries queued. The stream's second
 * reader; every reaction is idempotent.
 */
export const reactions = (scheduler: Scheduler) => streamConsumer(queueLiveUpdates, queueBotMoves, armTimers(scheduler), fanOutWebhooks);

/** On AWS: EventBridge Scheduler, configured by SCHEDULER_GROUP, TIMEOUT_FUNCTION_ARN, SCHEDULER_ROLE_ARN. */
export const handler = reactions(eventBridgeScheduler());
