import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKeys } from './seal.ts';

/**
 * The data keys on one machine, in KMS's stead: each a random 256-bit key, wrapped by the local
 * master key with AES-256-GCM and the context as associated data, as KMS binds a data key to
 * its encryption context. Wrapped: base64 of nonce (12 bytes), tag (16) and the wrapped key (32).
 */
export function localDataKeys(masterKey: Buffer): DataKeys {
  if (masterKey.length !== 32) throw new Error(`The local master key must be 32 bytes, not ${masterKey.length}.`);
  return {
    async generate(context) {
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv).setAAD(Buffer.from(context, 'utf8'));
      const wrappedKey = Buffer.concat([cipher.update(key), cipher.final()]);
      return { key, wrapped: Buffer.concat([iv, cipher.getAuthTag(), wrappedKey]).toString('base64') };
    },
    async unwrap(wrapped, context) {
      const bytes = Buffer.from(wrapped, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, 12))
        .setAAD(Buffer.from(context, 'utf8'))
        .setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    },
  };
}
