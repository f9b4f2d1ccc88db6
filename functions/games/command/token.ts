import type { Authenticated } from '../../players/players.ts';

/**
 * The token the command's write must find still there: one resting on the warm cache (its
 * request read no item of it). Named as a condition of the write itself (game-store.ts,
 * Companions.token), it costs no request of its own, and a token replaced or erased anywhere,
 * however late, stops the command at once: `TokenRevoked` (401 at the edge), nothing written.
 * A token read with the request itself needs no condition.
 */
export const tokenToCheck = (credential: Authenticated | undefined): string | undefined =>
  credential && !credential.verified ? credential.tokenHash : undefined;

/** The write found the token there: the request is verified, and the edge reads it no more (lambdaHandler). */
export function tokenFound(credential: Authenticated | undefined): void {
  if (credential) credential.verified = true;
}
