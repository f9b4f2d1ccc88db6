import { createHash } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { isTransient, retryAfterSeconds } from './outcomes.ts';
import { parseJson, post } from './post.ts';
import type { ServiceAccount } from './port.ts';
import type { TokenCache } from './token-cache.ts';

/** What FCM HTTP v1 needs a token for (Google's OAuth 2.0 scopes for Firebase Cloud Messaging). */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** An access token is replaced this long before Google says it expires, so none expires on the way. */
const MARGIN_MS = 5 * 60_000;

/** No access token: `transient` when asking again later may get one (429, 5xx, no answer). */
export class AccessTokenError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly afterSeconds?: number,
  ) {
    super(message);
  }
}

export interface AccessTokenOptions {
  timeoutMs: number;
  ca?: string;
}

/** One token per service account and key (a replaced key file is another key). */
const cacheKey = ({ client_email, token_uri, private_key }: ServiceAccount) =>
  `fcm:${client_email}:${token_uri}:${createHash('sha256').update(private_key).digest('base64url').slice(0, 16)}`;

/**
 * An OAuth 2.0 access token for FCM from the service account's own `token_uri`: the JWT bearer
 * grant (RFC 7523) with an assertion signed RS256 by the account's key (`jose`), `iss` the
 * account, `aud` the token_uri, `scope` FCM's, valid an hour. Kept in `tokens` until shortly
 * before it expires. (google-auth-library does the same, with a dependency tree a Lambda
 * loads on every cold start; the grant is one signed JWT and one POST.)
 */
export function accessToken(
  tokens: TokenCache,
  account: ServiceAccount,
  { timeoutMs, ca }: AccessTokenOptions,
): { key: string; token: Promise<string> } {
  const key = cacheKey(account);
  const token = tokens.get(key, async () => {
    const issuedAt = tokens.now();
    const signingKey = await importPKCS8(account.private_key, 'RS256').catch((error: Error) => {
      throw new AccessTokenError(`the service account's private_key is no RSA private key in PEM: ${error.message}`, false);
    });
    const iat = Math.floor(issuedAt / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(signingKey);
    const answer = await post(account.token_uri, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      timeoutMs,
      ...(ca ? { ca } : {}),
    });
    if ('error' in answer) throw new AccessTokenError(`token_uri: ${answer.error}`, true);
    const body = parseJson(answer.body) as
      { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } | undefined;
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      const why = [body?.error, body?.error_description].filter((part) => typeof part === 'string').join(': ');
      throw new AccessTokenError(
        `token_uri answered ${answer.status}${why ? ` ${why}` : ''}`,
        isTransient(answer.status),
        retryAfterSeconds(answer.headers['retry-after']),
      );
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    return { token: body.access_token, renewAt: issuedAt + Math.max(lifetimeMs - MARGIN_MS, lifetimeMs / 2) };
  });
  return { key, token };
}
