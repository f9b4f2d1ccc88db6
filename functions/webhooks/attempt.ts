import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import type { WebhookMode } from './settings.ts';
import { forbiddenKind } from './url-safety.ts';

export interface AttemptResult {
  /** The receiver's status code; absent when no answer came. */
  statusCode?: number;
  error?: string;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The address check once more, at the moment of connecting: the socket only ever connects to
 * an address this lookup approved, so a host whose DNS changes between the URL check and the
 * connection (DNS rebinding) still cannot reach a forbidden address.
 */
export function guardedLookup(mode: WebhookMode) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      for (const { address } of addresses) {
        const kind = forbiddenKind(address, mode);
        if (kind) return callback(Object.assign(new Error(`${hostname} resolves to ${address}, ${kind}`), { code: 'EFORBIDDEN' }), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * One POST signed with each of `secrets` (Standard Webhooks headers), at most `timeoutMs` until the answer's status.
 * Redirects are not followed (node:http never does): a 3xx is a failed attempt, so a receiver
 * cannot bounce us to an address the URL check refused.
 */
export function sendAttempt(
  url: string,
  secrets: readonly string[],
  id: string,
  payload: string,
  timeoutMs: number,
  mode: WebhookMode,
): Promise<AttemptResult> {
  const sentAt = new Date();
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(payload)),
    'user-agent': 'OrganizedChaos-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    // One `v1,<signature>` per secret, space-separated (Standard Webhooks): during a rotation's overlap, the new and the old.
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, sentAt, payload)).join(' '),
  };
  const request = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, lookup: guardedLookup(mode), signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      res.resume(); // the body is not needed
      res.on('error', () => undefined); // a time-out while the body still streams: the status already counted
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) return resolve({ statusCode: status });
      const why = status >= 300 && status < 400 ? 'redirects are not followed' : 'not a 2xx answer';
      resolve({ statusCode: status, error: `HTTP ${status}: ${why}` });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') return resolve({ error: `no answer within ${timeoutMs / 1000} s` });
      if (error.code === 'EFORBIDDEN') return resolve({ error: `refused: ${error.message}; webhooks are only sent to public addresses.` });
      resolve({ error: `could not connect: ${error.code ?? error.message}` });
    });
    req.end(payload);
  });
}
