/**
 * The oc-fair-v1 byte stream with WebCrypto only (globalThis.crypto.subtle), so the verifier
 * runs unchanged in browsers and in Node 20. Written from docs/fairness.md, not from the
 * server's code: the test vectors hold both to the same bytes.
 */

export interface GameSeed {
  /** 64 lower-case hex characters. */
  readonly serverSeed: string;
  readonly gameId: string;
  /** The client seeds of the seats at the start, in seat order, joined with ":". */
  readonly material: string;
}

/** Bytes read front to back, each once; `position` counts the bytes read so far. */
export interface AsyncBytes {
  next(): Promise<number>;
  readonly position: number;
}

const BLOCK = 32;
const utf8 = new TextEncoder();

export const isServerSeed = (text: string): boolean => /^[0-9a-f]{64}$/.test(text);

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The commitment the view showed: SHA-256 of the server seed's 32 bytes, lower-case hex. */
export async function commitmentOf(serverSeed: string): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', hexToBytes(serverSeed))));
}

/** Block k is HMAC-SHA256(key = the server seed's bytes, message = gameId:material:k). */
export async function gameBytes(seed: GameSeed, position = 0): Promise<AsyncBytes> {
  const key = await globalThis.crypto.subtle.importKey('raw', hexToBytes(seed.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const blockOf = async (k: number) =>
    new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, utf8.encode(`${seed.gameId}:${seed.material}:${k}`)));
  let at = position;
  let cached: { k: number; bytes: Uint8Array } = { k: -1, bytes: new Uint8Array(0) };
  return {
    async next() {
      const k = Math.floor(at / BLOCK);
      if (cached.k !== k) cached = { k, bytes: await blockOf(k) };
      return cached.bytes[at++ % BLOCK]!;
    },
    get position() {
      return at;
    },
  };
}
