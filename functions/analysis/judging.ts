import { analyse, type Analysis, type SentItem } from './analyse.ts';

/**
 * Where a game's items are judged: seconds of CPU for a long game (docs/analysis.md, Figures).
 * On AWS in the analysis function's own invocation, which holds up no other request (Lambda
 * runs one invocation at a time in an execution environment); on one machine every request
 * shares one event loop, so the local stack installs worker threads here (infra/local/worker-threads.ts).
 */
export type Judging = (items: readonly SentItem[]) => Promise<Analysis>;

let installed: Judging | undefined;

/** The local stack installs its worker threads here (undefined: judge in this thread). */
export const installJudging = (judging: Judging | undefined): void => {
  installed = judging;
};

/** The analysis of a game from its stored items, judged where `installJudging` said. */
export const judged = (items: readonly SentItem[]): Promise<Analysis> => (installed ? installed(items) : Promise.resolve(analyse(items)));
