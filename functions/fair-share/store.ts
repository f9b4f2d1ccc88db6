import type { Decision } from './bucket.ts';
import type { Policy } from './policies.ts';

/**
 * Where the budgets' buckets are kept. `key` names one bucket (a policy and whose it is:
 * `app#a_…`, `address#203.0.113.7`). One interface for both places: this process's memory
 * (memory-store.ts), and DynamoDB shared by every function instance (leased-store.ts).
 */
export interface BucketStore {
  /** Counts one request against the bucket at `now` (the server's clock): admitted or not. */
  take(key: string, policy: Policy, now: number): Promise<Decision>;
  /** What the bucket holds, as this instance knows it, without counting anything (for what counts against nothing). */
  peek(key: string, policy: Policy, now: number): Decision;
}
