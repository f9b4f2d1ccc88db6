import { randomBytes } from 'node:crypto';
import type { StreamItem } from '../adapters/event-store.ts';
import { writeSurely } from '../adapters/landed.ts';
import type { Companions, GameStore } from './game-store.ts';

/** A write id for an item (StreamItem.writeId): random, one per item written. */
export const newWriteId = (): string => randomBytes(9).toString('base64url');

/**
 * Whether the stored item is the one we wrote: by its write id, not its events, which another
 * command may have decided exactly alike (the same roll on the same version in the same millisecond).
 */
export const sameWrite = (stored: StreamItem | undefined, mine: StreamItem): boolean =>
  !!stored && !!mine.writeId && stored.writeId === mine.writeId;

/**
 * Appends the item with its companions (GameStore.append), and is sure of it when the answer
 * never comes: the look is one Query of the item at its version, ours if it carries our write
 * id; if it is not there, the same item is written again (writeSurely).
 */
export function appendSurely(item: StreamItem, companions: Companions, store: GameStore): Promise<void> {
  const landed = async () => {
    const [stored] = await store.readBack(item.gameId, { upTo: item.version, pageSize: 1, enough: () => true });
    return stored?.version === item.version && sameWrite(stored, item);
  };
  return writeSurely(() => store.append(item, companions), landed);
}
