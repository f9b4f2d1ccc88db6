import type { Config } from '../config.ts';
import { scoringKeys } from './optimum-asset.ts';
import { solve, type Optimum } from './optimum.ts';

/**
 * The tables a process keeps, one per set of scoring keys, each obtained once: solved by
 * default, or loaded by the caller (a shipped asset, see optimum-asset.ts) when it has one.
 */
export class Optimums {
  private readonly tables = new Map<string, Optimum>();

  constructor(private readonly obtain: (config: Config) => Optimum = solve) {}

  for(config: Config): Optimum {
    const key = JSON.stringify(scoringKeys(config));
    let table = this.tables.get(key);
    if (!table) {
      table = this.obtain(config);
      this.tables.set(key, table);
    }
    return table;
  }
}
