/**
 * A Lambda handler invoked as AWS invokes it, without the local server: the HTTP API's payload
 * 2.0 event of one request, and the Lambda context beside it.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface GatewayRequest {
  method: string;
  path: string;
  /** The route key that matched: `<method> <path>` unless told (`$default`, a route's template). */
  routeKey?: string;
  headers?: Record<string, string>;
  body?: string;
  /** API Gateway's request id (a new one unless told). */
  requestId?: string;
  sourceIp?: string;
}

const DOMAIN = 'abc123.execute-api.eu-west-1.amazonaws.com';

/** The event API Gateway's HTTP API hands a function for this request. */
export function gatewayEvent({
  method,
  path,
  routeKey = `${method} ${path}`,
  headers = {},
  body,
  requestId = randomUUID(),
  sourceIp = '203.0.113.7',
}: GatewayRequest): APIGatewayProxyEventV2 {
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: DOMAIN, ...headers },
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: DOMAIN,
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'test' },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

/** The Lambda context of an invocation, as far as the handlers read it. */
export const lambdaContext = (remainingMs = 10_000): Context =>
  ({ functionName: 'test', awsRequestId: 'lambda-request-1', getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;
