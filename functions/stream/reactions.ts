import { queueBotMoves } from '../bots/reaction.ts';
import { payPots } from '../chips/reaction.ts';
import { queueLiveUpdates } from '../live/reaction.ts';
import { leaveQuickMatchTables } from '../matchmaking/reaction.ts';
import { pushReactions } from '../notifications/reaction.ts';
import { countGames } from '../observability/game-counts.ts';
import { eventBridgeScheduler } from '../timers/eventbridge-scheduler.ts';
import type { Scheduler } from '../timers/scheduler.ts';
import { streamConsumer } from './records.ts';
import { armTimers } from '../timers/arming.ts';
import { withLedger } from '../timers/pending.ts';
import { fanOutWebhooks } from '../webhooks/fan-out.ts';

/**
 * What the events stream sets going outside the tables: live updates queued (first: someone
 * is watching), the bots' moves queued (a bot moves within 2 seconds of being awaited), turn
 * timers armed for each new step, webhook deliveries and push jobs queued, ended games' pots paid out, quick-match seats freed when their game ends, and games created, started and
 * ended counted. The stream's second reader; every reaction is idempotent but the count, which
 * comes last so that a retried record counts once (countGames).
 */
export const reactions = (scheduler: Scheduler) =>
  streamConsumer(
    queueLiveUpdates,
    queueBotMoves,
    armTimers(scheduler),
    fanOutWebhooks,
    pushReactions,
    payPots,
    leaveQuickMatchTables,
    countGames,
  );

/**
 * On AWS: EventBridge Scheduler, configured by SCHEDULER_GROUP, TIMEOUT_FUNCTION_ARN,
 * SCHEDULER_ROLE_ARN and TIMER_DEAD_LETTER_ARN, with every timer on the ledger for the sweep.
 */
export const handler = reactions(withLedger(eventBridgeScheduler()));
