import { handler as projections } from '../../functions/stream/projections.ts';
import { reactions } from '../../functions/stream/reactions.ts';
import { localScheduler } from './scheduler.ts';
import { LAMBDA_POLL_MS, type StreamConsumer } from './stream-poller.ts';

/**
 * The events stream's two readers, as the stack wires them, each read by a poller of its own
 * as each has its own event source mapping on AWS; timers fire in-process here.
 */
export const consumers: StreamConsumer[] = [
  // The projections' work is per batch (a game read and a my-games write per seat, whatever the
  // batch holds), and nobody waits on it but the leaderboards: polled at Lambda's rate, a busy game's
  // five simultaneous decisions cost one batch, not five (what it saved: docs/testing.md, Where
  // the time goes).
  { name: 'projections', handler: projections, busyPollMs: LAMBDA_POLL_MS },
  // The reactions are what players wait for (a live update, a bot's move, a timer): at once.
  { name: 'reactions', handler: reactions(localScheduler) },
];
