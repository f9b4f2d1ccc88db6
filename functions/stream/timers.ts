import { deadlineOf, isLobbyEvent } from '../../domain/platform/index.ts';
import type { Scheduler } from '../timers/scheduler.ts';
import type { ItemConsumer } from './records.ts';

/**
 * Arms a turn timer for each new step, from the event stream rather than in the command's
 * hot path, so a command stays one read and one write. For each stored item it compares the
 * step before and after the item: a step that ended has its timer cancelled; a step that
 * began is armed if it is still the game's current one (a later item arms a later step).
 * Idempotent: arming and cancelling the same step again changes nothing.
 */
export function armTimers(scheduler: Scheduler): ItemConsumer {
  return async (item, transition) => {
    // Nobody is timed in the lobby: no need to load the game for these.
    if (item.events.every((e) => isLobbyEvent(e) && e.type !== 'GameStarted')) return;

    const { before, after, latest } = await transition();
    const ended = before?.step && before.step.number !== after?.step?.number ? before.step.number : undefined;
    const began = after?.step && after.step.number !== before?.step?.number ? after.step.number : undefined;

    if (ended !== undefined) await scheduler.cancel({ gameId: item.gameId, step: ended });
    const deadline = latest && deadlineOf(latest);
    if (began !== undefined && latest?.step?.number === began && deadline)
      await scheduler.arm({ gameId: item.gameId, step: began, at: deadline });
  };
}
