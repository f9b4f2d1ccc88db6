import { lists } from '../../functions/adapters/read-keys.ts';
import type { PushJob } from '../../functions/notifications/push-job.ts';
import { installPushQueue, reportedPushQueue } from '../../functions/notifications/push-queue.ts';
import { sendPush } from '../../functions/notifications/send-push.ts';
import { LocalOutboxQueueService } from './outbox-queue.ts';

/**
 * The push queue and its worker on one machine, in place of SQS and the webhook worker's Lambda
 * that sends pushes on AWS: kept in the read table, so a restart with DATA_DIR loses no job.
 */
export const localPushQueue = new LocalOutboxQueueService<PushJob>('push-queue', {
  label: 'push',
  functionName: 'webhooks-deliver',
  list: lists.pushOutbox,
  work: sendPush,
  reported: reportedPushQueue,
  install: installPushQueue,
});
