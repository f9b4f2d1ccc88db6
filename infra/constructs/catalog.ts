import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Route } from '../../functions/http/route.ts';
import { apiRoutes } from '../../functions/http/routes.ts';

/** The repository's root: entries are found relative to it, and bundles are built from it. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What a function may do, by table and service. The levels map to IAM actions in access.ts;
 * anything not listed here is denied.
 * - events: `read` a game's stream, `append` a command's item, `scan` every stream (rebuilds).
 * - read: `read` items and the indexes, `write` items,
 *   `scan` the whole table (rebuilds).
 */
export interface Access {
  events?: ('read' | 'append' | 'scan')[];
  read?: ('read' | 'write' | 'scan')[];
  /** Arms and disarms one-time schedules in the stack's group, passing the Scheduler role. */
  scheduler?: boolean;
  /** `send` enqueues webhook deliveries; `consume` is the queue's worker (it re-sends to retry). */
  webhookQueue?: 'send' | 'consume';
  /** `send` enqueues bot jobs; `consume` is the bot worker (it re-sends a job it hands on). */
  botQueue?: 'send' | 'consume';
}

export type LambdaKind =
  'http' | 'stream' | 'timer' | 'timer-sweep' | 'webhook-delivery' | 'operator' | 'websocket' | 'live-fan-out' | 'bot';

export interface LambdaSpec {
  /** Unique and stable: construct ids and alarm names are made from it. */
  name: string;
  kind: LambdaKind;
  /** Path of the entry file relative to the project root; it exports `handler`. */
  entry: string;
  access: Access;
  route?: Route;
  /** The API Gateway route it serves without a Route of its own (`$default`: what no route takes). */
  routeKey?: '$default';
}

// Every entry file of the platform is named in this block and nowhere else: a file that moves
// is moved here, and a name that points at no file stops the synth (see lambdaCatalog).

/** The folder of the route handlers: `<folder>/<route name>.ts` serves the route of that name. */
const httpHandlers = 'functions/http/handlers';

/** The functions that are not routes of the route table, each with what it may touch. */
const platformFunctions: LambdaSpec[] = [
  // API Gateway's $default route: what no route takes still gets a problem+json 404.
  { name: 'http-not-found', kind: 'http', entry: 'functions/http/not-found.ts', access: {}, routeKey: '$default' },
  // The events stream's two readers: DynamoDB Streams advises at most two readers per shard.
  // The lobby list, the leaderboards and the players' lists of games (read table writes; each
  // item's game read back), which renames a seat taken just before its player's rename.
  {
    name: 'stream-projections',
    kind: 'stream',
    entry: 'functions/stream/projections.ts',
    access: { events: ['read', 'append'], read: ['read', 'write'] },
  },
  // Turn timers armed (and kept on the ledger of pending timers), webhook deliveries and bot
  // jobs queued (each item read back with its game).
  {
    name: 'stream-reactions',
    kind: 'stream',
    entry: 'functions/stream/reactions.ts',
    access: { events: ['read'], read: ['read', 'write'], scheduler: true, webhookQueue: 'send', botQueue: 'send' },
  },
  // The bots a game awaits move through the command flow; a bot's throw reads the game's secret seed.
  {
    name: 'bots-move',
    kind: 'bot',
    entry: 'functions/bots/worker.ts',
    access: { events: ['read', 'append'], read: ['read'], botQueue: 'consume' },
  },
  // A default that throws, rolls or ends the game reads the game's secret seed.
  { name: 'timers-timeout', kind: 'timer', entry: 'functions/timers/timeout.ts', access: { events: ['read', 'append'], read: ['read'] } },
  // Every minute: fires the timers the ledger holds well past their deadline, forgets those whose period is over.
  {
    name: 'timers-sweep',
    kind: 'timer-sweep',
    entry: 'functions/timers/sweep.ts',
    access: { events: ['read', 'append'], read: ['read', 'write'] },
  },
  {
    name: 'webhooks-deliver',
    kind: 'webhook-delivery',
    entry: 'functions/webhooks/deliver.ts',
    access: { read: ['read', 'write'], webhookQueue: 'consume' },
  },
  {
    name: 'leaderboards-rebuild',
    kind: 'operator',
    entry: 'functions/leaderboards/rebuild.ts',
    access: { events: ['scan', 'read'], read: ['read', 'write'] },
  },
  {
    name: 'my-games-rebuild',
    kind: 'operator',
    entry: 'functions/players/my-games-rebuild.ts',
    // Scans the read table for the list items of seats no longer held.
    access: { events: ['scan', 'read'], read: ['read', 'write', 'scan'] },
  },
];

/**
 * What each HTTP handler touches besides the token lookup (added for every route that
 * authenticates). A route missing here stops the synth: every new function needs a decision.
 */
const httpAccess: Record<string, Access> = {
  health: { read: ['read'] },
  'players-create': { read: ['write'] },
  'players-me': {},
  // The profile and the token's item; the boards' lines; the seats of the caller's games still going.
  'players-rename': { events: ['read', 'append'], read: ['read', 'write'] },
  'players-token': { read: ['write'] },
  'players-games': { read: ['read'] },
  // The creation and, in the same transaction, the game's secret seed (functions/fairness/server-seed.ts).
  'games-create': { events: ['append'], read: ['write'] },
  'games-list': { read: ['read'] },
  'games-get': { events: ['read'] },
  'games-join': { events: ['read', 'append'] },
  'games-start': { events: ['read', 'append'] },
  'games-leave': { events: ['read', 'append'] },
  'games-resign': { events: ['read', 'append'] },
  'games-rematch': { events: ['read', 'append'], read: ['write'] },
  'games-bots': { events: ['read', 'append'] },
  'games-events': { events: ['read'] },
  // A command's Idempotency-Key is a read-table item written in the command's transaction.
  'games-commands': { events: ['read', 'append'], read: ['write'] },
  'games-legal-moves': { events: ['read'] },
  'games-hint': { events: ['read'] },
  // The game's whole stream, judged once, its analysis kept in the read table and read from there.
  'games-analysis': { events: ['read'], read: ['read', 'write'] },
  'leaderboards-get': { read: ['read'] },
  'webhooks-create': { read: ['read', 'write'] },
  'webhooks-list': { read: ['read'] },
  'webhooks-delete': { read: ['read', 'write'] },
  'webhooks-deliveries': { read: ['read'] },
  'webhooks-ping': { read: ['read'], webhookQueue: 'send' },
};

/** Every Lambda of the platform: the stack deploys exactly these, and stops if one's file is missing. */
export function lambdaCatalog(): LambdaSpec[] {
  return withEntries([...httpFunctions(), ...platformFunctions]);
}

/** The specs, once every entry file exists; otherwise an error naming each missing one. */
export function withEntries(specs: LambdaSpec[], root = projectRoot): LambdaSpec[] {
  const missing = specs.filter((spec) => !existsSync(join(root, spec.entry)));
  if (missing.length)
    throw new Error(
      `No entry file for ${missing.map((s) => `${s.name} (${s.entry})`).join(', ')}: fix the path in infra/constructs/catalog.ts, or remove the function.`,
    );
  return specs;
}

/** The API Gateway route key a function serves (`POST /games`, `$default`), if it serves one. */
export const servedRoute = (spec: LambdaSpec): string | undefined =>
  spec.route ? `${spec.route.method} ${spec.route.path}` : spec.routeKey;

/** The one function of a kind the stack wires by itself (the timeout target, the queue's worker…). */
export function onlyOfKind(catalog: LambdaSpec[], kind: LambdaKind): LambdaSpec {
  const [spec, ...more] = catalog.filter((s) => s.kind === kind);
  if (!spec || more.length) throw new Error(`The catalog must have exactly one ${kind} function; it has ${more.length + (spec ? 1 : 0)}.`);
  return spec;
}

function httpFunctions(): LambdaSpec[] {
  // The test hooks are served only by the local server with TEST_HOOKS=1; never deployed.
  return apiRoutes.map(({ name, route }) => {
    const access = httpAccess[name];
    if (!access)
      throw new Error(
        `The stack does not know what the route ${route.method} ${route.path} (${name}) may touch: add it to httpAccess in infra/constructs/catalog.ts.`,
      );
    // Every authenticated route looks the bearer token up in the read table.
    // Every POST but a command keeps its Idempotency-Key answers there (functions/http/idempotency.ts).
    const read = [
      ...(access.read ?? []),
      ...(route.auth === 'none' ? [] : (['read'] as const)),
      ...(route.method === 'POST' && route.idempotency !== 'in-stream' ? (['read', 'write'] as const) : []),
    ];
    return {
      name: `http-${name}`,
      kind: 'http',
      entry: `${httpHandlers}/${name}.ts`,
      access: read.length ? { ...access, read: unique(read) } : access,
      route,
    };
  });
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];
