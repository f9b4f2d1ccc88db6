/** Byte sources that give chosen bytes, to test the rejection boundaries exactly. */
import type { AsyncBytes } from '../../client/src/fairness/bytes.ts';
import type { ByteSource } from '../../functions/fairness/bytes.ts';

export function craftedBytes(bytes: readonly number[]): ByteSource {
  let at = 0;
  return {
    next() {
      if (at >= bytes.length) throw new Error('the crafted bytes ran out');
      return bytes[at++]!;
    },
    get position() {
      return at;
    },
  };
}

export function craftedAsyncBytes(bytes: readonly number[]): AsyncBytes {
  const source = craftedBytes(bytes);
  return {
    next: async () => source.next(),
    get position() {
      return source.position;
    },
  };
}

/** A 32-bit unsigned integer as its 4 big-endian bytes. */
export const bigEndian = (u: number): number[] => [u >>> 24, (u >>> 16) & 255, (u >>> 8) & 255, u & 255];
