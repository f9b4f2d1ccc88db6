import type { PushOutcome } from './port.ts';

/**
 * `Retry-After` (RFC 9110 §10.2.3) in whole seconds from now: a number of seconds or an
 * HTTP-date, which the platform wrote in the real time. Undefined when absent or unreadable,
 * so the caller falls back to its own backoff.
 */
export function retryAfterSeconds(header: string | string[] | undefined, realNow = Date.now()): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - realNow) / 1000));
}

/** A 429 or a 5xx: the platform is busy or broken for now, and may say when to come back. */
export const isTransient = (status: number) => status === 429 || status >= 500;

/** A transient answer as an outcome, with the platform's `Retry-After` when it gave one. */
export function retryOutcome(reason: string, retryAfter?: string | string[]): PushOutcome {
  const afterSeconds = retryAfterSeconds(retryAfter);
  return afterSeconds === undefined ? { outcome: 'retry', reason } : { outcome: 'retry', afterSeconds, reason };
}

/**
 * The seconds a message still has (at least 0), by the server's clock, which the deadlines
 * are on: what the platforms' time-to-live headers carry.
 */
export const secondsLeft = (expiresAt: number, clockNow: number) => Math.max(0, Math.floor((expiresAt - clockNow) / 1000));

/** Refused before sending: a message past its expiry would tell of a step already over. */
export const expired: PushOutcome = { outcome: 'failed', reason: 'the message expired before it could be sent' };
