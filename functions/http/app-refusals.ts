import { Problem } from './problem.ts';

/** Every app route's refusal of an app unknown, deleted or another's: one answer, so none of them can be told from the others. */
export const appNotFound = () => new Problem('app-not-found', 'You have no app with this id; GET /apps lists yours.');
