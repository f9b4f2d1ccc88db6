/** What API Gateway hands every route's function, HTTP (payload 2.0) and WebSocket alike: the key of the route it matched. */
interface RoutedEvent {
  requestContext: { routeKey: string };
}

/**
 * One Lambda function serving several API Gateway routes: each invocation goes to the handler
 * of the route API Gateway matched (`GET /games/{gameId}`, `$default`, `subscribe`), which it
 * names in the event. A table lookup, no path matching of its own: API Gateway has already
 * matched the path, so a router library would only do that work twice. Each handler keeps its
 * own middy chain. A key the table lacks is the stack's mistake, not the client's: it fails
 * the invocation (the function's Errors alarm), naming what the function serves.
 */
export function byRouteKey<E extends RoutedEvent, C, R>(
  handlers: Record<string, (event: E, context: C) => Promise<R>>,
): (event: E, context: C) => Promise<R> {
  const table = new Map(Object.entries(handlers));
  return async (event, context) => {
    const handler = table.get(event.requestContext.routeKey);
    if (!handler)
      throw new Error(
        `This function serves ${[...table.keys()].join(', ')}, not ${JSON.stringify(event.requestContext.routeKey)}: the stack sends that route to the wrong function.`,
      );
    return handler(event, context);
  };
}
