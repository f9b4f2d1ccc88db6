import { ConditionalCheckFailedException, itemFrom, UpdateCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { logger } from '../adapters/logger.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { readTable, tableNames } from '../adapters/tables.ts';
import { decision, tokensAt, type BucketState, type Decision } from './bucket.ts';
import type { Policy } from './policies.ts';
import type { BucketStore } from './store.ts';

/**
 * How long a leased slice may be spent: tokens an instance took and did not use within it
 * lapse, so no instance sits on tokens the others could have had. A second: what the burst
 * (two seconds of tokens) can spare.
 */
const SLICE_LIFETIME_MS = 1_000;

/**
 * A lease lost to another instance teaches the instance the bucket as it is (the refusal's
 * item). If it still holds a slice, the lease is tried again at once, up to TRIES writes: the
 * budget is not spent, only shared. If it does not, the bucket is scarce: the instance keeps
 * quiet until it holds a slice again and a random part of 2^losses slices' time more (up to
 * MAX_BACKOFF_SLICES), so instances that all see a slice come free at once do not all write
 * for it, and a flood stays a few writes a slice however many instances serve it.
 */
const TRIES = 3;
const MAX_BACKOFF_SLICES = 16;
/** Leases one request may wait for: on Lambda an instance serves one request at a time, one is enough; more serve requests at once. */
const ROUNDS = 8;

/** The bucket's item outlives its last write by long enough to be refilled; DynamoDB's TTL then deletes it. */
const KEPT_SECONDS = 3_600;

/**
 * How many tokens one lease takes: a tenth of a second's (design.md, Fair share), at least
 * one. The fewer, the more exact the budget over many instances; the more, the fewer writes.
 */
export const sliceOf = (policy: Policy) => Math.max(1, Math.round(policy.rate / 10));

/** What one instance holds of one bucket. */
interface Holding {
  /** Tokens leased and not spent yet, spendable until `until`. */
  slice: number;
  until: number;
  /** The bucket's item as this instance last saw it (its own write, or the item a lost condition answered). */
  item?: BucketState;
  /** Until when this instance asks DynamoDB nothing for the bucket: it saw less than a slice in it, or lost leases. */
  quietUntil: number;
  /** Leases lost in a row: the backoff grows with them. */
  losses: number;
  /** The lease under way, which this instance's other requests for the bucket wait for rather than start one more. */
  leasing?: Promise<void>;
}

/**
 * The buckets of a deployed stack, held across its function instances: each bucket is one
 * read-table item, and an instance leases a slice of it at a time (sliceOf) with one
 * conditional update, then spends the slice from memory. The update is computed from the item
 * as the instance last saw it (`tokens` and `at`) and holds only if nobody wrote it since; if
 * someone did, the refusal answers the item as it is (ALL_OLD) and the lease is worked out
 * again: a lease is one write, no read. An instance that saw the bucket empty knows when its
 * next token comes (nothing but time adds tokens), so until then it refuses without asking
 * DynamoDB: a refusal costs no request. Measured in docs/scale.md.
 */
export class LeasedStore implements BucketStore {
  private readonly held = new Map<string, Holding>();

  async take(key: string, policy: Policy, now: number): Promise<Decision> {
    const holding = this.holdingOf(key);
    // A request waits for the lease under way (another request's, or one it starts) and spends from
    // its slice; when others at once spent it first, it may lease again, a few times at most.
    for (let round = 0; round < ROUNDS; round++) {
      if (holding.slice >= 1 && now < holding.until) {
        holding.slice -= 1;
        return decision(policy, true, this.estimate(holding, policy, now));
      }
      if (!holding.leasing) {
        // Nothing but time adds tokens: a bucket seen short of a slice is refused until then, with no request.
        if (now < holding.quietUntil) break;
        holding.leasing = this.lease(key, holding, policy, now).finally(() => (holding.leasing = undefined));
      }
      try {
        await holding.leasing;
      } catch (error) {
        // The budget cannot be counted: the request goes on, and its own handler meets the same database (503).
        logger.warn('budget not counted', error as Error);
        return decision(policy, true, 0);
      }
    }
    return decision(policy, false, this.estimate(holding, policy, now));
  }

  peek(key: string, policy: Policy, now: number): Decision {
    return decision(policy, true, this.estimate(this.holdingOf(key), policy, now));
  }

  /** What the bucket holds for this instance: its slice and the item's tokens as last seen. */
  private estimate(holding: Holding, policy: Policy, now: number): number {
    const slice = now < holding.until ? holding.slice : 0;
    return Math.min(policy.burst, slice + tokensAt(holding.item, policy, now));
  }

  private holdingOf(key: string): Holding {
    let holding = this.held.get(key);
    if (!holding) {
      // Bounded as the token cache is: past it, the instance starts again (it then leases anew).
      if (this.held.size >= 100_000) this.held.clear();
      holding = { slice: 0, until: 0, quietUntil: 0, losses: 0 };
      this.held.set(key, holding);
    }
    return holding;
  }

  /**
   * One slice leased from the bucket's item into `holding`; none when the item holds less than a
   * slice (the instance then keeps quiet until it does), or when other instances won it.
   */
  private async lease(key: string, holding: Holding, policy: Policy, now: number): Promise<void> {
    const slice = Math.min(sliceOf(policy), policy.burst);
    const sliceDue = () => now + Math.ceil(((slice - tokensAt(holding.item, policy, now)) / policy.rate) * 1000);
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const seen = holding.item;
      const available = tokensAt(seen, policy, now);
      if (available < slice) {
        // Scarce: after a lost lease, with a random backoff on top (the others saw it come free too).
        const backoff =
          attempt === 0 ? 0 : Math.random() * Math.min(2 ** holding.losses, MAX_BACKOFF_SLICES) * (slice / policy.rate) * 1000;
        holding.quietUntil = sliceDue() + backoff;
        return;
      }
      // Never back in time: an instance whose clock lags must not refill the bucket twice.
      const at = Math.max(now, seen?.at ?? now);
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableNames().read,
            Key: readKeys.budget(key),
            UpdateExpression: 'SET tokens = :left, #at = :at, #expires = :expires',
            ConditionExpression: seen ? 'tokens = :seenTokens AND #at = :seenAt' : 'attribute_not_exists(pk)',
            ExpressionAttributeNames: { '#at': 'at', '#expires': readTable.ttlAttribute },
            ExpressionAttributeValues: {
              ':left': available - slice,
              ':at': at,
              ':expires': Math.floor(at / 1000) + KEPT_SECONDS,
              ...(seen && { ':seenTokens': seen.tokens, ':seenAt': seen.at }),
            },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        holding.item = { tokens: available - slice, at };
        // Whatever of an earlier slice is left (its time is up, or it was less than a token) lapses.
        holding.slice = slice;
        holding.until = now + SLICE_LIFETIME_MS;
        holding.losses = 0;
        return;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const item = error.Item && itemFrom(error.Item);
        holding.item = item ? { tokens: Number(item.tokens), at: Number(item.at) } : undefined;
        holding.losses += 1;
      }
    }
    // Lost every try to instances that each left a slice: busy, not scarce; the next request tries again.
  }
}
