import { lists } from '../../functions/adapters/read-keys.ts';
import { deliverMessage } from '../../functions/webhooks/deliver.ts';
import { installWebhookQueue, reportedWebhookQueue } from '../../functions/webhooks/installed-queue.ts';
import type { DeliveryMessage } from '../../functions/webhooks/queue.ts';
import { LocalOutboxQueueService } from './outbox-queue.ts';

/** The webhook queue and its worker on one machine, in place of SQS and the delivery Lambda. */
export const localWebhookQueue = new LocalOutboxQueueService<DeliveryMessage>('webhook-queue', {
  label: 'webhook delivery',
  functionName: 'webhooks-deliver',
  list: lists.outbox,
  work: deliverMessage,
  reported: reportedWebhookQueue,
  install: installWebhookQueue,
});
