import { projectLeaderboards } from '../leaderboards/projection.ts';
import { projectLobby } from '../lobby/projection.ts';
import { streamConsumer } from './records.ts';

/**
 * The read models fed by the events stream: the lobby list and the leaderboards. One of the
 * stream's two readers (DynamoDB Streams throttles more than two per shard); both
 * projections are idempotent, so a batch retried for one is harmless to the other.
 */
export const handler = streamConsumer(projectLobby, projectLeaderboards);
