// A worker thread of the local server (worker-threads.ts). A thread starts without the
// TypeScript loader its process runs under (tsx), so it registers tsx's before it loads its
// work from the sources, as `npm start` does.
import { register } from 'tsx/esm/api';

register();

export const { analyse } = await import('../../functions/analysis/analyse.ts');
export const { solvedTable } = await import('../../functions/bots/dice-kings-tables.ts');
