import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiError, retryAfterSeconds } from './errors.ts';
import { randomHex } from './random.ts';

export interface RetryOptions {
  /** Retries after the first attempt (default 4). */
  limit?: number;
  /**
   * The longest wait between two attempts in ms (default 10 000). A 503's longer Retry-After
   * is cut to it; a 429 whose Retry-After is longer is not tried again but raised at once.
   */
  maxDelay?: number;
  /**
   * Whether a 429 `rate-limited` is tried again after its Retry-After (default true). Off, it
   * is raised at once, for a caller that waits in its own way (a page that shows the countdown).
   */
  rateLimited?: boolean;
}

export interface TransportOptions {
  /** The API's base URL, e.g. `http://localhost:3000`; in a browser page served by the API, its origin. */
  baseUrl: string;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  retry?: RetryOptions;
  /** Per attempt, in ms (default 10 000). */
  timeout?: number;
}

export interface Call {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

/**
 * HTTP for the client, on ky: JSON in and out, problems raised as ApiError. A request the
 * server could not serve (503, honouring Retry-After) or that never got an answer (a network
 * error, a time-out) is retried with jittered exponential backoff. A 429 `rate-limited` is
 * tried again after its Retry-After, whatever the method: the refusal changed nothing
 * (docs/contract.md, Fair share). Any other 4xx never is, it would only be refused again.
 * Every POST carries an Idempotency-Key made for it, and its retries the same one, so a
 * command the server applied before the answer was lost applies once.
 */
export class Transport {
  private readonly ky: KyInstance;

  constructor(options: TransportOptions) {
    const { limit = 4, maxDelay = 10_000, rateLimited = true } = options.retry ?? {};
    const temporary = rateLimited ? [429, 503] : [503];
    this.ky = ky.create({
      prefixUrl: options.baseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      timeout: options.timeout ?? 10_000,
      // 304 is an answer (If-None-Match), not a failure.
      throwHttpErrors: (status) => status !== 304,
      retry: {
        limit,
        methods: ['get', 'post', 'put', 'patch', 'delete'],
        statusCodes: temporary,
        afterStatusCodes: temporary,
        maxRetryAfter: maxDelay,
        // Sooner than a 429's Retry-After the budget is still spent: past maxDelay, give up at once.
        shouldRetry: ({ error }) =>
          error instanceof HTTPError && error.response.status === 429 && retryAfterSeconds(error.response) * 1000 > maxDelay
            ? false
            : undefined,
        backoffLimit: maxDelay,
        jitter: true,
        retryOnTimeout: true,
      },
    });
  }

  /** The response of a call that succeeded (2xx or 304); anything else throws an ApiError. */
  async send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, call: Call = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (method === 'POST') headers['idempotency-key'] ??= randomHex(16);
    const searchParams = Object.entries(call.query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
    try {
      return await this.ky(path.replace(/^\//, ''), {
        method,
        headers,
        ...(call.body === undefined ? {} : { json: call.body }),
        ...(searchParams.length ? { searchParams } : {}),
      });
    } catch (error) {
      if (error instanceof HTTPError) throw await ApiError.from(error.response);
      throw error;
    }
  }

  /** The JSON body of a successful call. */
  async json<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, call?: Call): Promise<T> {
    const response = await this.send(method, path, call);
    return (await response.json()) as T;
  }
}
