import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { webhookAttempted } from '../observability/metrics.ts';
import { observed } from '../observability/middleware.ts';
import { sendAttempt, type AttemptResult } from './attempt.ts';
import { withRetries } from '../adapters/retry.ts';
import { deadLetter, logAttempt, markDelivered, wasDelivered, type Outcome } from './delivery-log.ts';
import { webhookQueue } from './installed-queue.ts';
import type { PushJob } from '../notifications/push-job.ts';
import { pushQueue } from '../notifications/push-queue.ts';
import { sendPush } from '../notifications/send-push.ts';
import type { DeliveryMessage, WebhookQueue } from './queue.ts';
import { retryDelay, webhookSettings, type WebhookSettings } from './settings.ts';
import { revealNamesInJson } from '../privacy/reveal.ts';
import { deleteSubscription, disableSubscription, getSubscription, isAppOwner, signingSecrets } from './subscriptions.ts';
import { readApp } from '../apps/keys.ts';
import { urlRefusal } from './url-safety.ts';

/**
 * What follows an attempt is written with retries (about 11 s in all, inside the function's
 * 30 s with the attempt's 10 s): a receiver that acknowledged must not be sent the message
 * again because DynamoDB missed a beat just after it answered.
 */
const RECORDING = { attempts: 8, firstDelayMs: 100, maxDelayMs: 5_000, retryable: () => true };

/**
 * One attempt of one delivery, the same code behind SQS and the local queue. A failed attempt
 * with attempts left puts the message back with the next wait; the last one dead-letters it;
 * 410 Gone disables the subscription. Every attempt is logged, and a message acknowledged
 * once (delivery-log.ts) is not attempted again.
 */
export async function deliverMessage(message: DeliveryMessage, queue: WebhookQueue): Promise<void> {
  // A wait longer than the queue can hold arrives early: pass it on for the rest of the wait.
  if (message.notBefore > Date.now() + 1000) return queue.send([message]);

  const subscription = await getSubscription(message.owner, message.subscriptionId);
  if (!subscription || subscription.disabledAt) return; // deleted or disabled since: nothing to send
  if (isAppOwner(subscription.owner) && !(await readApp(subscription.owner))) {
    // No subscription outlives its app (subscriptions.ts, apps.ts); one found all the same (a table
    // restored in part) is dropped with its deliveries, not sent: a deleted app hears of nothing.
    await deleteSubscription(subscription.owner, subscription.id);
    return;
  }
  if (await wasDelivered(message)) return; // acknowledged already: this is a copy

  const settings = webhookSettings();
  const refusal = await urlRefusal(subscription.url, settings.mode);
  const result = refusal
    ? { error: `refused: ${refusal}` }
    : await sendAttempt(
        subscription.url,
        await signingSecrets(subscription),
        message.id,
        // Queued with names sealed; revealed now, at send time and before signing (functions/privacy/).
        await revealNamesInJson(message.payload),
        settings.timeoutMs,
        settings.mode,
      );

  const at = new Date().toISOString();
  webhookAttempted(await withRetries(() => recordAttempt(message, result, at, settings, queue), RECORDING));
}

/** The attempt's consequences, each idempotent, so a retry after a failed write repeats them harmlessly. */
async function recordAttempt(
  message: DeliveryMessage,
  result: AttemptResult,
  at: string,
  settings: WebhookSettings,
  queue: WebhookQueue,
): Promise<Outcome> {
  let outcome: Outcome;
  let next: DeliveryMessage | undefined;
  if (result.statusCode === 410) {
    outcome = 'disabled';
    await disableSubscription(message.owner, message.subscriptionId, 'The receiver answered 410 Gone.');
  } else if (!result.error) {
    outcome = 'delivered';
    // First: the acknowledgement is what keeps the message from being sent again.
    await markDelivered(message, at);
  } else {
    const wait = retryDelay(settings, message.attempt);
    if (wait === undefined) {
      outcome = 'dead-lettered';
      await deadLetter(message, result.error);
    } else {
      outcome = 'retrying';
      next = { ...message, attempt: message.attempt + 1, notBefore: Date.parse(at) + wait };
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
  if (next) await queue.send([next]);
  return outcome;
}

/**
 * The SQS handler of the webhook queue, which on AWS carries push jobs too
 * (functions/notifications/send-push.ts): a queue and a function of their own would pass the
 * stack's limits of resources and functions (test/infra/growth.test.ts), as quick match's
 * looks ride the bot worker. A record fails (and SQS redelivers it, then moves it to the
 * queue's dead-letter queue) only when the attempt could not be logged or re-queued; a
 * receiver's or a platform's refusal is an ordinary, logged outcome.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const webhooks = await webhookQueue();
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const message = JSON.parse(record.body) as DeliveryMessage | PushJob;
      if ('deviceId' in message) await sendPush(message, await pushQueue());
      else await deliverMessage(message, webhooks);
    },
    new BatchProcessor(EventType.SQS),
  );
});
