import { handler as projections } from '../../functions/stream/projections.ts';
import { reactions } from '../../functions/stream/reactions.ts';
import { lambdaCatalog } from '../constructs/catalog.ts';
import { localScheduler } from './scheduler.ts';
import type { StreamConsumer } from './stream-poller.ts';

/** The batching window the stack gives a stream reader's event source (infra/constructs/catalog.ts), in ms. */
const batchingWindowMs = (name: string) =>
  (lambdaCatalog().find((spec) => spec.name === `stream-${name}`)?.batchingWindowSeconds ?? 0) * 1000;

/**
 * The events stream's two readers, as the stack wires them, each read by a poller of its own
 * as each has its own event source mapping on AWS; timers fire in-process here.
 */
export const consumers: StreamConsumer[] = [
  // The projections' work is per batch (a my-games write per seat, a board, whatever the batch
  // holds), and the contract gives lists and boards a second or two: handed on at most once
  // per batching window, as the stack's event source does, a busy game's commands of one second
  // cost one batch, not one each (what it saved: docs/cost.md).
  { name: 'projections', handler: projections, busyPollMs: batchingWindowMs('projections') },
  // The reactions are what players wait for (a live update, a bot's move, a timer): at once.
  { name: 'reactions', handler: reactions(localScheduler) },
];
