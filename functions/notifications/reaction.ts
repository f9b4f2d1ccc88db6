import { deadlineOf, isPlatformEvent } from '../../domain/platform/index.ts';
import { subscribersOf } from '../live/subscribers.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { devicesWanting, queueJobs, queuePushes } from './queue-pushes.ts';

/** The platform's own events but the start (the lobby's, renames, a rematch named) never begin a step or end a game. */
const outsidePlay = (event: { type: string }) => isPlatformEvent(event) && event.type !== 'GameStarted';

/**
 * The pushes a stored command means (docs/contract.md, Notifications), queued from the
 * stream, never on the command's path:
 * - `turn` to each player a new step awaits, but the command's own author (the start they
 *   made, a roll followed by their choice) and a player following the game live with their own
 *   token right now;
 * - `ended` to every seated player, resigned ones too.
 * Idempotent: a redelivered record queues the same job ids, and the sent marker lets one out.
 */
export const pushReactions: ItemConsumer = async (item, transition, _batch, seatedProfiles) => {
  if (item.events.every(outsidePlay)) return;
  const { before, after } = await transition();
  if (!after) return;
  const base = { game: after.game, gameId: item.gameId, version: item.version };

  const turn = after.status === 'playing' ? after.rules.turn(after.rulesState) : null;
  if (turn && after.clock && after.clock.period !== before?.clock?.period) {
    const awaited = [...turn.awaiting].filter((playerId) => playerId !== item.actor);
    // Devices first: most players have none (their profiles, shared with the webhook fan-out,
    // say so and their devices are not read), and then who watches live need not be read.
    const devices = awaited.length > 0 ? await devicesWanting(awaited, 'turn', await seatedProfiles?.()) : [];
    const watching = devices.length > 0 ? await watchingLive(item.gameId) : new Set<string>();
    await queueJobs(
      devices.filter((device) => !watching.has(device.playerId)),
      { ...base, type: 'turn', deadline: deadlineOf(after) },
    );
  }
  if (after.status === 'ended' && before?.status !== 'ended')
    await queuePushes(
      after.players.map((p) => p.playerId),
      { ...base, type: 'ended' },
      await seatedProfiles?.(),
    );
};

/**
 * The players following the game live as themselves (a subscriber made with their own token),
 * on connections not past their lifetime (real time, as API Gateway's: a close that was never
 * recorded leaves its subscriber until then).
 */
async function watchingLive(gameId: string): Promise<Set<string>> {
  const nowSeconds = Date.now() / 1000;
  const { subscribers } = await subscribersOf(gameId);
  return new Set(subscribers.filter((s) => s.viewer !== undefined && s.expiresAt > nowSeconds).map((s) => s.viewer!));
}
