/**
 * CORS (docs/contract.md): browsers may call every route. The handlers answer it themselves, the same
 * way locally and on AWS (the HTTP API has no CORS configuration of its own, so a preflight
 * reaches the `$default` route). Tokens travel in the Authorization header, never in cookies,
 * so no answer allows credentials and `*` is a safe default.
 *
 * CORS_ORIGINS: the allowed origins, comma-separated (`https://app.example.com,http://localhost:5173`),
 * or `*` (the default) for any.
 */

/** The request headers a browser may send: the token, JSON bodies, retries, conditional reads and an app's publishable key. */
export const ALLOWED_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'if-none-match', 'x-app-key'];
/** The answer headers a browser script may read beyond the safelisted ones (Retry-After: when to try a 503 or 429 again; the fair-share budget's RateLimit). */
export const EXPOSED_HEADERS = [
  'etag',
  'x-request-id',
  'idempotent-replayed',
  'server-timing',
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
];
/** How long a browser may reuse a preflight's answer: Chromium's ceiling, two hours. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** `*`, or the exact origins allowed (scheme, host and port, lower-case, without a trailing slash). */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): '*' | string[] {
  const origins = (env.CORS_ORIGINS ?? '*')
    .split(',')
    .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return origins.length === 0 || origins.includes('*') ? '*' : origins;
}

/** The CORS headers of any answer to a request from `origin` (the request's Origin header). */
export function corsHeaders(origin: string | undefined, allowed = allowedOrigins()): Record<string, string> {
  const exposed = { 'access-control-expose-headers': EXPOSED_HEADERS.join(', ') };
  if (allowed === '*') return { 'access-control-allow-origin': '*', ...exposed };
  // The answer depends on the Origin, so caches must keep one copy per origin.
  const vary = { vary: 'origin' };
  return origin && allowed.includes(origin.toLowerCase()) ? { 'access-control-allow-origin': origin, ...exposed, ...vary } : vary;
}

/** The headers of a preflight's 204 for a path that takes `methods`. */
export function preflightHeaders(
  origin: string | undefined,
  methods: readonly string[],
  allowed = allowedOrigins(),
): Record<string, string> {
  const cors = corsHeaders(origin, allowed);
  return {
    allow: [...methods, 'OPTIONS'].join(', '),
    ...cors,
    ...('access-control-allow-origin' in cors && {
      'access-control-allow-methods': methods.join(', '),
      'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    }),
  };
}
