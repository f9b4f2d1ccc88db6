import type { Decision } from './bucket.ts';

/**
 * The budget's headers, as the IETF's draft-ietf-httpapi-ratelimit-headers-10 writes them:
 * structured-field lists of one item each, the policy's name a string. RateLimit-Policy: the
 * quota `q` (the burst) in its window `w` (the seconds the rate takes to fill it); RateLimit:
 * what is left `r` and the seconds `t` until the bucket is full again. The names are ours
 * (policies.ts) and need no escaping.
 */
export function rateLimitHeaders({ policy, remaining, resetSeconds }: Decision): Record<string, string> {
  const name = `"${policy.name}"`;
  return {
    'ratelimit-policy': `${name};q=${policy.burst};w=${Math.ceil(policy.burst / policy.rate)}`,
    ratelimit: `${name};r=${remaining};t=${resetSeconds}`,
  };
}
