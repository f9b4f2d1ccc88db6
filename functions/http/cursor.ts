import { Problem } from './problem.ts';

/** Opaque page cursors: the store's last key, base64url-encoded JSON. */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key) || !Object.values(key).every((v) => ['string', 'number'].includes(typeof v)))
      throw new Error('not a key');
    return key;
  } catch {
    throw new Problem('invalid-request', 'The cursor is not one this API gave out; start again without it.');
  }
}
