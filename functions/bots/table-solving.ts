import type { Config } from '../../domain/dice-kings/config.ts';
import { diceKings } from '../../domain/dice-kings/index.ts';
import { scoringKeys } from '../../domain/dice-kings/bot/optimum-asset.ts';
import type { GameState } from '../../domain/platform/index.ts';
import { keepSolvedTable, tableAtHand } from './dice-kings-tables.ts';

/**
 * Where a Dice Kings table of scoring keys no table ships for is solved: seconds of CPU
 * (docs/dice-kings-bots.md), on the first strong decision or hint of such a game. On AWS in the
 * function's own invocation (the bot worker's; the analysis function's for a hint), which holds
 * up no other request; on one machine every request shares one event loop, so the local stack
 * installs worker threads here (infra/local/worker-threads.ts). The other decisions of every
 * game's bots take milliseconds (docs/bots.md): they stay where they are asked.
 */
export type TableSolving = (config: Config) => Promise<Uint8Array>;

let installed: TableSolving | undefined;

/** The local stack installs its worker threads here (undefined: solve in this thread, when first needed). */
export const installTableSolving = (solving: TableSolving | undefined): void => {
  installed = solving;
};

/** The tables being solved now, by scoring keys: a second game of the same keys waits for the same solve. */
const underWay = new Map<string, Promise<void>>();

/**
 * Resolves once the bots and the hint of `state` can decide without solving a table on this
 * thread: at once for every game but a Dice Kings one whose table is not at hand yet.
 */
export async function tablesReady(state: GameState): Promise<void> {
  if (state.game !== diceKings.game || !installed) return;
  const config = state.config as Config;
  if (tableAtHand(config)) return;
  const key = JSON.stringify(scoringKeys(config));
  let solving = underWay.get(key);
  if (!solving) {
    solving = installed(config)
      .then((bytes) => keepSolvedTable(config, bytes))
      .finally(() => underWay.delete(key));
    underWay.set(key, solving);
  }
  await solving;
}
