/** The token a command's write must find still there (functions/games/command/token.ts). */
import { describe, expect, it } from 'vitest';
import { tokenFound, tokenToCheck } from '../../../functions/games/command/token.ts';
import { ann } from './setup.ts';

const credential = () => ({ ...ann, tokenHash: 'hash-of-ann', verified: false });

describe('the token checked by the write', () => {
  it('no credential, or one read with the request itself: no condition', () => {
    expect(tokenToCheck(undefined)).toBeUndefined();
    expect(tokenToCheck({ ...credential(), verified: true })).toBeUndefined();
  });

  it('a token resting on the warm cache: its item must be there, named by its hash', () => {
    expect(tokenToCheck(credential())).toBe('hash-of-ann');
  });

  it('found by the write: the request is verified, and needs no read of it any more', () => {
    const cached = credential();
    tokenFound(cached);
    expect(cached.verified).toBe(true);
    expect(tokenToCheck(cached)).toBeUndefined();
  });
});
