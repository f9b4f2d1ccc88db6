import { Problem } from './problem.ts';

/** Opaque page cursors: the store's last key, base64url-encoded JSON. */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/**
 * The key a cursor carries. With `expected`, it must hold exactly those attributes with those
 * values (a string value, or a pattern): a forged or foreign cursor is a 400, never a key that
 * DynamoDB refuses with a 5xx.
 */
export function decodeCursor(cursor: string | undefined, expected?: Record<string, string | RegExp>): Record<string, unknown> | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const isKey =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.values(key).every((v) => ['string', 'number'].includes(typeof v));
  const fits =
    isKey &&
    (!expected ||
      (Object.keys(key as object).length === Object.keys(expected).length &&
        Object.entries(expected).every(([name, want]) => {
          const value = (key as Record<string, unknown>)[name];
          return typeof value === 'string' && (typeof want === 'string' ? value === want : want.test(value));
        })));
  if (!fits) throw new Problem('invalid-request', 'The cursor is not one this list gave out; start again without it.');
  return key as Record<string, unknown>;
}
