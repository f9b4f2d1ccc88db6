import type { JobQueue } from '../adapters/job-queue.ts';
import type { DeliveryType } from './types.ts';

/** One delivery to make: a webhook event addressed to one subscription, and its attempt. */
export interface DeliveryMessage {
  /** The webhook-id: the same on every attempt, so a receiver can drop repeats. */
  id: string;
  subscriptionId: string;
  owner: string;
  type: DeliveryType;
  /** The exact body to sign and send, fixed at fan-out so every attempt sends the same bytes. */
  payload: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Not to be attempted before this time (ms). */
  notBefore: number;
}

/** Where deliveries wait: SQS on AWS, an in-process queue on one machine. */
export type WebhookQueue = JobQueue<DeliveryMessage>;
