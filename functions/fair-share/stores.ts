import { LeasedStore } from './leased-store.ts';
import { MemoryStore } from './memory-store.ts';
import type { StoreKind } from './policies.ts';
import type { BucketStore } from './store.ts';

/** The process's one store of each kind, made when first needed: its buckets outlive requests, as a warm function does. */
const stores = new Map<StoreKind, BucketStore>();

export function storeOf(kind: StoreKind): BucketStore {
  let store = stores.get(kind);
  if (!store) {
    store = kind === 'memory' ? new MemoryStore() : new LeasedStore();
    stores.set(kind, store);
  }
  return store;
}

/**
 * Every bucket forgotten: for the local stack's start, since the test files that share a
 * process start a server each, which must not inherit another one's spent budgets.
 */
export function forgetBudgets(): void {
  stores.clear();
}
