/**
 * `npm run rebuild-projections`: recomputes every leaderboard, every rating, every player's list of games and
 * every player's chips (from the grants and the events; with the server stopped: its payouts race it)
 * from the events alone, against the local server's DynamoDB. Which DynamoDB:
 * - DYNAMODB_ENDPOINT: the DynamoDB Local of a running `npm start` (it prints the endpoint
 *   when it starts; the port is picked free, so there is no default to guess).
 * - else DATA_DIR, with the server stopped: DynamoDB Local is started on that folder for the
 *   rebuild and stopped after it.
 * Tables are `oc-events` and `oc-read` as `npm start` creates them (EVENTS_TABLE, READ_TABLE
 * to name others). While the server runs, its leaderboards consumer keeps going; a game that
 * ends during the rebuild is counted by it and may need one more rebuild to show. The lists of
 * games are written version-guarded: the running projection's newer writes stay.
 */
import { rebuildChips } from '../../functions/chips/rebuild.ts';
import { rebuildLeaderboards } from '../../functions/leaderboards/rebuild.ts';
import { rebuildMyGames } from '../../functions/players/my-games-rebuild.ts';
import { rebuildRatings } from '../../functions/ratings/rebuild.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
let owned: DynamoDbLocal | undefined;
try {
  if (!process.env.DYNAMODB_ENDPOINT) {
    if (!process.env.DATA_DIR) {
      console.error(
        'Say which DynamoDB to rebuild: DYNAMODB_ENDPOINT=<the endpoint `npm start` printed>, or DATA_DIR=<its data folder> with the server stopped.',
      );
      process.exit(2);
    }
    owned = await startDynamoDbLocal({ dataDir: process.env.DATA_DIR });
    process.env.DYNAMODB_ENDPOINT = owned.endpoint;
  }
  const started = Date.now();
  const summary = await rebuildLeaderboards();
  const boards = Object.entries(summary.players)
    .map(([board, n]) => `${board} ${n}`)
    .join(', ');
  console.log(`Rebuilt the leaderboards from ${summary.games} finished games in ${Date.now() - started} ms (players: ${boards}).`);
  const rating = Date.now();
  const ratings = await rebuildRatings();
  const rated = Object.entries(ratings.rated)
    .map(([board, n]) => `${board} ${n}`)
    .join(', ');
  console.log(`Rebuilt the ratings from ${ratings.games} finished games in ${Date.now() - rating} ms (people rated: ${rated}).`);
  const listed = Date.now();
  const mine = await rebuildMyGames();
  console.log(
    `Rebuilt the players' lists of games from ${mine.games} games in ${Date.now() - listed} ms (${mine.items} list items; ${mine.stale} seats no longer held taken off; ${mine.paired} items of the layout before deleted).`,
  );
  const booked = Date.now();
  const chips = await rebuildChips();
  console.log(
    `Rebuilt the chips of ${chips.players} players from their grants and ${chips.games} games with a stake in ${Date.now() - booked} ms (${chips.entries} ledger entries).`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await owned?.stop();
}
