/**
 * Where a game's byte stream stands, kept on the stream items themselves: every item a command
 * stores carries `fairPosition`, the bytes read by the end of it. A command reads the newest
 * items (one bounded Query, back to a snapshot) and writes one, so tracking the position costs
 * no request, and the newest item always says it, however long ago the game last drew (a
 * Rummiduck bag is shuffled once). 0 before any draw.
 */
export interface Positioned {
  readonly fairPosition?: number;
}

export function positionAfter(items: readonly Positioned[]): number {
  for (let i = items.length - 1; i >= 0; i--) {
    const position = items[i]!.fairPosition;
    if (position !== undefined) return position;
  }
  return 0;
}

/** The item to write, with the position after its events (drawn or not: see above). */
export function withPosition<T extends object>(item: T, after: number): T & Positioned {
  return { ...item, fairPosition: after };
}
