import { evolve, snapshotOf, type GameState } from '../../../domain/platform/index.ts';
import { encodeSnapshot, type StreamItem } from '../../adapters/event-store.ts';
import { withPosition } from '../../fairness/position.ts';
import { newWriteId } from '../append-surely.ts';
import { SNAPSHOT_EVERY } from '../game-log.ts';
import type { Decided } from './decide.ts';
import type { Loaded } from './load.ts';
import type { Underway } from './underway.ts';

/**
 * The item that stores the decision on the game's next version, and the game after it: its
 * events, its actor, a write id of its own (by which a lost answer is recognised: own-write.ts),
 * where the game's byte stream stands after it, and a snapshot when one is due.
 */
export function buildItem(
  { gameId, request }: Underway,
  { state, base }: Pick<Loaded, 'state' | 'base'>,
  { events, positions }: Decided,
): { item: StreamItem; after: GameState } {
  const version = state.version + 1;
  const after: GameState = { ...events.reduce<GameState>(evolve, state), version };
  const item: StreamItem = withPosition(
    {
      gameId,
      version,
      events,
      actor: request.actor,
      writeId: newWriteId(),
      // Keeps a trusted snapshot among any SNAPSHOT_EVERY items in a row (game-log.ts).
      ...(version - base >= SNAPSHOT_EVERY ? { snapshot: encodeSnapshot(snapshotOf(after)) } : {}),
    },
    positions.after,
  );
  return { item, after };
}
