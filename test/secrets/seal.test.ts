/** Sealed secrets (functions/secrets/): envelope encryption with the local master key, and the data keys a warm function keeps. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEEP_MS, keptDataKeys } from '../../functions/secrets/kept-data-keys.ts';
import { localDataKeys } from '../../functions/secrets/local-data-keys.ts';
import { open, seal, type DataKeys } from '../../functions/secrets/seal.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const ITEM = 'PLAYER#p_1/WEBHOOK#wh_1';

/** `keys` with each unwrap counted. */
function counted(keys: DataKeys) {
  const unwrapped: string[] = [];
  return {
    unwrapped,
    keys: {
      generate: keys.generate,
      unwrap: (wrapped: string, context: string) => (unwrapped.push(wrapped), keys.unwrap(wrapped, context)),
    },
  };
}

describe('a sealed secret', () => {
  const keys = localDataKeys(randomBytes(32));

  it('holds neither the secret nor its data key in the clear, and opens to the secret', async () => {
    const sealed = await seal(keys, SECRET, ITEM);
    const stored = JSON.stringify(sealed);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(SECRET.slice('whsec_'.length, 20));
    expect(await open(keys, sealed, ITEM)).toBe(SECRET);
  });

  it('has a data key of its own each time it is sealed', async () => {
    const [a, b] = [await seal(keys, SECRET, ITEM), await seal(keys, SECRET, ITEM)];
    expect(a.dataKey).not.toBe(b.dataKey);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('does not open for another item (its key is the associated data), altered, or with another master key', async () => {
    const sealed = await seal(keys, SECRET, ITEM);
    await expect(open(keys, sealed, 'PLAYER#p_2/WEBHOOK#wh_1')).rejects.toThrow();
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0]! ^= 1;
    await expect(open(keys, { ...sealed, ciphertext: flipped.toString('base64') }, ITEM)).rejects.toThrow();
    await expect(open(localDataKeys(randomBytes(32)), sealed, ITEM)).rejects.toThrow();
  });
});

describe('the data keys a warm function keeps', () => {
  it('unwraps a data key once while it is kept, and again once its time is up', async () => {
    let now = 0;
    const { keys, unwrapped } = counted(localDataKeys(randomBytes(32)));
    const kept = keptDataKeys(keys, () => now);
    const sealed = await seal(kept, SECRET, ITEM);
    expect(await Promise.all([open(kept, sealed, ITEM), open(kept, sealed, ITEM)])).toEqual([SECRET, SECRET]);
    now += KEEP_MS - 1;
    expect(await open(kept, sealed, ITEM)).toBe(SECRET);
    expect(unwrapped).toHaveLength(1);
    now += 1;
    expect(await open(kept, sealed, ITEM)).toBe(SECRET);
    expect(unwrapped).toHaveLength(2);
  });

  it('keeps a data key for its own item only, and does not keep a refusal', async () => {
    const { keys, unwrapped } = counted(localDataKeys(randomBytes(32)));
    const kept = keptDataKeys(keys);
    const sealed = await seal(kept, SECRET, ITEM);
    await expect(open(kept, sealed, 'PLAYER#p_2/WEBHOOK#wh_1')).rejects.toThrow();
    await expect(open(kept, sealed, 'PLAYER#p_2/WEBHOOK#wh_1')).rejects.toThrow();
    expect(await open(kept, sealed, ITEM)).toBe(SECRET);
    expect(unwrapped).toHaveLength(3);
  });
});
