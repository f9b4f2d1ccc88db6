/**
 * Where a game's byte stream stands, kept on the stream items themselves: an item whose
 * events drew carries `fairPosition`, the bytes read by the end of it. The command already
 * loads every item (one Query) and writes one (one Put), so tracking the position costs no
 * request: the position is the last one stored, 0 before any draw.
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

/** The item to write: it records the new position only when its events drew something. */
export function withPosition<T extends object>(item: T, before: number, after: number): T & Positioned {
  return after === before ? item : { ...item, fairPosition: after };
}
