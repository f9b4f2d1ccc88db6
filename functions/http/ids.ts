import { Problem, type ProblemCode } from './problem.ts';

/**
 * The longest id a path may name. Every id this API makes is `g_`, `p_`, `t_`, `wh_` or `app_` and 32
 * hex digits; DynamoDB refuses a key of more than 2,048 bytes (1,024 for a sort key), and ids
 * sit inside keys (`STAKE#<gameId>`, `RATING#<board>#<playerId>`), so a longer one names nothing
 * and is not looked up: the lookup itself would fail, not answer "not found".
 */
export const MAX_ID_LENGTH = 100;

/** Each path parameter of the route table: what it names, and the route's code for one that names nothing. */
export const pathIds: Record<string, { names: string; notFound: ProblemCode }> = {
  gameId: { names: 'game', notFound: 'game-not-found' },
  playerId: { names: 'player', notFound: 'player-not-found' },
  ticketId: { names: 'quick-match ticket', notFound: 'ticket-not-found' },
  id: { names: 'webhook subscription', notFound: 'webhook-not-found' },
  board: { names: 'leaderboard', notFound: 'board-not-found' },
  appId: { names: 'app', notFound: 'app-not-found' },
};

/**
 * Path parameters that are no id of this API's, each checked by its own rule: an app's id for its
 * player, a client's name for its device, a push platform.
 */
export const notOurIds = new Set(['externalId', 'deviceId', 'platform']);

/**
 * Every route's path parameters pass here before anything is read: one longer than any id is
 * 404 with the code of what it would name, as an id that names nothing is.
 */
export function checkPathIds(params: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || notOurIds.has(name) || [...value].length <= MAX_ID_LENGTH) continue;
    const id = pathIds[name] ?? { names: 'resource', notFound: 'route-not-found' };
    throw new Problem(
      id.notFound,
      `No ${id.names} has an id of ${[...value].length} characters: the ids of this API are at most ${MAX_ID_LENGTH}.`,
    );
  }
}
