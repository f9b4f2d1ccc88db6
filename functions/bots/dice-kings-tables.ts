import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { configSchema, type Config } from '../../domain/dice-kings/config.ts';
import { decodeOptimum, encodeOptimum, Optimums, solve, type Optimum } from '../../domain/dice-kings/bot/index.ts';

/**
 * The Dice Kings strong bot's solved tables (docs/dice-kings-bots.md, "Solve or ship the table").
 * Solving one costs seconds of CPU (docs/dice-kings-bots.md), far beyond a bot's 2 seconds (ruling Bots 2), so the tables
 * of the default scoring keys, one per JokerRule, ship beside the functions, brotli-compressed
 * (`npm run dice-kings-tables` writes them; a test holds them to the solver). Any other scoring
 * keys are solved on first use and kept for the life of the process.
 */
export const SHIPPED_JOKER_RULES: readonly Config['JokerRule'][] = ['free', 'forced', false];

/** Beside this module in the source, and beside index.mjs in a bundle (the folder is copied). */
const TABLES = new URL('./tables/', import.meta.url);

export const shippedConfig = (JokerRule: Config['JokerRule']): Config => configSchema.parse({ JokerRule });
export const tableFile = (JokerRule: Config['JokerRule']) => new URL(`dice-kings-${String(JokerRule)}.bin.br`, TABLES);

/** The shipped table for `config`'s scoring keys, or undefined when it has none of its own. */
export function shippedTable(config: Config): Optimum | undefined {
  const defaults = shippedConfig(config.JokerRule);
  const keys = ['UpperBonusAt', 'UpperBonus', 'ExtraKingsBonus'] as const;
  const file = tableFile(config.JokerRule);
  if (keys.some((key) => config[key] !== defaults[key]) || !existsSync(file)) return undefined;
  return decodeOptimum(brotliDecompressSync(readFileSync(file)), config);
}

/** A table as shipped: the exact bytes of encodeOptimum, at brotli's best. */
export const compressTable = (optimum: Optimum): Buffer =>
  brotliCompressSync(encodeOptimum(optimum), { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } });

/** The process's tables: shipped where there is one, solved otherwise, each obtained once. */
export const optimums = new Optimums((config) => shippedTable(config) ?? solve(config));
