/**
 * Every route of the WebSocket API, one handler file each: the local server dispatches with
 * this table, the CDK stack makes one function and one route per entry.
 */
import type { LiveRoute, WebSocketHandler } from './route.ts';
import * as connect from './handlers/connect.ts';
import * as defaultRoute from './handlers/default.ts';
import * as disconnect from './handlers/disconnect.ts';
import * as ping from './handlers/ping.ts';
import * as subscribe from './handlers/subscribe.ts';
import * as unsubscribe from './handlers/unsubscribe.ts';

export interface LiveRouteEntry {
  /** The handler's file name under functions/live/handlers (the Lambda's entry). */
  name: string;
  route: LiveRoute;
  handler: WebSocketHandler;
}

const entry = (name: string, module: { route: LiveRoute; handler: WebSocketHandler }): LiveRouteEntry => ({ name, ...module });

export const liveRoutes: LiveRouteEntry[] = [
  entry('connect', connect),
  entry('disconnect', disconnect),
  entry('subscribe', subscribe),
  entry('unsubscribe', unsubscribe),
  entry('ping', ping),
  entry('default', defaultRoute),
];
