import type { Config } from '../config.ts';
import { columnRules } from './column-rules.ts';
import { emptyValues, solvingOrder, type Optimum } from './optimum.ts';

/** The scoring keys a table is solved for; the rest of a config (Columns, TurnTime) does not change it. */
export type ScoringKeys = Pick<Config, 'UpperBonusAt' | 'UpperBonus' | 'ExtraKingsBonus' | 'JokerRule'>;

export const scoringKeys = ({ UpperBonusAt, UpperBonus, ExtraKingsBonus, JokerRule }: Config): ScoringKeys => ({
  UpperBonusAt,
  UpperBonus,
  ExtraKingsBonus,
  JokerRule,
});

const MAGIC = 'DKOPT1\n';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A solved table as bytes to ship beside a function: a header line (the format and the scoring
 * keys as JSON), then one little-endian float64 for each state of its own value in solving order
 * (the states that share a value, and where no game can go, are not stored). Exact: a decoded
 * table plays exactly as the solved one.
 */
export function encodeOptimum(optimum: Optimum): Uint8Array {
  const header = encoder.encode(`${MAGIC}${JSON.stringify(scoringKeys(optimum.rules.config))}\n`);
  const order = solvingOrder(optimum.rules.config);
  const own = order.at.filter((_, i) => order.sameAs[i]! < 0);
  // The values start on a multiple of 8 bytes, after the header padded with spaces.
  const start = Math.ceil(header.length / 8) * 8;
  const bytes = new Uint8Array(start + own.length * 8).fill(0x20, header.length, start);
  bytes.set(header);
  const data = new DataView(bytes.buffer, start);
  own.forEach((at, i) => data.setFloat64(i * 8, optimum.values[at]!, true));
  return bytes;
}

const littleEndian = new Uint8Array(Float64Array.of(1).buffer)[7] === 0x3f;

/** Little-endian float64s as numbers: a copy read as it lies on a little-endian machine (every Lambda), else one by one. */
function storedValues(data: Uint8Array): Float64Array {
  // A copy of its own (a Node Buffer's `slice` is no copy, and its buffer may hold more).
  if (littleEndian) return new Float64Array(new Uint8Array(data).buffer);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return Float64Array.from({ length: data.byteLength / 8 }, (_, i) => view.getFloat64(8 * i, true));
}

/** The table in `bytes`, for `config`; refuses a table solved for other scoring keys. */
export function decodeOptimum(bytes: Uint8Array, config: Config): Optimum {
  const end = bytes.indexOf(0x0a, MAGIC.length);
  const head = decoder.decode(bytes.subarray(0, end + 1));
  const keys = JSON.stringify(scoringKeys(config));
  if (!head.startsWith(MAGIC) || head.slice(MAGIC.length, -1) !== keys) {
    throw new Error(`the Dice Kings table asset was not solved for ${keys}`);
  }
  const start = Math.ceil((end + 1) / 8) * 8;
  const stored = storedValues(bytes.subarray(start));
  const values = emptyValues(config);
  const { at, sameAs } = solvingOrder(config);
  let read = 0;
  for (let i = 0; i < at.length; i++) values[at[i]!] = sameAs[i]! < 0 ? stored[read++]! : values[sameAs[i]!]!;
  if (read !== stored.length) throw new Error(`the Dice Kings table asset holds ${stored.length} values, not ${read}`);
  return { rules: columnRules(config), values };
}
