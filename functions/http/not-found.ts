import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { Problem } from './problem.ts';
import { problem } from './route.ts';

/**
 * Every request no route of the API takes (API Gateway's $default route; the local server's
 * fallback): a problem+json 404 like any other refusal, not the gateway's own plain answer.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> =>
  problem(noRoute(event.requestContext.http.method, event.rawPath));

/** The refusal of a method and path no route takes (also for the local server's methods Node cannot route). */
export const noRoute = (method: string, path: string) =>
  new Problem('route-not-found', `This API has no ${method} ${path}; openapi.yaml lists every route.`);
