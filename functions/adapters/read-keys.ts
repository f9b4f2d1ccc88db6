/**
 * The read table's key scheme, said once: every item's `pk`/`sk`, the ordered lists on the
 * sparse indexes, and the index names. Nothing else spells a key.
 *
 * | item | pk | sk | on a list |
 * | --- | --- | --- | --- |
 * | a player's profile | `PLAYER#<id>` | `PROFILE` | |
 * | an erased player's tombstone: the id alone, no name | `ERASED#<id>` | `ERASED` | |
 * | a token's hash | `TOKEN#<hash>` | `TOKEN` | |
 * | a token of a player's, listed under the player | `PLAYER#<id>` | `TOKEN#<hash>` | |
 * | an app's player, by the id the app knows them by | `APP#<appId>` | `EXTERNAL#<externalId>` | |
 * | an open game in the lobby | `GAME#<id>` | `LOBBY` | `LOBBY` and `LOBBY#<game>`, newest first |
 * | rigged dice and bag (test hooks) | `GAME#<id>` | `RIG` | |
 * | a command's Idempotency-Key (24 hours) | `GAME#<id>` | `KEY#<actor>#<key>` | |
 * | another POST's Idempotency-Key (24 hours) | `IDEMPOTENCY#<caller>` | `KEY#<SHA-256 of the key, hex>` | |
 * | a game's secret server seed | `SEED#<id>` | `SEED` | |
 * | a player's line on a board | `PLAYER#<id>` | `BOARD#<board>` | `BOARD#<board>`, best score first |
 * | a game counted on its board | `GAME#<id>` | `LEADERBOARD` | |
 * | an ended game's analysis | `GAME#<id>` | `ANALYSIS` | |
 * | a webhook subscription of a player's | `PLAYER#<owner>` | `WEBHOOK#<id>` | |
 * | a webhook subscription of an app's | `APP#<appId>` | `WEBHOOK#<id>` | |
 * | a delivery attempt | `WEBHOOK#<subscription>` | `DELIVERY#<at>#<event>#<attempt>` | |
 * | a dead letter | `WEBHOOK#<subscription>` | `DEADLETTER#<message>` | |
 * | a pending turn timer (or reminder) | `TIMER#<gameId>` | `PERIOD` (`PERIOD#R<hours>`) | `TIMER`, soonest first |
 * | a webhook acknowledged by its receiver | `WEBHOOK#<subscription>` | `DELIVERED#<message>` | |
 * | a local webhook delivery or push job waiting its turn | `OUTBOX#<message>` | `ATTEMPT#<attempt>` | `OUTBOX` (`PUSH_OUTBOX`), soonest first |
 * | the local stream poller's position in a shard | `STREAM#<shard>` | `CHECKPOINT` | |
 * | a seat's game, as its player's list shows it (or a lobby left) | `PLAYER#<id>` | `SEAT#<gameId>` | `SEATS#<id>` and (`gsi2pk`) `SEATS#<id>#<status>`, latest change first |
 * | a seat taken, till the player's lists hold its game | `PLAYER#<id>` | `SEATING#<gameId>` | |
 * | a live connection, with the games it follows | `LIVECONN#<connectionId>` | `CONNECTION` | |
 * | a live connection's message rate (on AWS) | `LIVECONN#<connectionId>` | `RATE` | |
 * | a connection subscribed to a game live (a subscriber) | `LIVE#<gameId>` | `FOLLOWER#<connectionId>` | `FOLLOWING#<viewer>`, as a player only |
 * | a game's live cursor and its sender's lease | `LIVE#<gameId>` | `CURSOR` | |
 * | a player's chip balance (and stakes in play) | `PLAYER#<id>` | `CHIPS` | |
 * | an entry of a player's ledger, the n-th | `PLAYER#<id>` | `LEDGER#<n, 10 digits>` | |
 * | a player's stake in a game, till it is paid out | `PLAYER#<id>` | `STAKE#<gameId>` | |
 * | a player's rating on a board, as now | `PLAYER#<id>` | `RATING#<board>` | `RATING#<board>`, highest ordinal first |
 * | a player's rating after one game of a board | `RATING#<board>#<id>` | `GAME#<ended order>` | |
 * | an ended game waiting on (or applied to) its board's ratings | `RATINGS#<board>` | `GAME#<ended order>` | |
 * | how far a board's ratings have applied its games | `RATINGS#<board>` | `APPLIED` | |
 * | a game's rating changes | `GAME#<id>` | `RATINGS` | |
 * | a quick-match ticket | `TICKET#<id>` | `TICKET` | `MATCHPOOL#<pool>` while searching, oldest first |
 * | a player's quick match: the ticket searching, the table in play | `PLAYER#<id>` | `QUICKMATCH` | |
 * | a ticket of a player's, listed under the player while it is kept | `PLAYER#<id>` | `TICKET#<ticketId>` | |
 * | an app: owner, name, keys (the secret one's hash), its players' count | `APP#<appId>` | `APP` | |
 * | an app among its owner's | `PLAYER#<owner>` | `APP#<appId>` | |
 * | an app key's SHA-256, naming its app | `APPKEY#<hash>` | `APPKEY` | |
 * | a player's push device (its token or subscription beside what GET shows) | `PLAYER#<id>` | `DEVICE#<deviceId>` | |
 * | an app's push credentials for one platform, sealed | `APP#<appId>` | `PUSH#<platform>` | |
 * | a push job's message sent, for two days (TTL) | `PUSHSENT#<jobId>` | `SENT` | |
 */
import { createHash } from 'node:crypto';
import type { LeaderboardName } from '../../domain/registry.ts';

export interface Key {
  pk: string;
  sk: string;
}

/** Items sharing a `pk` whose `sk` begins with `skPrefix`: one Query. */
export interface KeyRange {
  pk: string;
  skPrefix: string;
}

/** The second sparse index: the lists of an item on two lists at once, in the order of its first. */
const secondLists = { name: 'gsi2pk-gsi1sk', partitionKey: 'gsi2pk', sortKey: 'gsi1sk' } as const;

/**
 * The two sparse indexes, each named after its key attributes. A list is one partition of
 * `lists`, ordered by `gsi1sk`; an item on two lists at once, with the same order, is on the
 * other index too: an open lobby (all games, and its own game's), a seat's game (all its
 * player's games, and those of its status).
 */
export const readIndexes = {
  lists: { name: 'gsi1pk-gsi1sk', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  lobbiesOfGame: secondLists,
  myGamesOfStatus: secondLists,
} as const;

export type ReadIndex = (typeof readIndexes)[keyof typeof readIndexes];

/** The attributes that put an item on a list of `lists`, at `order`. */
export const onList = (list: string, order: string) => ({ gsi1pk: list, gsi1sk: order });

/** The Query that reads one list, in its order (ScanIndexForward false: from the end); with `before`, only what sorts before it. */
export const queryList = (index: ReadIndex, list: string, before?: string) => ({
  IndexName: index.name,
  KeyConditionExpression: `${index.partitionKey} = :list${before === undefined ? '' : ` AND ${index.sortKey} < :before`}`,
  ExpressionAttributeValues: { ':list': list, ...(before === undefined ? {} : { ':before': before }) },
});

/** The Query that reads the items of a key range. */
export const queryRange = ({ pk, skPrefix }: KeyRange) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
});

/** The partition of a webhook subscription's owner: an app's (APP#), or a player's. */
const subscriberPartition = (owner: string) => (owner.startsWith('app_') ? `APP#${owner}` : `PLAYER#${owner}`);

export const readKeys = {
  profile: (playerId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: 'PROFILE' }),
  token: (tokenHash: string): Key => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  // A partition of its own, apart from the player's: the projections and their rebuilds skip whom it names (functions/privacy/).
  erased: (playerId: string): Key => ({ pk: `ERASED#${playerId}`, sk: 'ERASED' }),
  // Every token of a player's, so that a rename or an erasure finds them all (functions/players/tokens.ts).
  playerToken: (playerId: string, tokenHash: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `${PLAYER_TOKEN}${tokenHash}` }),
  tokensOf: (playerId: string): KeyRange => ({ pk: `PLAYER#${playerId}`, skPrefix: PLAYER_TOKEN }),
  appPlayer: (appId: string, externalId: string): Key => ({ pk: `APP#${appId}`, sk: `EXTERNAL#${externalId}` }),
  lobby: (gameId: string): Key => ({ pk: `GAME#${gameId}`, sk: 'LOBBY' }),
  rig: (gameId: string): Key => ({ pk: `GAME#${gameId}`, sk: 'RIG' }),
  commandKey: (gameId: string, actor: string, key: string): Key => ({ pk: `GAME#${gameId}`, sk: `KEY#${actor}#${key}` }),
  // The key's hash: a sign-up's token is derived from its key (players.ts, signUpToken).
  postKey: (caller: string, key: string): Key => ({
    pk: `IDEMPOTENCY#${caller}`,
    sk: `KEY#${createHash('sha256').update(key).digest('hex')}`,
  }),
  // A partition of its own: no Query of a game's read items (`GAME#<id>`) can ever come upon it.
  // A partition per address: one sign-up counter per minute (functions/players/sign-up-limit.ts).
  signUps: (address: string, minute: number): Key => ({ pk: `SIGNUPS#${address}`, sk: `MINUTE#${minute}` }),
  /** A fair-share budget's bucket, shared by every function instance (functions/fair-share/leased-store.ts). */
  budget: (bucket: string): Key => ({ pk: `BUDGET#${bucket}`, sk: 'BUCKET' }),
  serverSeed: (gameId: string): Key => ({ pk: `SEED#${gameId}`, sk: 'SEED' }),
  leaderboardLine: (board: LeaderboardName, playerId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `BOARD#${board}` }),
  countedGame: (gameId: string): Key => ({ pk: `GAME#${gameId}`, sk: 'LEADERBOARD' }),
  analysis: (gameId: string): Key => ({ pk: `GAME#${gameId}`, sk: 'ANALYSIS' }),
  // Under its owner, a player or an app (app ids are `app_…`, player ids `p_…`): an app's live with the app's record.
  subscription: (owner: string, id: string): Key => ({ pk: subscriberPartition(owner), sk: `WEBHOOK#${id}` }),
  subscriptionsOf: (owner: string): KeyRange => ({ pk: subscriberPartition(owner), skPrefix: 'WEBHOOK#' }),
  deliveryAttempt: (subscriptionId: string, at: string, eventId: string, attempt: number): Key => ({
    pk: `WEBHOOK#${subscriptionId}`,
    sk: `DELIVERY#${at}#${eventId}#${attempt}`,
  }),
  deliveryAttemptsOf: (subscriptionId: string): KeyRange => ({ pk: `WEBHOOK#${subscriptionId}`, skPrefix: 'DELIVERY#' }),
  deadLetter: (subscriptionId: string, messageId: string): Key => ({ pk: `WEBHOOK#${subscriptionId}`, sk: `DEADLETTER#${messageId}` }),
  // One entry per game and kind of timer, overwritten by the next period's (it holds `period`); a reminder's beside the deadline's.
  timer: (gameId: string, reminder?: number): Key => ({
    pk: `TIMER#${gameId}`,
    sk: reminder === undefined ? 'PERIOD' : `PERIOD#R${reminder}`,
  }),
  // The entry as an older version keyed it, one per period, until its timer fires or the sweep takes it (pending.ts).
  periodTimer: (gameId: string, period: number, reminder?: number): Key => ({
    pk: `TIMER#${gameId}`,
    sk: reminder === undefined ? `PERIOD#${period}` : `PERIOD#${period}#R${reminder}`,
  }),
  myGame: (playerId: string, gameId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `${MY_GAME}${gameId}` }),
  myGamesOf: (playerId: string): KeyRange => ({ pk: `PLAYER#${playerId}`, skPrefix: MY_GAME }),
  seating: (playerId: string, gameId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `${SEATING}${gameId}` }),
  seatingsOf: (playerId: string): KeyRange => ({ pk: `PLAYER#${playerId}`, skPrefix: SEATING }),
  delivered: (subscriptionId: string, messageId: string): Key => ({ pk: `WEBHOOK#${subscriptionId}`, sk: `DELIVERED#${messageId}` }),
  outboxMessage: (messageId: string, attempt: number): Key => ({ pk: `OUTBOX#${messageId}`, sk: `ATTEMPT#${attempt}` }),
  // A consumer's position in a shard (the local stack's); CHECKPOINT alone: both consumers' one, as v0.3.0 kept it.
  streamCheckpoint: (shardId: string, consumer?: string): Key => ({
    pk: `STREAM#${shardId}`,
    sk: consumer ? `CHECKPOINT#${consumer}` : 'CHECKPOINT',
  }),
  liveConnection: (connectionId: string): Key => ({ pk: `LIVECONN#${connectionId}`, sk: 'CONNECTION' }),
  liveRate: (connectionId: string): Key => ({ pk: `LIVECONN#${connectionId}`, sk: 'RATE' }),
  // A game's subscribers and its cursor share a partition: one Query reads them all (liveGame).
  subscriber: (gameId: string, connectionId: string): Key => ({ pk: liveGame(gameId), sk: `${SUBSCRIBER}${connectionId}` }),
  liveCursor: (gameId: string): Key => ({ pk: liveGame(gameId), sk: 'CURSOR' }),
  chips: (playerId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: 'CHIPS' }),
  // Numbered, so that a Query of the range reads the ledger in the order it was written.
  ledgerEntry: (playerId: string, n: number): Key => ({ pk: `PLAYER#${playerId}`, sk: `${LEDGER}${String(n).padStart(10, '0')}` }),
  ledgerOf: (playerId: string): KeyRange => ({ pk: `PLAYER#${playerId}`, skPrefix: LEDGER }),
  stake: (playerId: string, gameId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `${STAKE}${gameId}` }),
  rating: (board: LeaderboardName, playerId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `RATING#${board}` }),
  ratingAfter: (board: LeaderboardName, playerId: string, ended: string): Key => ({
    pk: `RATING#${board}#${playerId}`,
    sk: `${RATED_GAME}${ended}`,
  }),
  ratingsOf: (board: LeaderboardName, playerId: string): KeyRange => ({ pk: `RATING#${board}#${playerId}`, skPrefix: RATED_GAME }),
  // The head sorts before every game of its partition (`APPLIED` < `GAME#`): a Query for the games after one never meets it.
  ratedGame: (board: LeaderboardName, ended: string): Key => ({ pk: `RATINGS#${board}`, sk: `${RATED_GAME}${ended}` }),
  ratedGamesOf: (board: LeaderboardName): KeyRange => ({ pk: `RATINGS#${board}`, skPrefix: RATED_GAME }),
  ratingsApplied: (board: LeaderboardName): Key => ({ pk: `RATINGS#${board}`, sk: 'APPLIED' }),
  ratingChanges: (gameId: string): Key => ({ pk: `GAME#${gameId}`, sk: 'RATINGS' }),
  ticket: (ticketId: string): Key => ({ pk: `TICKET#${ticketId}`, sk: 'TICKET' }),
  quickMatch: (playerId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: 'QUICKMATCH' }),
  // Every ticket a player made and the table still keeps, so that their export finds them all (functions/privacy/).
  playerTicket: (playerId: string, ticketId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `${PLAYER_TICKET}${ticketId}` }),
  ticketsOf: (playerId: string): KeyRange => ({ pk: `PLAYER#${playerId}`, skPrefix: PLAYER_TICKET }),
  app: (appId: string): Key => ({ pk: `APP#${appId}`, sk: 'APP' }),
  ownedApp: (owner: string, appId: string): Key => ({ pk: `PLAYER#${owner}`, sk: `APP#${appId}` }),
  ownedApps: (owner: string): KeyRange => ({ pk: `PLAYER#${owner}`, skPrefix: 'APP#' }),
  // A key's hash, never the key: a secret key is as good as the app's password (functions/apps/keys.ts).
  appKey: (keyHash: string): Key => ({ pk: `APPKEY#${keyHash}`, sk: 'APPKEY' }),
  // Under the player: the push pipeline reads all of a player's devices with one Query.
  device: (playerId: string, deviceId: string): Key => ({ pk: `PLAYER#${playerId}`, sk: `${DEVICE}${deviceId}` }),
  devicesOf: (playerId: string): KeyRange => ({ pk: `PLAYER#${playerId}`, skPrefix: DEVICE }),
  // Apart from the app's record, which every read of the app serves: only the sender opens them.
  pushCredentials: (appId: string, platform: string): Key => ({ pk: `APP#${appId}`, sk: `${PUSH_CREDENTIALS}${platform}` }),
  pushCredentialsOf: (appId: string): KeyRange => ({ pk: `APP#${appId}`, skPrefix: PUSH_CREDENTIALS }),
  /** A push job's mark that its message went (or is going) out: the one thing that makes it at most once. */
  pushSent: (jobId: string): Key => ({ pk: `PUSHSENT#${jobId}`, sk: 'SENT' }),
};

/** The partition of a game's live subscribers and cursor. */
export const liveGame = (gameId: string) => `LIVE#${gameId}`;
// The stored prefixes keep their first names (FOLLOWER#, FOLLOWING#): records of open connections outlive a deploy.
const SUBSCRIBER = 'FOLLOWER#';

const SEATING = 'SEATING#';
const DEVICE = 'DEVICE#';
const PUSH_CREDENTIALS = 'PUSH#';
const PLAYER_TOKEN = 'TOKEN#';
const PLAYER_TICKET = 'TICKET#';

/** What every ledger entry's and every stake's `sk` begins with (the chips' rebuild finds them all by it). */
export const LEDGER = 'LEDGER#';
export const STAKE = 'STAKE#';

/** What the `sk` of every game on a board's ratings log (and of every rating after a game) begins with. */
export const RATED_GAME = 'GAME#';

/** The ordered lists: each is the partition key of its index. */
export const lists = {
  /** Every open lobby, on `lists`. */
  lobbies: 'LOBBY',
  /** The open lobbies of one game, on `lobbiesOfGame`. */
  lobbiesOf: (game: string) => `LOBBY#${game}`,
  leaderboard: (board: LeaderboardName) => `BOARD#${board}`,
  /** A board's rated people, by ordinal. */
  ratings: (board: LeaderboardName) => `RATING#${board}`,
  timers: 'TIMER',
  /** A player's games, every status, on `lists`. */
  myGames: (playerId: string) => `SEATS#${playerId}`,
  /** A player's games of one status, on `myGamesOfStatus`. */
  myGamesOfStatus: (playerId: string, status: string) => `SEATS#${playerId}#${status}`,
  /** The local webhook queue's waiting deliveries. */
  outbox: 'OUTBOX',
  /** The local push queue's waiting jobs. */
  pushOutbox: 'PUSH_OUTBOX',
  /** The games a player follows live (with a token): a token's rotation finds them here. */
  subscribedAs: (playerId: string) => `FOLLOWING#${playerId}`,
  /** The searching tickets of one pool of quick match (a game, its effective config, a table size). */
  matchPool: (pool: string) => `MATCHPOOL#${pool}`,
} as const;

/** The order within the lists (`gsi1sk`). */
export const listOrder = {
  /** Lobbies by creation time (ISO-8601), then game id. */
  lobby: (createdAt: string, gameId: string) => `${createdAt}#${gameId}`,
  /** A player's games by their latest change (ISO-8601), then game id. */
  changed: (updatedAt: string, gameId: string) => `${updatedAt}#${gameId}`,
  /** Searching tickets by creation time (ms, fixed width), then ticket id. */
  ticket: (createdAt: number, ticketId: string) => `${String(createdAt).padStart(15, '0')}#${ticketId}`,
  /** Timers by due time (ISO-8601), then the timer's name. */
  timer: (at: string, name: string) => `${at}#${name}`,
  /** A player's live subscribers by game, then connection. */
  subscriber: (gameId: string, connectionId: string) => `${gameId}#${connectionId}`,
  /** Waiting deliveries by the time they are due (ISO-8601), then message id and attempt. */
  outbox: (notBefore: string, messageId: string, attempt: number) => `${notBefore}#${messageId}#${attempt}`,
  /** Board lines by best score (read best first), then player id. Scores may be negative. */
  score: (score: number, playerId: string) => `${String(SCORE_OFFSET + score).padStart(13, '0')}#${playerId}`,
  /** What a score order looks like (a board cursor must carry one). */
  scorePattern: /^\d{13}#/,
  /**
   * Ratings by ordinal (read highest first), then player id: the ordinal in billionths, offset
   * so that any ordinal above −10,000 is a positive whole number of fixed width.
   */
  ordinal: (ordinal: number, playerId: string) => `${String(Math.round((ORDINAL_OFFSET + ordinal) * 1e9)).padStart(17, '0')}#${playerId}`,
  ordinalPattern: /^\d{17}#/,
  /** The order of a game on its board's ratings log: when it ended (ms), then its id. */
  ended: (endedAt: number, gameId: string) => `${String(endedAt).padStart(15, '0')}#${gameId}`,
};

/** Whole scores, negative ones too (Quicks penalties, Rummiduck racks), as 13 digits. */
const SCORE_OFFSET = 1e12;
const ORDINAL_OFFSET = 1e4;

/** The game a lobby item belongs to. */
export const gameIdOfLobby = (pk: string): string => pk.slice('GAME#'.length);

/** What every list item of a player's games begins its `sk` with (a rebuild finds them all by it). */
export const MY_GAME = 'SEAT#';

/**
 * What the list items of the layout before began their `sk` with: 8 copies per seat, one per
 * pairing of status lists, on lists named `MYGAMES#…`. Nothing reads them; the rebuild deletes them.
 */
export const PAIRED_MY_GAME = 'MYGAME#';

/** The player whose partition (`PLAYER#<id>`) an item lies in. */
export const playerIdOf = (pk: string): string => pk.slice('PLAYER#'.length);

/**
 * What the last key of a page of each list looks like: a cursor must carry exactly such a key
 * (functions/http/cursor.ts), so a forged or foreign one is refused before DynamoDB sees it.
 */
export const pageKeyShapes = {
  lobbies: (game: string | undefined): Record<string, string | RegExp> => ({
    pk: /^GAME#[\w-]{1,100}$/,
    sk: 'LOBBY',
    gsi1sk: /^[\w:.#-]{1,200}$/,
    ...(game ? { gsi2pk: lists.lobbiesOf(game) } : { gsi1pk: lists.lobbies }),
  }),
  /** Not a key: the filter's name (`statuses`, a set's) and the order of the last game shown (functions/players/my-games-page.ts). */
  myGames: (playerId: string, statuses: string): Record<string, string | RegExp> => ({
    list: `${lists.myGames(playerId)}#${statuses}`,
    before: /^[\w:.#-]{1,200}$/,
  }),
  ledger: (playerId: string): Record<string, string | RegExp> => ({
    pk: readKeys.chips(playerId).pk,
    sk: /^LEDGER#\d{10}$/,
  }),
  deliveryAttempts: (subscriptionId: string): Record<string, string | RegExp> => ({
    pk: readKeys.deliveryAttemptsOf(subscriptionId).pk,
    sk: /^DELIVERY#[\w:.#-]{1,200}$/,
  }),
};
