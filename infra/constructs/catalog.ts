import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes, fallbackFeature, functionNameOf, routeKeyOf, type Feature } from '../../functions/http/routes.ts';

/** The repository's root: entries are found relative to it, and bundles are built from it. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What a function may do, by table and service. The levels map to IAM actions in access.ts;
 * anything not listed here is denied.
 * - events: `read` a game's stream, `append` a command's item, `scan` every stream (rebuilds),
 *   `check` a game's item in a transaction of other writes (no write to it), `peek` at a game's
 *   item in a BatchGetItem beside the token's (a warm game view: functions/games/latest-game.ts).
 * - read: `read` items and the indexes, `write` items,
 *   `scan` the whole table (rebuilds), `forget-timers`: delete items of the ledger of pending
 *   turn timers (functions/timers/pending.ts), and no other item.
 */
export interface Access {
  events?: ('read' | 'append' | 'scan' | 'check' | 'peek')[];
  read?: ('read' | 'write' | 'scan' | 'forget-timers')[];
  /** Arms and disarms one-time schedules in the stack's group, passing the Scheduler role. */
  scheduler?: boolean;
  /** `send` enqueues webhook deliveries; `consume` is the queue's worker (it re-sends to retry). */
  webhookQueue?: 'send' | 'consume';
  /** `send` enqueues bot jobs; `consume` is the bot worker (it re-sends a job it hands on). */
  botQueue?: 'send' | 'consume';
  /** `send` enqueues a quick-match ticket's first look; `consume` is its worker (it sends each next look). */
  matchQueue?: 'send' | 'consume';
}

export type LambdaKind =
  'http' | 'stream' | 'timer' | 'timer-sweep' | 'webhook-delivery' | 'operator' | 'websocket' | 'live-fan-out' | 'bot';

/** An API Gateway route a function serves, by its key (`POST /games`, `$default`, `subscribe`), and the file of its handler. */
export interface ServedRoute {
  routeKey: string;
  entry: string;
}

export interface LambdaSpec {
  /** Unique and stable: construct ids and alarm names are made from it. */
  name: string;
  kind: LambdaKind;
  /**
   * Path of the entry file relative to the project root; it exports `handler`. For a function
   * of routes (`serves`), the router its bundle hands them to by route key (route-key-router.ts).
   */
  entry: string;
  access: Access;
  /** The API Gateway routes it serves, each by its own handler: its bundle dispatches to them by route key. */
  serves?: ServedRoute[];
  /**
   * A stream reader's batching window: its event source gathers the stream's records this long
   * before handing them on (none: at once), so what it writes per batch is written less often.
   */
  batchingWindowSeconds?: number;
}

/** Where a function that serves routes finds the handler of each (bundling.ts writes its entry from `serves`). */
export const ROUTER_ENTRY = 'functions/adapters/route-key-router.ts';

// Every entry file of the platform is named in this block and nowhere else: a file that moves
// is moved here, and a name that points at no file stops the synth (see lambdaCatalog).

/** The folder of the route handlers: `<folder>/<route name>.ts` serves the route of that name. */
const httpHandlers = 'functions/http/handlers';

/** The functions that are not routes of the route table, each with what it may touch. */
const platformFunctions: LambdaSpec[] = [
  // The events stream's two readers: DynamoDB Streams advises at most two readers per shard.
  // The lobby list, the leaderboards, the ratings and the players' lists of games (read table writes; each
  // item's game folded from its records, read back on a miss), which renames a seat taken just before its player's rename.
  {
    name: 'stream-projections',
    kind: 'stream',
    entry: 'functions/stream/projections.ts',
    access: { events: ['read', 'append'], read: ['read', 'write'] },
    // Lists and boards may show a change "within a second or two" (docs/contract.md): a busy
    // game's commands of one second are one batch, and each projection writes a game once a batch.
    batchingWindowSeconds: 1,
  },
  // Turn timers armed (and kept on the ledger of pending timers), webhook deliveries and bot
  // jobs queued, ended games' pots paid out into the chips' ledgers (each item's game folded from its records, read back on a miss).
  {
    name: 'stream-reactions',
    kind: 'stream',
    entry: 'functions/stream/reactions.ts',
    access: { events: ['read', 'check'], read: ['read', 'write'], scheduler: true, webhookQueue: 'send', botQueue: 'send' },
  },
  // The bots a game awaits move through the command flow; a bot's throw reads the game's secret seed.
  // Quick match's looks at tickets too (functions/bots/worker.ts says why): a table's game, its
  // seed and the tickets' claims in one transaction, the next look queued, `match.found` queued.
  {
    name: 'bots-move',
    kind: 'bot',
    entry: 'functions/bots/worker.ts',
    access: { events: ['read', 'append'], read: ['read', 'write'], botQueue: 'consume', matchQueue: 'consume', webhookQueue: 'send' },
  },
  // A default that throws, rolls or ends the game reads the game's secret seed. A reminder's
  // timer reads devices and subscriptions, queues push jobs and `turn.reminder` on the webhook
  // queue, and takes itself off the ledger of pending timers (so the sweep does not fire it again).
  {
    name: 'timers-timeout',
    kind: 'timer',
    entry: 'functions/timers/timeout.ts',
    access: { events: ['read', 'append'], read: ['read', 'forget-timers'], webhookQueue: 'send' },
  },
  // Every minute: fires the timers the ledger holds well past their deadline (reminders too), forgets those whose period is over.
  {
    name: 'timers-sweep',
    kind: 'timer-sweep',
    entry: 'functions/timers/sweep.ts',
    access: { events: ['read', 'append'], read: ['read', 'write'], webhookQueue: 'send' },
  },
  // Webhook deliveries, and push jobs (the same queue: functions/webhooks/deliver.ts says why);
  // for pushes it reads devices and apps, claims the sent marker, deletes a gone device.
  {
    name: 'webhooks-deliver',
    kind: 'webhook-delivery',
    entry: 'functions/webhooks/deliver.ts',
    access: { read: ['read', 'write'], webhookQueue: 'consume' },
  },
  // The leaderboards, the ratings, the players' lists of games and their chips from the events (as `npm run rebuild-projections`);
  // scans the read table for the list items of seats no longer held.
  {
    name: 'projections-rebuild',
    kind: 'operator',
    entry: 'functions/stream/rebuild.ts',
    access: { events: ['scan', 'read'], read: ['read', 'write', 'scan'] },
  },
];

/** API Gateway's $default route: what no route takes still gets a problem+json 404 (in the fallback feature's function). */
const notFound: ServedRoute = { routeKey: '$default', entry: 'functions/http/not-found.ts' };

/**
 * What each HTTP handler touches besides the token lookup (added for every route that
 * authenticates); its feature's function gets the union of its routes'. A route missing here
 * stops the synth: every new route needs a decision.
 */
const httpAccess: Record<string, Access> = {
  health: { read: ['read'] },
  // The profile, the token's item and the chips' grant, in one transaction; with X-App-Key, the app read first and its count raised in it.
  'players-create': { read: ['read', 'write'] },
  // The profile's app, and whether it still exists.
  'players-me': { read: ['read'] },
  // The profile and the token's item; the leaderboards' lines; the seats of the caller's games still going.
  'players-rename': { events: ['read', 'append'], read: ['read', 'write'] },
  'players-token': { read: ['write'] },
  'players-games': { read: ['read'] },
  'players-chips': { read: ['read'] },
  'players-ledger': { read: ['read'] },
  // The caller's items, lists, apps and tickets; a game left, or not listed yet, read from its stream.
  'players-export': { events: ['read'], read: ['read'] },
  // Erasure (functions/privacy/erase.ts): the tombstone; the ticket, webhooks, devices and apps deleted as their own
  // routes do; each game still going left or resigned through the command flow; the tokens and profile in one transaction.
  'players-delete': { events: ['read', 'append'], read: ['read', 'write'] },
  // The creation and, in the same transaction, the game's secret seed (functions/fairness/server-seed.ts).
  // With a stake, the creator's balance is read first (functions/chips/stakes.ts).
  'games-create': { events: ['append'], read: ['read', 'write'] },
  'games-list': { read: ['read'] },
  // Warm: the game's next version and the token's item in one BatchGetItem; otherwise the Query.
  'games-get': { events: ['read', 'peek'] },
  // With a stake, the joiner's balance is read first.
  'games-join': { events: ['read', 'append'], read: ['read'] },
  // With a stake, the seated players' balances are read and the stakes written in the start's transaction.
  'games-start': { events: ['read', 'append'], read: ['read', 'write'] },
  'games-leave': { events: ['read', 'append'] },
  'games-resign': { events: ['read', 'append'] },
  'games-rematch': { events: ['read', 'append'], read: ['read', 'write'] },
  'games-bots': { events: ['read', 'append'] },
  'games-events': { events: ['read'] },
  // A command's Idempotency-Key is a read-table item written in the command's transaction.
  'games-commands': { events: ['read', 'append'], read: ['write'] },
  'games-legal-moves': { events: ['read'] },
  'games-hint': { events: ['read'] },
  // The game's whole stream, judged once, its analysis kept in the read table and read from there.
  'games-analysis': { events: ['read'], read: ['read', 'write'] },
  // The board's list, and the ratings of its lines or the lines and profiles of its ratings.
  'leaderboards-get': { read: ['read'] },
  // The profile, the leaderboards' lines and the ratings now.
  'players-get': { read: ['read'] },
  // The game's rating changes; without them the game's stream, to say why.
  'games-ratings': { events: ['read'], read: ['read'] },
  // The ticket and the player's quick-match item in one transaction (the rating and the balance read first), its first look queued.
  'matchmaking-create': { read: ['read', 'write'], matchQueue: 'send' },
  'matchmaking-get': { read: ['read'] },
  'matchmaking-cancel': { read: ['read', 'write'] },
  // The app's record and its player's item read; the player made (profile, token, chips, the app's item) in one transaction, or a token added.
  'apps-players-put': { read: ['read', 'write'] },
  // The app's record and its player's item read, then the player erased as by DELETE /players/me.
  'apps-players-delete': { events: ['read', 'append'], read: ['read', 'write'] },
  // The subscription; an app's in one transaction with its record's count (the app's secret key read first).
  'webhooks-create': { read: ['read', 'write'] },
  'webhooks-list': { read: ['read'] },
  'webhooks-delete': { read: ['read', 'write'] },
  'webhooks-deliveries': { read: ['read'] },
  'webhooks-ping': { read: ['read'], webhookQueue: 'send' },
  // The subscription's secret replaced, the old one kept beside it for the overlap.
  'webhooks-secret': { read: ['write'] },
  // The app's record, its line among the owner's and each key's item, in one transaction.
  'apps-create': { read: ['read', 'write'] },
  'apps-list': { read: ['read'] },
  'apps-get': { read: ['read'] },
  // The record read, then the new key in it and its item, the key dropped deleted.
  'apps-secret': { read: ['read', 'write'] },
  // The app's webhook subscriptions, then the record, its line and its keys' items.
  'apps-delete': { read: ['read', 'write'] },
  // The caller's app and its credentials' item read (apns, fcm, expo); the device's item written.
  'devices-put': { read: ['read', 'write'] },
  'devices-list': { read: ['read'] },
  'devices-delete': { read: ['write'] },
  // The credentials sealed (GenerateDataKey: the stack's SecretsKey) and written on the condition of the app's record.
  'apps-push-put': { read: ['write'] },
  'apps-push-delete': { read: ['write'] },
  // The deployment's VAPID key pair, from its secret (the stack grants the read).
  'push-webpush': {},
};

/** Every Lambda of the platform: the stack deploys exactly these, and stops if one's file is missing. */
export function lambdaCatalog(): LambdaSpec[] {
  return withEntries([...httpFunctions(), ...platformFunctions]);
}

/** The specs, once every entry file exists; otherwise an error naming each missing one. */
export function withEntries(specs: LambdaSpec[], root = projectRoot): LambdaSpec[] {
  const files = specs.flatMap((spec) =>
    [spec.entry, ...(spec.serves ?? []).map((served) => served.entry)].map((entry) => ({ spec, entry })),
  );
  const missing = files.filter(({ entry }) => !existsSync(join(root, entry)));
  if (missing.length)
    throw new Error(
      `No entry file for ${missing.map(({ spec, entry }) => `${spec.name} (${entry})`).join(', ')}: fix the path in infra/constructs/catalog.ts, or remove the function.`,
    );
  return specs;
}

/**
 * What a function is, for its description: the routes it serves, or its entry file. Lambda
 * takes at most 256 characters, which a feature's list of routes passes: then their count.
 */
export function describeSpec(spec: LambdaSpec): string {
  if (!spec.serves) return spec.entry;
  const keys = spec.serves.map((served) => served.routeKey).join(', ');
  return keys.length <= 200 ? `routes ${keys}` : `${spec.serves.length} routes (${spec.serves[0]!.routeKey}, …)`;
}

/** The one function of a kind the stack wires by itself (the timeout target, the queue's worker…). */
export function onlyOfKind(catalog: LambdaSpec[], kind: LambdaKind): LambdaSpec {
  const [spec, ...more] = catalog.filter((s) => s.kind === kind);
  if (!spec || more.length) throw new Error(`The catalog must have exactly one ${kind} function; it has ${more.length + (spec ? 1 : 0)}.`);
  return spec;
}

/** One function per feature of the route table (functions/http/routes.ts), granted the union of its routes' access. */
function httpFunctions(): LambdaSpec[] {
  const features = new Map<Feature, { access: Access[]; serves: ServedRoute[] }>();
  const featureOf = (feature: Feature) => features.get(feature) ?? features.set(feature, { access: [], serves: [] }).get(feature)!;
  // The test hooks are served only by the local server with TEST_HOOKS=1; never deployed.
  for (const entry of apiRoutes) {
    const { name, route, feature } = entry;
    const access = httpAccess[name];
    if (!access)
      throw new Error(
        `The stack does not know what the route ${route.method} ${route.path} (${name}) may touch: add it to httpAccess in infra/constructs/catalog.ts.`,
      );
    // Every authenticated route looks the bearer token up in the read table.
    // Every POST but a command keeps its Idempotency-Key answers there (functions/http/idempotency.ts).
    const read: NonNullable<Access['read']> = [
      ...(route.auth === 'none' ? [] : (['read'] as const)),
      ...(route.method === 'POST' && route.idempotency !== 'in-stream' ? (['read', 'write'] as const) : []),
    ];
    featureOf(feature).access.push(access, { read });
    featureOf(feature).serves.push({ routeKey: routeKeyOf(entry), entry: `${httpHandlers}/${name}.ts` });
  }
  featureOf(fallbackFeature).serves.push(notFound);
  return [...features].map(([feature, { access, serves }]) => ({
    name: functionNameOf(feature),
    kind: 'http',
    entry: ROUTER_ENTRY,
    access: unionOf(access),
    serves,
  }));
}

/**
 * Everything any of the parts may do, and nothing more, whatever fields Access has: levels
 * (arrays) are joined, a flag is set if any part sets it, a use (`send`, `consume`) must be
 * the same in every part that names one.
 */
export function unionOf(parts: Access[]): Access {
  const union: Record<string, unknown> = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part) as [string, unknown][]) {
      const held = union[key];
      if (value === undefined || value === false) continue;
      if (Array.isArray(value)) union[key] = unique([...((held as unknown[] | undefined) ?? []), ...value]);
      else if (held !== undefined && held !== value) throw new Error(`One function cannot both ${held} and ${value} the ${key}.`);
      else union[key] = value;
    }
  for (const [key, value] of Object.entries(union)) if (Array.isArray(value) && !value.length) delete union[key];
  return union as Access;
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];
