/**
 * Every HTTP route, one handler file each. The local server routes with this table, the CDK
 * stack makes one function per entry, and openapi.yaml is generated from it.
 */
import type { HttpHandler, Route, RouteDocs } from './route.ts';
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
import * as gamesRematch from './handlers/games-rematch.ts';
import * as gamesResign from './handlers/games-resign.ts';
import * as gamesRig from './handlers/games-rig.ts';
import * as gamesStart from './handlers/games-start.ts';
import * as health from './handlers/health.ts';
import * as leaderboardsGet from './handlers/leaderboards-get.ts';
import * as playersCreate from './handlers/players-create.ts';
import * as playersGames from './handlers/players-games.ts';
import * as playersMe from './handlers/players-me.ts';
import * as playersRename from './handlers/players-rename.ts';
import * as playersToken from './handlers/players-token.ts';
import * as webhooksCreate from './handlers/webhooks-create.ts';
import * as webhooksDelete from './handlers/webhooks-delete.ts';
import * as webhooksDeliveries from './handlers/webhooks-deliveries.ts';
import * as webhooksList from './handlers/webhooks-list.ts';
import * as webhooksPing from './handlers/webhooks-ping.ts';

export interface RouteEntry {
  /** The handler's file name under functions/http/handlers (the Lambda's entry). */
  name: string;
  route: Route;
  /** For openapi.yaml only. */
  docs: RouteDocs;
  handler: HttpHandler;
}

const entry = (name: string, module: { route: Route; docs: RouteDocs; handler: HttpHandler }): RouteEntry => ({ name, ...module });

export const routes: RouteEntry[] = [
  entry('health', health),
  entry('players-create', playersCreate),
  entry('players-me', playersMe),
  entry('players-rename', playersRename),
  entry('players-token', playersToken),
  entry('players-games', playersGames),
  entry('games-create', gamesCreate),
  entry('games-list', gamesList),
  entry('games-get', gamesGet),
  entry('games-join', gamesJoin),
  entry('games-start', gamesStart),
  entry('games-leave', gamesLeave),
  entry('games-resign', gamesResign),
  entry('games-rematch', gamesRematch),
  entry('games-bots', gamesBots),
  entry('games-events', gamesEvents),
  entry('games-commands', gamesCommands),
  entry('games-legal-moves', gamesLegalMoves),
  entry('games-hint', gamesHint),
  entry('games-analysis', gamesAnalysis),
  entry('games-rig', gamesRig),
  entry('leaderboards-get', leaderboardsGet),
  entry('webhooks-create', webhooksCreate),
  entry('webhooks-list', webhooksList),
  entry('webhooks-delete', webhooksDelete),
  entry('webhooks-deliveries', webhooksDeliveries),
  entry('webhooks-ping', webhooksPing),
];

/** API.md's test hooks: served by the local server only when asked (TEST_HOOKS=1), never deployed. */
export const isTestHook = ({ docs }: RouteEntry) => docs.tags.includes('Test hooks');

/** The API as deployed and as openapi.yaml describes it: every route but the test hooks. */
export const apiRoutes: RouteEntry[] = routes.filter((entry) => !isTestHook(entry));
