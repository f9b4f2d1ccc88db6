import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { installJudging } from '../../functions/analysis/judging.ts';
import type { LocalService } from './local-service.ts';

/** A thread kept this long after its last game, its Dice Kings tables loaded, for the next. */
const IDLE_MS = 60_000;

let pool: Tinypool | undefined;

/**
 * The analysis judged in worker threads (tinypool), in place of the analysis function's own
 * invocation on AWS: a long game's judging holds the thread's CPU for a second or more, which
 * on the one event loop every request of the local server shares would hold them all. A core is
 * left to the event loop.
 */
export const localJudgingThreads: LocalService = {
  name: 'analysis-judging',
  async start() {
    const judging = new Tinypool({
      filename: new URL('./judging-thread.mjs', import.meta.url).href,
      name: 'analyse',
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: IDLE_MS,
    });
    pool = judging;
    installJudging((items) => judging.run(items));
  },
  async stop() {
    installJudging(undefined);
    await pool?.destroy();
    pool = undefined;
  },
};
