import { Webhook } from 'standardwebhooks';

export interface AttemptResult {
  /** The receiver's status code; absent when no answer came. */
  statusCode?: number;
  error?: string;
}

/**
 * One signed POST (Standard Webhooks headers), at most `timeoutMs` long. Redirects are not
 * followed: a 3xx is a failed attempt, so a receiver cannot bounce us to an address the URL
 * check refused.
 */
export async function sendAttempt(url: string, secret: string, id: string, payload: string, timeoutMs: number): Promise<AttemptResult> {
  const sentAt = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'OrganizedChaos-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, payload),
  };
  try {
    const response = await fetch(url, { method: 'POST', headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    // The body is not needed; reading a little of it lets the connection be reused.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { statusCode: response.status };
    const why = response.status >= 300 && response.status < 400 ? 'redirects are not followed' : 'not a 2xx answer';
    return { statusCode: response.status, error: `HTTP ${response.status}: ${why}` };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { error: `no answer within ${timeoutMs / 1000} s` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: `could not connect: ${cause?.code ?? cause?.message ?? (error as Error).message}` };
  }
}
