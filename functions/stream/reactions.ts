import { queueLiveUpdates } from '../live/reaction.ts';
import { eventBridgeScheduler } from '../timers/eventbridge-scheduler.ts';
import type { Scheduler } from '../timers/scheduler.ts';
import { streamConsumer } from './records.ts';
import { armTimers } from '../timers/arming.ts';
import { withLedger } from '../timers/pending.ts';
import { fanOutWebhooks } from '../webhooks/fan-out.ts';

/**
 * What the events stream sets going outside the tables: live updates queued (first: someone
 * is watching), turn timers armed for each new step, and webhook deliveries queued. The
 * stream's second reader; every reaction is idempotent.
 */
export const reactions = (scheduler: Scheduler) => streamConsumer(queueLiveUpdates, armTimers(scheduler), fanOutWebhooks);

/**
 * On AWS: EventBridge Scheduler, configured by SCHEDULER_GROUP, TIMEOUT_FUNCTION_ARN,
 * SCHEDULER_ROLE_ARN and TIMER_DEAD_LETTER_ARN, with every timer on the ledger for the sweep.
 */
export const handler = reactions(withLedger(eventBridgeScheduler()));
