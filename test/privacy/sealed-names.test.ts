/**
 * Sealed names (functions/privacy/sealed-names.ts): what the events carry instead of a
 * person's name, opened only under that person's key.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openName, SEALED_NAME, sealName } from '../../functions/privacy/sealed-names.ts';

const ann = 'p_0123456789abcdef0123456789abcdef';
const bob = 'p_fedcba9876543210fedcba9876543210';
const body = (sealed: string) => sealed.split('.')[2]!;
/** Whether a string is, as a whole, what the reveal's pattern finds. */
const isSealedName = (value: string): boolean => new RegExp(`^${SEALED_NAME.source}$`).test(value);

describe('a sealed name', () => {
  const key = randomBytes(32);

  it('is ASCII, names its player, and opens under the key to the name sealed', () => {
    const sealed = sealName(ann, 'Änne 🎲', key);
    expect(sealed).toMatch(/^ocn1\.p_[0-9a-f]{32}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Änne');
    expect(isSealedName(sealed)).toBe(true);
    expect(openName(ann, body(sealed), key)).toBe('Änne 🎲');
  });

  it('is the same string for the same name and key, and another for another name, key or player', () => {
    expect(sealName(ann, 'Ann', key)).toBe(sealName(ann, 'Ann', key));
    expect(sealName(ann, 'Ann', key)).not.toBe(sealName(ann, 'Anna', key));
    expect(sealName(ann, 'Ann', key)).not.toBe(sealName(ann, 'Ann', randomBytes(32)));
    expect(body(sealName(ann, 'Ann', key))).not.toBe(body(sealName(bob, 'Ann', key)));
  });

  it('does not open under another key, nor moved onto another player, nor altered', () => {
    const sealed = body(sealName(ann, 'Ann', key));
    expect(openName(ann, sealed, randomBytes(32))).toBeUndefined();
    expect(openName(bob, sealed, key)).toBeUndefined();
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(openName(ann, flipped.toString('base64url'), key)).toBeUndefined();
    expect(openName(ann, 'AAAA', key)).toBeUndefined();
  });

  it('is never matched by a clear name of at most 40 characters, even one made to look like it', () => {
    const lookalike = `ocn1.${ann}.`.padEnd(40, 'A').slice(0, 40);
    expect(lookalike.length).toBe(40);
    expect(lookalike.match(SEALED_NAME)).toBeNull();
    expect(isSealedName(lookalike)).toBe(false);
  });
});
