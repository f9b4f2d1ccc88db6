import { decision, take, tokensAt, type BucketState } from './bucket.ts';
import type { Policy } from './policies.ts';
import type { BucketStore } from './store.ts';

/**
 * Past this many buckets the full ones are forgotten (a full bucket is the same as none): a
 * flood from many addresses cannot grow the process without bound.
 */
const MAX_BUCKETS = 100_000;

/** The buckets of one process (`npm start`, BUDGETS=on): exact, and no I/O at all. */
export class MemoryStore implements BucketStore {
  private readonly buckets = new Map<string, { state: BucketState; policy: Policy }>();

  take(key: string, policy: Policy, now: number) {
    const taken = take(this.buckets.get(key)?.state, policy, now);
    if (!this.buckets.has(key) && this.buckets.size >= MAX_BUCKETS) this.forgetFull(now);
    this.buckets.set(key, { state: taken.state, policy });
    return Promise.resolve(taken.decision);
  }

  peek(key: string, policy: Policy, now: number) {
    return decision(policy, true, tokensAt(this.buckets.get(key)?.state, policy, now));
  }

  /** Forgets every bucket that has refilled, or all of them if none has. */
  private forgetFull(now: number): void {
    for (const [key, { state, policy }] of this.buckets) if (tokensAt(state, policy, now) >= policy.burst) this.buckets.delete(key);
    if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
  }
}
