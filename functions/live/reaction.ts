import type { ItemConsumer } from '../stream/records.ts';
import { liveQueue } from './queue.ts';
import { hasSubscribers } from './subscribers.ts';

/**
 * The stream reaction of live updates: each stored version of a game someone follows becomes
 * a fan-out job. One consistent read tells whether anyone does; a subscriber made after it
 * is caught up by its own job, which reads the stream after the subscriber was stored.
 */
export const queueLiveUpdates: ItemConsumer = async (item) => {
  if (!(await hasSubscribers(item.gameId))) return;
  await (await liveQueue()).send([{ gameId: item.gameId, version: item.version }]);
};
