import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealed secrets: what the server must read back in full but no read path may see, kept in the
 * read table encrypted (envelope encryption). Webhook signing secrets use it now; apps' push
 * credentials are meant to use it too. Each sealing takes a data key of its own from the
 * `DataKeys` port (KMS on AWS, a key in the data folder on one machine), seals the secret with
 * it (AES-256-GCM, the item's key as associated data, so a sealed value copied to another item
 * does not open) and keeps the data key beside it only as its master key wrapped it: opening
 * needs the master key's holder (kms:Decrypt on AWS), which only the functions that sign have.
 */
export interface SealedSecret {
  /** The data key, wrapped by the master key (KMS's ciphertext blob, or the local wrapping), base64. */
  dataKey: string;
  /** AES-256-GCM's 96-bit nonce, its ciphertext and its 128-bit tag, base64. */
  iv: string;
  ciphertext: string;
  tag: string;
}

/** The port: data keys made and unwrapped by a master key that never leaves its holder. */
export interface DataKeys {
  /** A new 256-bit data key, in the clear for one sealing and wrapped for keeping; bound to `context`. */
  generate(context: string): Promise<{ key: Buffer; wrapped: string }>;
  /** The data key `wrapped` holds; refused when it was wrapped for another context or by another master key. */
  unwrap(wrapped: string, context: string): Promise<Buffer>;
}

export const isSealed = (value: unknown): value is SealedSecret =>
  typeof value === 'object' && value !== null && ['dataKey', 'iv', 'ciphertext', 'tag'].every((field) => field in value);

/** `secret` sealed for the item named by `context` (its key), with a data key of its own. */
export async function seal(keys: DataKeys, secret: string, context: string): Promise<SealedSecret> {
  const { key, wrapped } = await keys.generate(context);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  key.fill(0);
  return {
    dataKey: wrapped,
    iv: iv.toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** The secret `sealed` holds; throws when it was sealed for another item or altered since. */
export async function open(keys: DataKeys, sealed: SealedSecret, context: string): Promise<string> {
  const key = await keys.unwrap(sealed.dataKey, context);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
    .setAAD(Buffer.from(context, 'utf8'))
    .setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
