import { deadlineOf, type GameState } from '../../domain/platform/index.ts';
import { reminderMoment } from '../timers/reminders.ts';
import { queueWebhookEvents } from '../webhooks/fan-out.ts';
import { queuePushes } from './queue-pushes.ts';

/**
 * What a reminder's timer does when it fires (docs/contract.md, Notifications): if the game is
 * still in the period it was armed for, each player the step still awaits (who has not acted)
 * gets a `reminder` push on each device that wants it, and a `turn.reminder` webhook to their
 * own subscriptions and their app's. Both are queued, never sent here. A timer that fires twice
 * queues the same push job ids and webhook ids (the moment is part of both), so each goes once.
 * Returns whether anybody was reminded.
 */
export async function remind(state: GameState, period: number, hours: number): Promise<boolean> {
  const deadline = deadlineOf(state);
  const turn = state.status === 'playing' ? state.rules.turn(state.rulesState) : null;
  if (deadline === null || !turn || state.clock?.period !== period) return false;
  const moment = reminderMoment(deadline, hours);
  const base = { gameId: state.gameId, version: state.version };
  await Promise.all([
    queuePushes(turn.awaiting, { ...base, game: state.game, type: 'reminder', deadline, moment }),
    // One call per player: a player's own subscriptions get their own reminder only.
    ...turn.awaiting.map((playerId) =>
      queueWebhookEvents(
        [playerId],
        [
          {
            type: 'turn.reminder',
            at: moment,
            data: { ...base, playerId, deadline: new Date(deadline).toISOString() },
            subject: `${playerId}-${hours}h`,
          },
        ],
      ),
    ),
  ]);
  return turn.awaiting.length > 0;
}
