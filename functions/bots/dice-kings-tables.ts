import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { configSchema, type Config } from '../../domain/dice-kings/config.ts';
import { decodeOptimum, encodeOptimum, Optimums, solve, type Optimum } from '../../domain/dice-kings/bot/index.ts';
import { scoringKeys } from '../../domain/dice-kings/bot/optimum-asset.ts';

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

/** Whether `config`'s scoring keys have a shipped table. */
function shipsTable(config: Config): boolean {
  const defaults = shippedConfig(config.JokerRule);
  const keys = ['UpperBonusAt', 'UpperBonus', 'ExtraKingsBonus'] as const;
  return keys.every((key) => config[key] === defaults[key]) && existsSync(tableFile(config.JokerRule));
}

/** The shipped table for `config`'s scoring keys, or undefined when it has none of its own. */
export const shippedTable = (config: Config): Optimum | undefined =>
  shipsTable(config) ? decodeOptimum(brotliDecompressSync(readFileSync(tableFile(config.JokerRule))), config) : undefined;

/** A table as shipped: the exact bytes of encodeOptimum, at brotli's best. */
export const compressTable = (optimum: Optimum): Buffer =>
  brotliCompressSync(encodeOptimum(optimum), { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } });

/** `config`'s table solved, as bytes (encodeOptimum): what a worker thread hands back (table-solving.ts). */
export const solvedTable = (config: Config): Uint8Array => encodeOptimum(solve(config));

const keyOf = (config: Config) => JSON.stringify(scoringKeys(config));

/** The tables solved in another thread and handed to this one, by scoring keys. */
const solvedElsewhere = new Map<string, Optimum>();

/** Whether `config`'s table is at hand without solving it in this thread: shipped, or solved elsewhere. */
export const tableAtHand = (config: Config): boolean => shipsTable(config) || solvedElsewhere.has(keyOf(config));

/** Keeps a table solved in another thread (`solvedTable`'s bytes) as this process's own. */
export const keepSolvedTable = (config: Config, bytes: Uint8Array): void =>
  void solvedElsewhere.set(keyOf(config), decodeOptimum(bytes, config));

/** The process's tables: shipped where there is one, solved otherwise (in another thread, or here), each obtained once. */
export const optimums = new Optimums((config) => shippedTable(config) ?? solvedElsewhere.get(keyOf(config)) ?? solve(config));
