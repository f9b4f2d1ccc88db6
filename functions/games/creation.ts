import type { Commitment } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import { newCommitment } from '../fairness/game-fairness.ts';
import { appendSurely, newWriteId } from './append-surely.ts';
import { dynamoGameStore } from './dynamo-game-store.ts';
import type { GameStore } from './game-store.ts';

/**
 * Stores a new game's first item, made around a fresh commitment, together with the secret
 * seed it commits to: one transaction, so there is never a game without its seed nor a seed
 * without its game. A version taken (another rematch writer was first) stores neither. A
 * write whose answer never came is looked for by its write id, and written again if it did not
 * land (append-surely.ts).
 */
export async function storeCreation(make: (fairness: Commitment) => StreamItem, store: GameStore = dynamoGameStore): Promise<StreamItem> {
  const { serverSeed, fairness } = newCommitment();
  const item = { ...make(fairness), writeId: newWriteId() };
  await appendSurely(item, { serverSeed }, store);
  return item;
}
