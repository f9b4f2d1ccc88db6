/** Deep equality of JSON values: arrays in order, objects by their keys whatever the order. */
export function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    const other = b as Record<string, unknown>;
    return keys.length === Object.keys(b).length && keys.every((k) => k in other && same((a as Record<string, unknown>)[k], other[k]));
  }
  return a === b;
}
