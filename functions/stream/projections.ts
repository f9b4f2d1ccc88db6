import { projectLeaderboards } from '../leaderboards/projection.ts';
import { projectLobby } from '../lobby/projection.ts';
import { projectMyGames } from '../players/my-games-projection.ts';
import { projectRatings } from '../ratings/projection.ts';
import { streamConsumer } from './records.ts';

/**
 * The read models fed by the events stream: the lobby list, the leaderboards, the ratings
 * and every player's list of games. One of the stream's two readers (DynamoDB Streams throttles more than
 * two per shard); every projection is idempotent, so a batch retried for one is harmless to the others.
 */
export const handler = streamConsumer(projectLobby, projectLeaderboards, projectRatings, projectMyGames);
