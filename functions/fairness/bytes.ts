import { createHmac } from 'node:crypto';
import { isServerSeed } from './seeds.ts';

/** What fixes a game's random bytes (oc-fair-v1): the server seed, the game and the material. */
export interface FairSeed {
  /** 64 lower-case hex characters: the 32 bytes of the HMAC key. */
  readonly serverSeed: string;
  readonly gameId: string;
  readonly material: string;
}

/** Bytes read front to back, each once. `position` counts the bytes read so far. */
export interface ByteSource {
  next(): number;
  readonly position: number;
}

const BLOCK = 32;

/**
 * The game's byte stream from `position` on: block k is
 * HMAC-SHA256(key = serverSeed's bytes, message = gameId + ":" + material + ":" + k).
 * A source made at the position where another stopped continues exactly where it left off,
 * so a command only needs the position the previous one stored.
 */
export function fairBytes(seed: FairSeed, position = 0): ByteSource {
  if (!isServerSeed(seed.serverSeed)) throw new Error('a server seed is 64 lower-case hex characters');
  if (!Number.isSafeInteger(position) || position < 0) throw new Error(`not a stream position: ${position}`);
  const key = Buffer.from(seed.serverSeed, 'hex');
  const blockOf = (k: number) => createHmac('sha256', key).update(`${seed.gameId}:${seed.material}:${k}`, 'utf8').digest();
  let at = position;
  let cached = { k: -1, bytes: Buffer.alloc(0) };
  return {
    next() {
      const k = Math.floor(at / BLOCK);
      if (cached.k !== k) cached = { k, bytes: blockOf(k) };
      return cached.bytes[at++ % BLOCK]!;
    },
    get position() {
      return at;
    },
  };
}
