import { createPrivateKey, ECDH } from 'node:crypto';

/**
 * Checks of the keys a client hands in, by Node's own crypto rather than by their look: a key
 * that parses here is one the senders can use, so a typo is refused at registration instead of
 * failing every message later.
 */

/** base64url without padding, as browsers and RFC 8291 write keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const fromBase64url = (text: string): Buffer | undefined => (BASE64URL.test(text) ? Buffer.from(text, 'base64url') : undefined);

/** A Web Push `p256dh`: a P-256 public key, uncompressed (65 bytes), that is a point of the curve. */
export function isP256PublicKey(text: string): boolean {
  const bytes = fromBase64url(text);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** A Web Push `auth` secret: 16 bytes (RFC 8291, section 3.2). */
export const isAuthSecret = (text: string): boolean => fromBase64url(text)?.length === 16;

/** Why a PEM private key will not do as `kind` (an EC P-256 key for APNs' ES256, an RSA key for Google's RS256), or undefined. */
export function privateKeyRefusal(pem: string, kind: 'ec-p256' | 'rsa'): string | undefined {
  let key;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    return 'is not a PEM private key that can be read';
  }
  if (kind === 'rsa') return key.asymmetricKeyType === 'rsa' ? undefined : `is a ${key.asymmetricKeyType ?? 'unknown'} key, not an RSA key`;
  if (key.asymmetricKeyType !== 'ec') return `is a ${key.asymmetricKeyType ?? 'unknown'} key, not an EC key`;
  const curve = key.asymmetricKeyDetails?.namedCurve;
  return curve === 'prime256v1' ? undefined : `is on the curve ${curve ?? 'unknown'}, not P-256`;
}
