import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { webhookAttempted } from '../observability/metrics.ts';
import { observed } from '../observability/middleware.ts';
import { sendAttempt } from './attempt.ts';
import { deadLetter, logAttempt, type Outcome } from './delivery-log.ts';
import { webhookQueue } from './installed-queue.ts';
import type { DeliveryMessage, WebhookQueue } from './queue.ts';
import { retryDelay, webhookSettings } from './settings.ts';
import { disableSubscription, getSubscription } from './subscriptions.ts';
import { urlRefusal } from './url-safety.ts';

/**
 * One attempt of one delivery, the same code behind SQS and the local queue. A failed attempt
 * with attempts left puts the message back with the next wait; the last one dead-letters it;
 * 410 Gone disables the subscription. Every attempt is logged.
 */
export async function deliverMessage(message: DeliveryMessage, queue: WebhookQueue): Promise<void> {
  // A wait longer than the queue can hold arrives early: pass it on for the rest of the wait.
  if (message.notBefore > Date.now() + 1000) return queue.send([message]);

  const subscription = await getSubscription(message.owner, message.subscriptionId);
  if (!subscription || subscription.disabledAt) return; // deleted or disabled since: nothing to send

  const settings = webhookSettings();
  const refusal = await urlRefusal(subscription.url, settings.mode);
  const result = refusal
    ? { error: `refused: ${refusal}` }
    : await sendAttempt(subscription.url, subscription.secret, message.id, message.payload, settings.timeoutMs, settings.mode);

  const at = new Date().toISOString();
  let outcome: Outcome;
  let next: DeliveryMessage | undefined;
  if (result.statusCode === 410) {
    outcome = 'disabled';
    await disableSubscription(message.owner, message.subscriptionId, 'The receiver answered 410 Gone.');
  } else if (!result.error) {
    outcome = 'delivered';
  } else {
    const wait = retryDelay(settings, message.attempt);
    if (wait === undefined) {
      outcome = 'dead-lettered';
      await deadLetter(message, result.error);
    } else {
      outcome = 'retrying';
      next = { ...message, attempt: message.attempt + 1, notBefore: Date.now() + wait };
    }
  }
  await logAttempt(message.subscriptionId, {
    eventId: message.id,
    type: message.type,
    attempt: message.attempt,
    statusCode: result.statusCode ?? null,
    error: result.error ?? null,
    at,
    nextRetryAt: next ? new Date(next.notBefore).toISOString() : null,
    outcome,
  });
  webhookAttempted(outcome);
  if (next) await queue.send([next]);
}

/**
 * The SQS handler. A record fails (and SQS redelivers it, then moves it to the queue's
 * dead-letter queue) only when the attempt could not be logged or re-queued; a receiver's
 * failure is an ordinary, logged outcome.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const queue = await webhookQueue();
  return processPartialResponse(
    event,
    async (record: SQSRecord) => deliverMessage(JSON.parse(record.body) as DeliveryMessage, queue),
    new BatchProcessor(EventType.SQS),
  );
});
