import type { ItemConsumer } from '../stream/records.ts';
import { liveQueue } from './queue.ts';
import { subscribersOf } from './subscriptions.ts';

/**
 * The stream reaction of live updates: each stored version of a game someone follows becomes
 * a fan-out job. One consistent read tells whether anyone does; a subscription made after it
 * is caught up by its own job, which reads the stream after the subscription was stored.
 */
export const queueLiveUpdates: ItemConsumer = async (item) => {
  if ((await subscribersOf(item.gameId, 1)).length === 0) return;
  await (await liveQueue()).send([{ gameId: item.gameId, version: item.version }]);
};
