/** The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) the Web Push stand-in decrypts with; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair (the browser's, in Web Push). */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret: string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
