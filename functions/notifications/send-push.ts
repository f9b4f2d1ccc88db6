import { systemClock } from '../adapters/clock.ts';
import { logger } from '../adapters/logger.ts';
import { webhookSettings } from '../webhooks/settings.ts';
import { deleteDevice, devicesFor } from './devices.ts';
import { DAY_MS, pushMessage } from './message.ts';
import type { PushJob } from './push-job.ts';
import type { PushQueue } from './push-queue.ts';
import { pushSenders } from './senders/senders.ts';
import { addressed } from './sending-to.ts';
import { claimSending } from './sent-marker.ts';

/** The waits before the 2nd … 5th attempt (ms) when the platform names none; a Retry-After longer than the wait is waited instead. */
const BACKOFF_MS = [1_000, 10_000, 60_000, 300_000];

/** One per process: the senders keep APNs connections and the APNs and FCM tokens between messages. */
let senders: ReturnType<typeof pushSenders> | undefined;
const sender = () => (senders ??= pushSenders({ mode: webhookSettings().mode }));

/**
 * One attempt of one push job, the same code behind SQS (the webhook queue's handler,
 * functions/webhooks/deliver.ts) and the local queue: the device as it
 * is now (deleted or no longer wanting the type: nothing to send), its credentials, the claim
 * that makes the message go at most once (sent-marker.ts), the message in the device's locale,
 * then what the platform answered: `gone` deletes the device, `retry` puts the job back with
 * the next wait (not before the platform's Retry-After) while attempts are left.
 */
export async function sendPush(job: PushJob, queue: PushQueue): Promise<void> {
  // A wait longer than SQS can hold arrives early: pass it on for the rest of the wait.
  if (job.notBefore > Date.now() + 1000) return queue.send([job]);
  const what = { jobId: job.id, type: job.type, gameId: job.gameId, version: job.version, deviceId: job.deviceId, attempt: job.attempt };

  const record = (await devicesFor(job.playerId)).find((d) => d.deviceId === job.deviceId);
  if (!record || !record.events.includes(job.type)) return; // deleted, or told to send no more of these, since
  const target = await addressed(record, webhookSettings().mode);
  if ('refused' in target) return logger.warn('push dropped', { ...what, reason: target.refused });
  if (!(await claimSending(job))) return logger.info('push already sent', what);

  const now = systemClock.now();
  const facts =
    job.type === 'turn' || job.type === 'reminder'
      ? { ...job, type: job.type, deadline: job.deadline ?? now + DAY_MS, locale: record.locale }
      : { ...job, type: job.type, locale: record.locale };
  const result = await sender().send(pushMessage(facts, now), target.device, target.credentials);

  switch (result.outcome) {
    case 'sent':
      return logger.info('push sent', what);
    case 'gone':
      await deleteDevice(job.playerId, job.deviceId);
      return logger.info('push device gone: deleted', { ...what, reason: result.reason });
    case 'failed':
      return logger.warn('push failed', { ...what, reason: result.reason });
    case 'retry': {
      const backoff = BACKOFF_MS[job.attempt - 1];
      if (backoff === undefined) return logger.warn('push given up after its last attempt', { ...what, reason: result.reason });
      const wait = Math.max(backoff, (result.afterSeconds ?? 0) * 1000);
      await queue.send([{ ...job, attempt: job.attempt + 1, notBefore: Date.now() + wait }]);
      return logger.info('push to be tried again', { ...what, reason: result.reason, waitMs: wait });
    }
  }
}
