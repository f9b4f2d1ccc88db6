import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { edgeHeaders, refuse } from '../../functions/http/edge.ts';
import { openApiYaml } from '../../functions/http/openapi/document.ts';
import { pathMatcher } from '../../functions/http/paths.ts';
import { Problem } from '../../functions/http/problem.ts';
import { handler as notFound } from '../../functions/http/not-found.ts';
import { MAX_BODY_BYTES, tooLarge } from '../../functions/http/route.ts';
import { byRouteKey } from '../../functions/adapters/route-key-router.ts';
import { fallbackFeature, functionNameOf, routeKeyOf, type Feature, type RouteEntry } from '../../functions/http/routes.ts';
import type { HttpHandler } from '../../functions/http/edge.ts';
import { serveWithProblems } from './http-layer.ts';
import { serverOptions } from './http-limits.ts';
import { requestUrl } from './request-target.ts';
import { invoke } from './invocations.ts';

/**
 * Serves the API on one machine with the very same Lambda handlers: each request becomes the
 * API Gateway (HTTP API, payload 2.0) event the handler gets on AWS, with a request id of its
 * own as API Gateway makes one, and goes to its feature's function, which hands it to the
 * route's handler by route key as the deployed one does (infra/constructs/bundling.ts). Also serves /openapi.yaml and an offline API viewer at /docs;
 * its own answers carry the same edge headers (request id, CORS) as the handlers'. The reference
 * web client is at /play (built into client/dist/play by `npm start`). What API
 * Gateway would refuse before any Lambda runs (requests that are no HTTP, too slow, too large)
 * is refused here as problem+json.
 */
export function createHttpServer(routes: readonly RouteEntry[]): Server {
  const matchers = routes.map((entry) => ({ entry, match: pathMatcher(entry.route.path) }));
  const functions = featureFunctions(routes);
  const yaml = openApiYaml(routes);
  const swaggerDir = join(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..');

  const server = createServer(serverOptions);
  serveWithProblems(server, (req, res, expectsContinue) => {
    handle(req, res, expectsContinue).catch((error) => {
      // A client that goes away mid-upload is its own business: one line, no stack trace, and
      // its route's template, not its path, which may name an app's player by external id.
      if (error instanceof ClientGone) return console.warn(`local server: ${routeNamed(req)}: ${error.message}`);
      console.error(error);
      if (!res.headersSent) sendBare(res, new Problem('internal-error', 'The local server failed to handle this request.'));
    });
  });
  return server;

  /** The request's route as the API names it (`PUT /apps/{appId}/players/{externalId}`): no id of the request's own. */
  function routeNamed(req: IncomingMessage): string {
    const url = requestUrl(req);
    const method = req.method ?? 'GET';
    const hit = url instanceof Problem ? undefined : matchers.find((m) => m.entry.route.method === method && m.match(url.pathname));
    return hit ? `${method} ${hit.entry.route.path}` : `a ${method} request`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): Promise<void> {
    const url = requestUrl(req);
    if (url instanceof Problem) return sendBare(res, url);
    const method = req.method ?? 'GET';
    const hit = matchers.map((m) => ({ m, params: m.match(url.pathname) })).find((x) => x.params && x.m.entry.route.method === method);
    if (expectsContinue) {
      // Refused before the client sends it: a body too large to take is not worth the wait.
      if (hit && Number(req.headers['content-length']) > MAX_BODY_BYTES) {
        res.setHeader('connection', 'close');
        return reply(res, refuse(toEvent(req, url, method, hit.m.entry.route.path, hit.params!, ''), tooLarge()));
      }
      res.writeContinue();
    }
    const body = await readBody(req);
    const event = hit
      ? toEvent(req, url, method, hit.m.entry.route.path, hit.params!, body ?? '')
      : toEvent(req, url, method, '$default', {}, body ?? '');
    // What no route takes goes where API Gateway's $default route sends it, whatever its body.
    if (body === undefined && hit) return reply(res, refuse(event, tooLarge()));

    const page = method === 'GET' ? ownPage(url.pathname) : undefined;
    if (page) return send(res, page.status, { ...edgeHeaders(event), 'content-type': page.type }, page.body);
    // What no route takes goes where API Gateway's $default route sends it.
    const feature = hit ? hit.m.entry.feature : fallbackFeature;
    reply(res, await invoke(functionNameOf(feature), (context) => functions.get(feature)!(event, context), event.routeKey));
  }

  function ownPage(pathname: string): { status: number; type: string; body: string | Buffer } | undefined {
    if (pathname === '/openapi.yaml') return { status: 200, type: 'application/yaml', body: yaml };
    if (pathname === '/docs' || pathname === '/docs/') return { status: 200, type: 'text/html', body: docsPage };
    if (pathname.startsWith('/docs/')) return staticFile(swaggerDir, pathname.slice('/docs/'.length));
    if (pathname === '/play' || pathname === '/play/') return staticFile(playDir, 'index.html');
    if (pathname.startsWith('/play/')) return staticFile(playDir, pathname.slice('/play/'.length));
    return undefined;
  }
}

/** Each feature's function as the stack deploys it: its routes' handlers by route key, `$default` in the fallback feature's. */
function featureFunctions(routes: readonly RouteEntry[]): Map<Feature, HttpHandler> {
  const tables = new Map<Feature, Record<string, HttpHandler>>([[fallbackFeature, { $default: notFound }]]);
  for (const entry of routes) tables.set(entry.feature, { ...tables.get(entry.feature), [routeKeyOf(entry)]: entry.handler });
  return new Map([...tables].map(([feature, table]) => [feature, byRouteKey(table)]));
}

function reply(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  res.end(result.body ?? '');
}

/** The client closed the connection (or it was cut at its deadline) before the whole request arrived. */
class ClientGone extends Error {}

/** The body as text, or undefined once it grows past what any request may send. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) overflow = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(overflow ? undefined : Buffer.concat(chunks).toString('utf8')));
    const gone = () =>
      reject(new ClientGone(`the request ended after ${size} bytes of its body (the client went away, or its deadline passed)`));
    req.on('error', gone);
    req.on('close', () => req.complete || gone());
  });
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  method: string,
  path: string,
  params: Record<string, string>,
  body: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  // Built with fromEntries, as API Gateway's JSON event is parsed: a key such as `__proto__`
  // stays a key for the query schema to refuse, where assigning it would set the prototype.
  const values = new Map<string, string[]>();
  for (const [k, v] of url.searchParams) values.set(k, [...(values.get(k) ?? []), v]);
  const query: Record<string, string> = Object.fromEntries([...values].map(([k, vs]) => [k, vs.join(',')]));
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: path === '$default' ? path : `${method} ${path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body || undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: path === '$default' ? path : `${method} ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer) {
  res.writeHead(status, headers);
  res.end(body);
}

/** A problem answered before any event exists (a request target that cannot be parsed, a crash), with a request id of its own. */
function sendBare(res: ServerResponse, problem: Problem) {
  const requestId = randomUUID();
  send(
    res,
    problem.status,
    { 'content-type': 'application/problem+json', 'x-request-id': requestId },
    JSON.stringify(problem.bodyFor(requestId)),
  );
}

const staticTypes: Record<string, string> = { js: 'text/javascript', css: 'text/css', png: 'image/png', html: 'text/html' };

/** A file of the API viewer; anything else under /docs/ falls through to the $default route's 404. */
function staticFile(dir: string, file: string): { status: number; type: string; body: Buffer } | undefined {
  const type = staticTypes[file.split('.').pop()!];
  if (!/^[\w.-]+$/.test(file) || !type) return undefined;
  try {
    return { status: 200, type, body: readFileSync(join(dir, file)) };
  } catch {
    return undefined;
  }
}

const playDir = fileURLToPath(new URL('../../client/dist/play', import.meta.url));

/** Swagger UI from the swagger-ui-dist package, served locally: works offline. */
const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Organized Chaos API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.yaml', dom_id: '#ui' });</script></body></html>`;
