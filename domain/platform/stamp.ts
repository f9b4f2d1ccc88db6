import type { StoredEvent } from './events.ts';

export type Unstamped = { readonly type: string } & Record<string, unknown>;

/** Events as stored: each stamped with the time it took effect (ms). */
export const stamp = (events: readonly Unstamped[], at: number): StoredEvent[] => events.map((e) => ({ ...e, at }));
