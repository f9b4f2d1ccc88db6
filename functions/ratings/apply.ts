import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
} from '../adapters/documents.ts';
import { setTimeout } from 'node:timers/promises';
import type { LeaderboardName } from '../../domain/registry.ts';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { RATED_GAME, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { erasedAmong, notErased } from '../privacy/tombstone.ts';
import { afterItem, changesItem, currentItem, gameOfLog, logItem, NO_HEAD, type Changes, type Head } from './items.ts';
import { counts, type RatedGame } from './rated-game.ts';
import { firstRating, rateGame } from './skill.ts';
import { shown, type Skill } from './shown.ts';

/**
 * Games applied by one drain at most (each step applies one game or loses a race to a writer
 * that applied or rewound): far above what a board's games since the last drain can be.
 */
const MAX_STEPS = 10_000;
/** Rounds of drain-and-check for one game: each round lost means another game was applied or rewound meanwhile. */
const MAX_ROUNDS = 20;
/** While another drain moves the head, how often to look, and how long a still head means that drain has stopped. */
const LOOK_EVERY_MS = 50;
const STILL_FOR_MS = 1000;

/**
 * Applies an ended game to its board's ratings, once and in the order games ended
 * (docs/contract.md, Ratings and profiles), whichever stream shard brings it and whenever.
 * The game goes on the board's log at its place in that order; then the log is drained from
 * the head on, one game per conditional transaction (the head's version, so two drains
 * never both apply a step). A game that ended before one already applied (its record came
 * late, from another shard) rewinds the head to just before it: the drain applies it and
 * every later game again in order, each from the rating its players had just before it.
 * A redelivered record finds its game applied and changes nothing.
 */
export async function applyEndedGame(game: RatedGame): Promise<void> {
  if (!counts(game)) {
    await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: changesItem(game.gameId, game.leaderboard, {}) }));
    return;
  }
  await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: logItem(game) }));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const drained = await drain(game.leaderboard);
    if (await isApplied(game.gameId)) return;
    if (!drained) {
      // Another drain is applying the log, this game's place included: leave it the work
      // (many drains racing for every step would each redo it) unless it stops short.
      if (await appliedByOthers(game)) return;
      continue;
    }
    // The head had passed the game before it was on the log: go back to just before it.
    await rewindBefore(game);
  }
  throw new Error(
    `game ${game.gameId}: leaderboard ${game.leaderboard} kept moving while its ratings were applied; the record will be retried`,
  );
}

/** Applies the board's log from its head to its end: true once there, false as soon as another writer moved the head first. */
export async function drain(board: LeaderboardName): Promise<boolean> {
  for (let step = 0; step < MAX_STEPS; step++) {
    const head = await readHead(board);
    const next = await nextGame(board, head.applied);
    if (!next) return true;
    if (!(await applyStep(head, next))) return false;
  }
  throw new Error(`board ${board}: its ratings log did not drain in ${MAX_STEPS} steps`);
}

const table = () => tableNames().read;

async function readHead(board: LeaderboardName): Promise<Head> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: readKeys.ratingsApplied(board), ConsistentRead: true }));
  return Item ? { applied: Item.applied as string, version: Item.version as number } : NO_HEAD;
}

async function nextGame(board: LeaderboardName, after: string): Promise<RatedGame | undefined> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk > :after',
      ExpressionAttributeValues: { ':pk': readKeys.ratedGamesOf(board).pk, ':after': after },
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return Items[0] && gameOfLog(Items[0]);
}

/** A player's rating just before the game at `ended` on the board: after their last game before it. */
async function ratingBefore(board: LeaderboardName, playerId: string, ended: string): Promise<Skill> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk < :ended',
      ExpressionAttributeValues: {
        ':pk': readKeys.ratingsOf(board, playerId).pk,
        ':ended': readKeys.ratingAfter(board, playerId, ended).sk,
      },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const last = Items[0];
  return last ? { mu: last.mu as number, sigma: last.sigma as number } : firstRating();
}

/** Where the player's rating now stands in the order games ended (the game it is after). */
async function currentEnded(board: LeaderboardName, playerId: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: readKeys.rating(board, playerId), ProjectionExpression: 'ended', ConsistentRead: true }),
  );
  return Item?.ended as string | undefined;
}

/** Applies one game right after the head, in one transaction with the head's move; false when another writer moved the head first. */
async function applyStep(head: Head, game: RatedGame): Promise<boolean> {
  const ids = game.places.map((p) => p.playerId);
  const [before, nows, erased] = await Promise.all([
    Promise.all(ids.map((id) => ratingBefore(game.leaderboard, id, game.ended))),
    Promise.all(ids.map((id) => currentEnded(game.leaderboard, id))),
    erasedAmong(ids),
  ]);
  const after = rateGame(
    before,
    game.places.map((p) => p.place),
  );
  const changes: Changes = Object.fromEntries(ids.map((id, i) => [id, { before: shown(before[i]!), after: shown(after[i]!) }]));
  const applied = readKeys.ratedGame(game.leaderboard, game.ended).sk;
  const put = (Item: Record<string, unknown>) => ({ Put: { TableName: table(), Item } });
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...readKeys.ratingsApplied(game.leaderboard), applied, version: head.version + 1 },
              ...(head.version === 0
                ? { ConditionExpression: 'attribute_not_exists(pk)' }
                : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': head.version } }),
            },
          },
          put(changesItem(game.gameId, game.leaderboard, changes)),
          ...ids.map((id, i) => put(afterItem(game.leaderboard, id, game.ended, after[i]!))),
          // Applied again after a rewind, a game leaves alone the rating now of a player whose later game stands.
          // An erased player has no rating now (privacy/tombstone.ts); their rating after the game stays, for the others' next ones.
          ...ids.flatMap((id, i) =>
            (nows[i] && nows[i] > game.ended) || erased.has(id)
              ? []
              : [put(currentItem(game.leaderboard, id, game.ended, after[i]!)), notErased(id)],
          ),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** Whether the game gets applied while the head keeps moving; false once the head has stood still for STILL_FOR_MS. */
async function appliedByOthers(game: RatedGame): Promise<boolean> {
  let seen = (await readHead(game.leaderboard)).version;
  let stillSince = Date.now();
  while (Date.now() - stillSince < STILL_FOR_MS) {
    await setTimeout(LOOK_EVERY_MS);
    if (await isApplied(game.gameId)) return true;
    const { version } = await readHead(game.leaderboard);
    if (version !== seen) [seen, stillSince] = [version, Date.now()];
  }
  return false;
}

async function isApplied(gameId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: readKeys.ratingChanges(gameId), ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** Moves the head back to the game just before this one (or to the log's start), unless it is there already. */
async function rewindBefore(game: RatedGame): Promise<void> {
  const head = await readHead(game.leaderboard);
  const own = readKeys.ratedGame(game.leaderboard, game.ended).sk;
  if (head.applied < own) return;
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :own',
      ExpressionAttributeValues: { ':pk': readKeys.ratedGamesOf(game.leaderboard).pk, ':first': RATED_GAME, ':own': own },
      ScanIndexForward: false,
      Limit: 2,
      ProjectionExpression: 'sk',
      ConsistentRead: true,
    }),
  );
  const previous = Items.map((i) => i.sk as string).find((sk) => sk !== own) ?? RATED_GAME;
  // Lost to another writer: the next round reads the head again.
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: readKeys.ratingsApplied(game.leaderboard),
        UpdateExpression: 'SET applied = :previous, version = :next',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':previous': previous, ':next': head.version + 1, ':version': head.version },
      }),
    ),
  );
}
