/**
 * Every HTTP route, one handler file each. The local server routes with this table, the CDK
 * stack makes one function per feature of it (infra/constructs/catalog.ts), and openapi.yaml
 * is generated from it.
 */
import type { HttpHandler, Route, RouteDocs } from './route.ts';
import * as appsCreate from './handlers/apps-create.ts';
import * as appsDelete from './handlers/apps-delete.ts';
import * as appsGet from './handlers/apps-get.ts';
import * as appsList from './handlers/apps-list.ts';
import * as appsSecret from './handlers/apps-secret.ts';
import * as appsPlayersDelete from './handlers/apps-players-delete.ts';
import * as appsPlayersPut from './handlers/apps-players-put.ts';
import * as appsPushDelete from './handlers/apps-push-delete.ts';
import * as appsPushPut from './handlers/apps-push-put.ts';
import * as devicesDelete from './handlers/devices-delete.ts';
import * as devicesList from './handlers/devices-list.ts';
import * as devicesPut from './handlers/devices-put.ts';
import * as gamesAnalysis from './handlers/games-analysis.ts';
import * as gamesBots from './handlers/games-bots.ts';
import * as gamesCommands from './handlers/games-commands.ts';
import * as gamesCreate from './handlers/games-create.ts';
import * as gamesEvents from './handlers/games-events.ts';
import * as gamesGet from './handlers/games-get.ts';
import * as gamesHint from './handlers/games-hint.ts';
import * as gamesJoin from './handlers/games-join.ts';
import * as gamesLeave from './handlers/games-leave.ts';
import * as gamesLegalMoves from './handlers/games-legal-moves.ts';
import * as gamesList from './handlers/games-list.ts';
import * as gamesRatings from './handlers/games-ratings.ts';
import * as gamesRematch from './handlers/games-rematch.ts';
import * as gamesResign from './handlers/games-resign.ts';
import * as gamesRig from './handlers/games-rig.ts';
import * as gamesStart from './handlers/games-start.ts';
import * as health from './handlers/health.ts';
import * as leaderboardsGet from './handlers/leaderboards-get.ts';
import * as matchmakingCancel from './handlers/matchmaking-cancel.ts';
import * as matchmakingCreate from './handlers/matchmaking-create.ts';
import * as matchmakingGet from './handlers/matchmaking-get.ts';
import * as playersChips from './handlers/players-chips.ts';
import * as playersCreate from './handlers/players-create.ts';
import * as playersDelete from './handlers/players-delete.ts';
import * as playersExport from './handlers/players-export.ts';
import * as playersGames from './handlers/players-games.ts';
import * as playersLedger from './handlers/players-ledger.ts';
import * as playersGet from './handlers/players-get.ts';
import * as playersMe from './handlers/players-me.ts';
import * as playersRename from './handlers/players-rename.ts';
import * as playersToken from './handlers/players-token.ts';
import * as pushWebpush from './handlers/push-webpush.ts';
import * as testClock from './handlers/test-clock.ts';
import * as webhooksCreate from './handlers/webhooks-create.ts';
import * as webhooksDelete from './handlers/webhooks-delete.ts';
import * as webhooksDeliveries from './handlers/webhooks-deliveries.ts';
import * as webhooksList from './handlers/webhooks-list.ts';
import * as webhooksPing from './handlers/webhooks-ping.ts';
import * as webhooksSecret from './handlers/webhooks-secret.ts';

/**
 * The Lambda function a route lands in: the routes of a feature share one function, its role
 * (the union of their grants) and its warm instances, so a player's first minutes touch a few
 * functions instead of a dozen cold ones, and a new route costs the stack one resource (its
 * API Gateway route; the integration and the invoke permission are the function's) instead of
 * a function's nine. The hint and the
 * analysis are `analysis`: they load the Dice Kings tables, which no other route should wait for.
 */
export type Feature = 'games' | 'players' | 'webhooks' | 'leaderboards' | 'matchmaking' | 'analysis';

/**
 * The feature whose function also answers API Gateway's `$default` route (what no route takes,
 * and every browser's preflight): the busiest one, so it is warm when a preflight comes.
 */
export const fallbackFeature: Feature = 'games';

export interface RouteEntry {
  /** The handler's file name under functions/http/handlers. */
  name: string;
  /** The function it is deployed in. */
  feature: Feature;
  route: Route;
  /** For openapi.yaml only. */
  docs: RouteDocs;
  handler: HttpHandler;
}

const entry = (name: string, feature: Feature, module: { route: Route; docs: RouteDocs; handler: HttpHandler }): RouteEntry => ({
  name,
  feature,
  ...module,
});

export const routes: RouteEntry[] = [
  entry('health', 'games', health),
  entry('players-create', 'players', playersCreate),
  entry('players-me', 'players', playersMe),
  entry('players-rename', 'players', playersRename),
  entry('players-token', 'players', playersToken),
  entry('players-games', 'players', playersGames),
  entry('players-chips', 'players', playersChips),
  entry('players-ledger', 'players', playersLedger),
  entry('players-export', 'players', playersExport),
  entry('players-delete', 'players', playersDelete),
  // A player's devices and an app's push credentials live beside the profile and the app: the players' function.
  entry('devices-put', 'players', devicesPut),
  entry('devices-list', 'players', devicesList),
  entry('devices-delete', 'players', devicesDelete),
  // After every /players/<word> route: `/players/me` is the caller's, never a profile's id.
  entry('players-get', 'players', playersGet),
  entry('games-create', 'games', gamesCreate),
  entry('games-list', 'games', gamesList),
  entry('games-get', 'games', gamesGet),
  entry('games-join', 'games', gamesJoin),
  entry('games-start', 'games', gamesStart),
  entry('games-leave', 'games', gamesLeave),
  entry('games-resign', 'games', gamesResign),
  entry('games-rematch', 'games', gamesRematch),
  entry('games-bots', 'games', gamesBots),
  entry('games-events', 'games', gamesEvents),
  entry('games-commands', 'games', gamesCommands),
  entry('games-legal-moves', 'games', gamesLegalMoves),
  entry('games-hint', 'analysis', gamesHint),
  entry('games-analysis', 'analysis', gamesAnalysis),
  entry('games-ratings', 'leaderboards', gamesRatings),
  entry('games-rig', 'games', gamesRig),
  entry('test-clock', 'games', testClock),
  entry('leaderboards-get', 'leaderboards', leaderboardsGet),
  entry('matchmaking-create', 'matchmaking', matchmakingCreate),
  entry('matchmaking-get', 'matchmaking', matchmakingGet),
  entry('matchmaking-cancel', 'matchmaking', matchmakingCancel),
  entry('webhooks-create', 'webhooks', webhooksCreate),
  entry('webhooks-list', 'webhooks', webhooksList),
  entry('webhooks-delete', 'webhooks', webhooksDelete),
  entry('webhooks-deliveries', 'webhooks', webhooksDeliveries),
  entry('webhooks-ping', 'webhooks', webhooksPing),
  entry('webhooks-secret', 'webhooks', webhooksSecret),
  // An app's routes share the players' function: a sign-up through an app reads the app there too.
  entry('apps-create', 'players', appsCreate),
  entry('apps-list', 'players', appsList),
  entry('apps-get', 'players', appsGet),
  entry('apps-secret', 'players', appsSecret),
  entry('apps-delete', 'players', appsDelete),
  entry('apps-players-put', 'players', appsPlayersPut),
  entry('apps-players-delete', 'players', appsPlayersDelete),
  entry('apps-push-put', 'players', appsPushPut),
  entry('apps-push-delete', 'players', appsPushDelete),
  entry('push-webpush', 'players', pushWebpush),
];

/** docs/contract.md's test hooks: served by the local server only when asked (TEST_HOOKS=1), never deployed. */
export const isTestHook = ({ docs }: RouteEntry) => docs.tags.includes('Test hooks');

/** The API as deployed and as openapi.yaml describes it: every route but the test hooks. */
export const apiRoutes: RouteEntry[] = routes.filter((entry) => !isTestHook(entry));

/** The name of a feature's function (`http-games`): the stack's construct id and alarm names, the local server's invocations. */
export const functionNameOf = (feature: Feature): string => `http-${feature}`;

/** The API Gateway route key of an entry (`POST /games`), as the event names the route it came by. */
export const routeKeyOf = ({ route }: RouteEntry): string => `${route.method} ${route.path}`;
