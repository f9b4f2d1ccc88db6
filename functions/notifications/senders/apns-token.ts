import { createHash } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { ApnsCredentials } from './port.ts';
import type { TokenCache } from './token-cache.ts';

/**
 * How long a provider token is used: Apple refuses one older than an hour
 * (ExpiredProviderToken) and a team that makes new ones more often than every 20 minutes
 * (TooManyProviderTokenUpdates), so it is renewed in between.
 */
export const PROVIDER_TOKEN_RENEWAL_MS = 50 * 60_000;

/** One token per signing key: the team, the key's id, and the key itself (replaced credentials are another key). */
const cacheKey = ({ teamId, keyId, privateKey }: ApnsCredentials) =>
  `apns:${teamId}:${keyId}:${createHash('sha256').update(privateKey).digest('base64url').slice(0, 16)}`;

/**
 * The APNs provider token (a JWT, ES256, `kid` the key's id, `iss` the team, `iat` now),
 * signed with the app's .p8 key by `jose`, kept in `tokens` and renewed after 50 minutes.
 */
export function providerToken(tokens: TokenCache, credentials: ApnsCredentials): { key: string; token: Promise<string> } {
  const key = cacheKey(credentials);
  const token = tokens.get(key, async () => {
    const issuedAt = tokens.now();
    const signingKey = await importPKCS8(credentials.privateKey, 'ES256').catch((error: Error) => {
      throw new Error(`the APNs key ${credentials.keyId} is no P-256 private key in PEM: ${error.message}`);
    });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: credentials.keyId })
      .setIssuer(credentials.teamId)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .sign(signingKey);
    return { token, renewAt: issuedAt + PROVIDER_TOKEN_RENEWAL_MS };
  });
  return { key, token };
}
