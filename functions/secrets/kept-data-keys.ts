import type { DataKeys } from './seal.ts';

/**
 * How long a warm function keeps a data key it unwrapped: a subscription's deliveries within it
 * cost no KMS request (a busy game's turns come seconds apart), and a key stays in memory no
 * longer than the AWS Encryption SDK's caching examples keep theirs.
 */
export const KEEP_MS = 5 * 60_000;
/** Enough for every subscription one warm function delivers to in a while; past it the oldest goes. */
const MAX_KEPT = 1_000;

/**
 * `keys` with the data keys it unwrapped kept for `KEEP_MS`, by wrapped key and context (each
 * sealing has its own data key, so the wrapped key names one item's secret). Generating is
 * never kept: every sealing takes a new key.
 */
export function keptDataKeys(keys: DataKeys, now: () => number = Date.now): DataKeys {
  const kept = new Map<string, { key: Promise<Buffer>; until: number }>();
  return {
    generate: (context) => keys.generate(context),
    unwrap(wrapped, context) {
      const name = `${context}\n${wrapped}`;
      const found = kept.get(name);
      if (found && found.until > now()) return found.key;
      kept.delete(name);
      // The promise is kept, so deliveries at once to one subscription share one request; a refusal is not kept.
      const key = keys.unwrap(wrapped, context);
      key.catch(() => kept.delete(name));
      kept.set(name, { key, until: now() + KEEP_MS });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return key;
    },
  };
}
