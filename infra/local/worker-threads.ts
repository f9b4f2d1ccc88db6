import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { installJudging } from '../../functions/analysis/judging.ts';
import { installTableSolving } from '../../functions/bots/table-solving.ts';
import type { LocalService } from './local-service.ts';

/** A thread kept this long after its last task, its Dice Kings tables loaded, for the next. */
const IDLE_MS = 60_000;

let pool: Tinypool | undefined;

/**
 * Worker threads (tinypool) for the work that takes a second of CPU or more, in place of its
 * function's own invocation on AWS: judging a long game's analysis, solving a Dice Kings table
 * no table ships for. On the one event loop every request of the local server shares, it would
 * hold them all. A core is left to the event loop.
 */
export const localWorkerThreads: LocalService = {
  name: 'worker-threads',
  async start() {
    const threads = new Tinypool({
      filename: new URL('./worker-thread.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: IDLE_MS,
    });
    pool = threads;
    installJudging((items) => threads.run(items, { name: 'analyse' }));
    installTableSolving((config) => threads.run(config, { name: 'solvedTable' }));
  },
  async stop() {
    installJudging(undefined);
    installTableSolving(undefined);
    await pool?.destroy();
    pool = undefined;
  },
};
