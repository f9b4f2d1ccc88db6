import type { Policy } from './policies.ts';

/**
 * A token bucket as one pair of numbers: the tokens it held at `at` (the server's clock, ms).
 * What it holds later follows from the policy alone, so nothing runs between requests and a
 * bucket left alone until it is full is the same as no bucket at all.
 */
export interface BucketState {
  tokens: number;
  at: number;
}

/** What the bucket holds at `now`: refilled at the policy's rate since `at`, up to its burst. A bucket never seen is full. */
export function tokensAt(state: BucketState | undefined, policy: Policy, now: number): number {
  if (!state) return policy.burst;
  return Math.min(policy.burst, state.tokens + (Math.max(0, now - state.at) / 1000) * policy.rate);
}

/** Whole seconds until a bucket holding `tokens` holds `wanted`: at least 1 when it must wait at all. */
export function secondsUntil(tokens: number, wanted: number, policy: Policy): number {
  if (tokens >= wanted) return 0;
  return Math.max(1, Math.ceil((wanted - tokens) / policy.rate));
}

/** The answer to one request counted against a budget: admitted or not, and what the bucket holds after it. */
export interface Decision {
  policy: Policy;
  admitted: boolean;
  /** Tokens left after the request (what RateLimit's `r` tells). */
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit's `t`). */
  resetSeconds: number;
  /** Seconds until a request would be admitted (Retry-After): 0 when it was. */
  retryAfterSeconds: number;
}

/** The decision for a bucket holding `tokens` after the request was taken from it (admitted) or not. */
export function decision(policy: Policy, admitted: boolean, tokens: number): Decision {
  return {
    policy,
    admitted,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: secondsUntil(tokens, policy.burst, policy),
    retryAfterSeconds: admitted ? 0 : secondsUntil(tokens, 1, policy),
  };
}

/** Takes one token from the bucket at `now`, if it holds one: the bucket's new state, and the decision. */
export function take(state: BucketState | undefined, policy: Policy, now: number): { state: BucketState; decision: Decision } {
  const tokens = tokensAt(state, policy, now);
  const admitted = tokens >= 1;
  const left = admitted ? tokens - 1 : tokens;
  return { state: { tokens: left, at: now }, decision: decision(policy, admitted, left) };
}
