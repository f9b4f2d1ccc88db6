import { TokenRevoked, type Authenticated } from '../../players/players.ts';

/**
 * Just before the write: a token that rested on the warm cache, read beside the game's Query
 * (load.ts), must still name the player. A replaced one is `TokenRevoked` (401 at the edge),
 * and nothing is written. A token read with the request itself needs no look.
 */
export async function recheckToken(credential: Authenticated | undefined, checked: Promise<boolean> | undefined): Promise<void> {
  if (credential && checked && !(await checked)) throw new TokenRevoked(credential.tokenHash);
}
