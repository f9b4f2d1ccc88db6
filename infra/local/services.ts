import { localBotQueue } from './bot-queue.ts';
import { localLiveQueue } from './live-queue.ts';
import { localMatchQueue } from './matchmaking-queue.ts';
import { localPushQueue } from './push-queue.ts';
import { localScheduler } from './scheduler.ts';
import type { LocalService } from './local-service.ts';
import { localWebhookQueue } from './webhook-queue.ts';
import { localWorkerThreads } from './worker-threads.ts';

/** Started after the tables exist, stopped in reverse. */
export const localServices: LocalService[] = [
  localWebhookQueue,
  localPushQueue,
  localLiveQueue,
  localBotQueue,
  localMatchQueue,
  localScheduler,
  localWorkerThreads,
];
