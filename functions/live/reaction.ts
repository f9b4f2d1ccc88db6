import type { ItemConsumer } from '../stream/records.ts';
import { liveQueue } from './queue.ts';
import { isFollowed } from './subscriptions.ts';

/**
 * The stream reaction of live updates: each stored version of a game someone follows becomes
 * a fan-out job. One consistent read tells whether anyone does; a subscription made after it
 * is caught up by its own job, which reads the stream after the subscription was stored.
 */
export const queueLiveUpdates: ItemConsumer = async (item) => {
  if (!(await isFollowed(item.gameId))) return;
  await (await liveQueue()).send([{ gameId: item.gameId, version: item.version }]);
};
