import { isOver } from '../../domain/platform/index.ts';
import type { Rig } from '../../domain/kernel/index.ts';
import { runCommand } from './command-service.ts';
import { loadRig, saveRig } from './rig.ts';

/**
 * Queues rigged dice and the bag's front (TEST_HOOKS=1). The game is rigged from the moment a
 * rig is stored (docs/contract.md, Fairness), so `DrawsRigged` is stored first, once per game, as
 * a version of its own: the view, its ETag, live subscribers and the verifier all learn it from
 * the game's events. Written before the queue, a rig is never there without it. A game that is
 * over draws nothing more, so a rig sent to it makes it no less fair.
 */
export async function rigGame(gameId: string, given: Rig): Promise<void> {
  await runCommand(gameId, {
    decide: (state, now) => (state.fairness?.rigged || isOver(state) ? [] : [{ type: 'DrawsRigged', at: now }]),
  });
  // Read after the event: a default the event's command applied first may have taken from the queue.
  const rig = await loadRig(gameId);
  await saveRig(gameId, { dice: [...(rig.dice ?? []), ...(given.dice ?? [])], bag: given.bag ?? rig.bag });
}
