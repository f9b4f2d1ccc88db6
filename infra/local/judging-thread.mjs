// A worker thread of the local server's analysis (judging-threads.ts). A thread starts without
// the TypeScript loader its process runs under (tsx), so it registers tsx's before it loads the
// analysis from the sources, as `npm start` does.
import { register } from 'tsx/esm/api';

register();

export const { analyse } = await import('../../functions/analysis/analyse.ts');
