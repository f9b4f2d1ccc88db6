/** The token's re-check before the write (functions/games/command/token.ts). */
import { describe, expect, it } from 'vitest';
import { recheckToken } from '../../../functions/games/command/token.ts';
import { TokenRevoked } from '../../../functions/players/players.ts';
import { ann } from './setup.ts';

const credential = { ...ann, tokenHash: 'hash-of-ann', verified: false };

describe('the token re-checked before the write', () => {
  it('no credential, or one read with the request itself: nothing to look at', async () => {
    await expect(recheckToken(undefined, undefined)).resolves.toBeUndefined();
    await expect(recheckToken({ ...credential, verified: true }, undefined)).resolves.toBeUndefined();
  });

  it('a token still there: the write goes on', async () => {
    await expect(recheckToken(credential, Promise.resolve(true))).resolves.toBeUndefined();
  });

  it('a token replaced since it was cached: TokenRevoked, naming it', async () => {
    const refused = recheckToken(credential, Promise.resolve(false));
    await expect(refused).rejects.toBeInstanceOf(TokenRevoked);
    await expect(refused).rejects.toMatchObject({ tokenHash: 'hash-of-ann' });
  });
});
