/**
 * A person's name as the events and everything made from them carry it: sealed with a key of
 * that person's own (name-keys.ts), which erasure destroys with their profile, so that the
 * events, never rewritten, stop naming them (crypto-shredding: docs/privacy.md, Erasure).
 *
 * The form is ASCII and names its player, so that one walk over any answer finds the sealed
 * names in it and the keys to read (reveal.ts): `ocn1.<playerId>.<base64url(iv | ciphertext | tag)>`.
 * Sealing is deterministic: the IV is an HMAC of the name under a key of its own (a synthetic
 * IV, as in SIV, RFC 5297), so one name under one key always seals to the same string, and
 * comparisons of names (a seat that already shows the name: no rename) keep working on the
 * sealed form. AES-256-GCM from node:crypto; the two keys are derived from the player's one
 * (HKDF), so neither use weakens the other.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';

const VERSION = 'ocn1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A sealed name anywhere in a string: the player's id (no dots in it) and at least an IV and a
 * tag. A clear name (at most 40 characters) can never match it: the marker and an id alone are
 * longer than that.
 */
export const SEALED_NAME = /ocn1\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{38,})/g;

/** The name shown for a seat, line or message of a person who was erased. */
export const DELETED_PLAYER = 'Deleted player';

interface DerivedKeys {
  iv: Buffer;
  cipher: Buffer;
}

const derive = (key: Buffer, use: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `${VERSION} ${use}`, 32));
const derived = (key: Buffer): DerivedKeys => ({ iv: derive(key, 'iv'), cipher: derive(key, 'cipher') });

/** The name sealed under the player's key: the same string for the same name and key. */
export function sealName(playerId: string, name: string, key: Buffer): string {
  const keys = derived(key);
  // The player's id is bound to the name too (associated data): a sealed name moved onto another id does not open.
  const iv = createHmac('sha256', keys.iv).update(`${playerId}\n${name}`).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.cipher, iv).setAAD(Buffer.from(playerId));
  const sealed = Buffer.concat([iv, cipher.update(name, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${playerId}.${sealed.toString('base64url')}`;
}

/** The clear name a sealed one holds, or undefined when it does not open under this key (forged, or another's). */
export function openName(playerId: string, body: string, key: Buffer): string | undefined {
  const sealed = Buffer.from(body, 'base64url');
  if (sealed.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derived(key).cipher, sealed.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(playerId))
      .setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
