import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Route } from '../../functions/http/route.ts';
import { routes } from '../../functions/http/routes.ts';

/** The repository's root: entries are found relative to it, and bundles are built from it. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What a function may do, by table and service. The levels map to IAM actions in access.ts;
 * anything not listed here is denied.
 * - events: `read` a game's stream, `append` a command's item, `scan` every stream (rebuilds).
 * - read: `read` items and the indexes, `write` items.
 */
export interface Access {
  events?: ('read' | 'append' | 'scan')[];
  read?: ('read' | 'write')[];
  /** Arms and disarms one-time schedules in the stack's group, passing the Scheduler role. */
  scheduler?: boolean;
  /** `send` enqueues webhook deliveries; `consume` is the queue's worker (it re-sends to retry). */
  webhookQueue?: 'send' | 'consume';
}

export type LambdaKind = 'http' | 'stream' | 'timer' | 'webhook-delivery' | 'operator';

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

/**
 * What each HTTP handler touches besides the token lookup (added for every route that
 * authenticates). A route missing here stops the synth: every new function needs a decision.
 */
const httpAccess: Record<string, Access> = {
  health: { read: ['read'] },
  'players-create': { read: ['write'] },
  'players-me': {},
  'games-create': { events: ['append'] },
  'games-list': { read: ['read'] },
  'games-get': { events: ['read'] },
  'games-join': { events: ['read', 'append'] },
  'games-start': { events: ['read', 'append'] },
  'games-events': { events: ['read'] },
  'games-commands': { events: ['read', 'append'] },
  'games-legal-moves': { events: ['read'] },
  'leaderboards-get': { read: ['read'] },
  'webhooks-create': { read: ['read', 'write'] },
  'webhooks-list': { read: ['read'] },
  'webhooks-delete': { read: ['read', 'write'] },
  'webhooks-deliveries': { read: ['read'] },
};

/**
 * The readers of the events table's stream, by file name under functions/stream: two, as
 * DynamoDB Streams advises at most two readers per shard.
 * - projections: the lobby list and the leaderboards (read table writes; a finished game read back).
 * - reactions: turn timers armed and webhook deliveries queued (each item read back with its game).
 */
const streamAccess: Record<string, Access> = {
  projections: { events: ['read'], read: ['read', 'write'] },
  reactions: { events: ['read'], read: ['read'], scheduler: true, webhookQueue: 'send' },
};

/** The functions that are neither routes nor stream consumers; wired when their file exists. */
const others: LambdaSpec[] = [
  // API Gateway's $default route: what no route takes still gets a problem+json 404.
  { name: 'http-not-found', kind: 'http', entry: 'functions/http/not-found.ts', access: {}, routeKey: '$default' },
  { name: 'timers-timeout', kind: 'timer', entry: 'functions/timers/timeout.ts', access: { events: ['read', 'append'] } },
  { name: 'webhooks-deliver', kind: 'webhook-delivery', entry: 'functions/webhooks/deliver.ts', access: { read: ['read', 'write'], webhookQueue: 'consume' } },
  {
    name: 'leaderboards-rebuild',
    kind: 'operator',
    entry: 'functions/leaderboards/rebuild.ts',
    access: { events: ['scan', 'read'], read: ['read', 'write'] },
  },
];

/** The test hooks are served only by the local server with TEST_HOOKS=1; never deployed. */
export const isTestHook = (route: Route) => route.docs.tags.includes('Test hooks');

/** Every Lambda of the platform as the source tree has it now: the stack deploys exactly these. */
export function lambdaCatalog(): LambdaSpec[] {
  return [...httpFunctions(), ...streamFunctions(), ...others.filter((spec) => existsSync(join(projectRoot, spec.entry)))];
}

function httpFunctions(): LambdaSpec[] {
  return routes
    .filter((r) => !isTestHook(r.route))
    .map(({ name, route }) => {
      const access = httpAccess[name];
      if (!access) throw new Error(`The stack does not know what the route ${route.method} ${route.path} (${name}) may touch: add it to httpAccess in infra/constructs/catalog.ts.`);
      // Every authenticated route looks the bearer token up in the read table; every POST but
      // a command keeps its Idempotency-Key answers there (functions/http/idempotency.ts).
      const read = [
        ...(access.read ?? []),
        ...(route.auth === 'none' ? [] : (['read'] as const)),
        ...(route.method === 'POST' && route.idempotency !== 'in-stream' ? (['read', 'write'] as const) : []),
      ];
      return { name: `http-${name}`, kind: 'http', entry: `functions/http/handlers/${name}.ts`, access: read.length ? { ...access, read: unique(read) } : access, route };
    });
}

/** Every file of functions/stream that exports a handler is a consumer (records.ts is their helper). */
function streamFunctions(): LambdaSpec[] {
  const folder = join(projectRoot, 'functions/stream');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && /export\s+(const|async\s+function|function)\s+handler\b/.test(readFileSync(join(folder, file), 'utf8')))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.ts'.length);
      const access = streamAccess[name];
      if (!access) throw new Error(`The stack does not know what the stream consumer functions/stream/${file} may touch: add it to streamAccess in infra/constructs/catalog.ts.`);
      return { name: `stream-${name}`, kind: 'stream', entry: relative(projectRoot, join(folder, file)), access };
    });
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];
