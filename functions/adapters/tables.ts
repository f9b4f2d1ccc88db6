import { readIndexes } from './read-keys.ts';

/**
 * The two tables, described once for DynamoDB Local (infra/local) and for the CDK stack.
 * - events: one stream per game (partition `gameId`, sort `version`), one item per command.
 * - read: the read models, keyed `pk`/`sk` as read-keys.ts spells them: players and token
 *   hashes, lobbies, leaderboards, webhook subscriptions and deliveries, timers. Two sparse
 *   indexes serve the ordered lists (lobbies newest first, leaderboards best score first).
 */
export const eventsTable = {
  partitionKey: 'gameId',
  sortKey: 'version',
} as const;

export const readTable = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [readIndexes.lists, readIndexes.lobbiesOfGame],
} as const;

export const tableNames = () => ({
  events: process.env.EVENTS_TABLE ?? 'oc-events',
  read: process.env.READ_TABLE ?? 'oc-read',
});
