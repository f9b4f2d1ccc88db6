import type { ProblemCode } from './types.ts';

/** A problem (RFC 9457) the API answered with, as a typed error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The contract's error code: switch on this, not on the message. */
    readonly code: ProblemCode,
    readonly status: number,
    /** What was wrong, in words a person understands. */
    readonly detail: string,
    /** The answer's request id (its `X-Request-Id`): quote it when reporting a problem. */
    readonly requestId: string | null,
    /** The problem body as answered. */
    readonly problem: Readonly<Record<string, unknown>>,
    /** The seconds the answer's Retry-After asks to wait before trying again (a 429 `rate-limited`, a 503); null without one. */
    readonly retryAfter: number | null = null,
  ) {
    super(`${status} ${code}: ${detail}`);
  }

  /** The problem a response carries; one that is not problem+json still becomes an ApiError naming its status. */
  static async from(response: Response): Promise<ApiError> {
    const text = await response.text();
    const problem = parseObject(text);
    const requestId = stringOr(problem.requestId, response.headers.get('x-request-id'));
    const code = (typeof problem.code === 'string' ? problem.code : fallbackCode(response.status)) as ProblemCode;
    const detail = stringOr(problem.detail, text || response.statusText) ?? `HTTP ${response.status}`;
    const retryAfter = response.headers.has('retry-after') ? retryAfterSeconds(response) : null;
    return new ApiError(code, response.status, detail, requestId, problem, retryAfter);
  }
}

/** An answer's Retry-After in seconds: delay-seconds or an HTTP date (RFC 9110); 0 when missing or unreadable. */
export function retryAfterSeconds(response: Response): number {
  const value = response.headers.get('retry-after') ?? '';
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringOr = (value: unknown, otherwise: string | null): string | null => (typeof value === 'string' ? value : otherwise);

/** A proxy's answer without a problem body: the code the contract gives its status. */
const fallbackCode = (status: number): ProblemCode =>
  status === 503 ? 'unavailable' : status >= 500 ? 'internal-error' : status === 404 ? 'route-not-found' : 'invalid-request';
