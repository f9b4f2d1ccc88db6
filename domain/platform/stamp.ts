import type { StoredEvent, Unstamped } from './events.ts';

/** Events as stored: each stamped with the time it took effect (ms). */
export const stamp = (events: readonly Unstamped[], at: number): StoredEvent[] => events.map((e) => ({ ...e, at }));
