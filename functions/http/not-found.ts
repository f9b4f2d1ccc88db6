import { edgeHandler, headerOf } from './edge.ts';
import { preflightHeaders } from './cors.ts';
import { Problem } from './problem.ts';
import { servedPaths } from './served-routes.ts';

/**
 * Every request no route of the API takes (API Gateway's $default route; the local server's
 * fallback). No route takes OPTIONS, so this is where a browser's preflight arrives: for a
 * path of the API (API_ROUTES, served-routes.ts) it is a 204 allowing that path's methods
 * (cors.ts). Anything else is a problem+json 404 like any other refusal, not the gateway's own
 * plain answer.
 */
export const handler = edgeHandler('$default', async (event) => {
  const { method } = event.requestContext.http;
  const methods = servedPaths().find((p) => p.matches(event.rawPath))?.methods ?? [];
  if (method === 'OPTIONS' && methods.length > 0) return { status: 204, headers: preflightHeaders(headerOf(event, 'origin'), methods) };
  throw noRoute(method, event.rawPath);
});

/** The refusal of a method and path no route takes (also for the local server's methods Node cannot route). */
export const noRoute = (method: string, path: string) =>
  new Problem('route-not-found', `This API has no ${method} ${path}; openapi.yaml lists every route.`);
