import { localWebhookQueue } from '../../infra/local/webhook-queue.ts';
import type { Api } from '../support/local-stack.ts';

/**
 * Waits until the stream consumers have fanned out everything written so far and every
 * delivery (retries included) is done.
 */
export async function webhooksSettled(api: Api): Promise<void> {
  await api.stack.settled();
  await localWebhookQueue.idle();
}
