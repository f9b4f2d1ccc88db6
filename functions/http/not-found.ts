import { testHooksEnabled } from '../adapters/rig.ts';
import { edgeHandler, headerOf } from './edge.ts';
import { preflightHeaders } from './cors.ts';
import { pathMatcher } from './paths.ts';
import { Problem } from './problem.ts';
import { routes } from './routes.ts';

/** Each path of the API with the methods it takes (the test hooks' only while they are on). */
const paths = [...new Set(routes.map(({ route }) => route.path))].map((path) => ({
  matches: pathMatcher(path),
  methods: () => routes.filter(({ route }) => route.path === path && (testHooksEnabled() || !route.docs.tags.includes('Test hooks'))).map(({ route }) => route.method),
}));

/**
 * Every request no route of the API takes (API Gateway's $default route; the local server's
 * fallback). No route takes OPTIONS, so this is where a browser's preflight arrives: for a
 * path of the API it is a 204 allowing that path's methods (cors.ts). Anything else is a
 * problem+json 404 like any other refusal, not the gateway's own plain answer.
 */
export const handler = edgeHandler('$default', async (event) => {
  const { method } = event.requestContext.http;
  const methods = paths.find((p) => p.matches(event.rawPath))?.methods() ?? [];
  if (method === 'OPTIONS' && methods.length > 0) return { status: 204, headers: preflightHeaders(headerOf(event, 'origin'), methods) };
  throw new Problem('route-not-found', `This API has no ${method} ${event.rawPath}; openapi.yaml lists every route.`);
});
