/**
 * openapi.yaml, generated from the route table and its zod schemas (zod's own JSON Schema
 * output, OpenAPI 3.1), so the document cannot drift from what the handlers validate and
 * answer. What every route shares (the edge's headers and answers) is added here, once.
 */
import * as z from 'zod';
import { stringify } from 'yaml';
import { gameTitles, leaderboardList } from '../../contract/game-list.ts';
import { deliveryBody, deliveryTypes } from '../../webhooks/delivery-schemas.ts';
import { problemStatus, type ProblemCode } from '../problem.ts';
import type { Route, RouteDocs } from '../route.ts';
import type { RouteEntry } from '../routes.ts';
import { ProblemBody } from '../responses.ts';
import { apiDescription, tags } from './descriptions.ts';
import { operationExamples, problemExample, sampleEtag, type Example } from './examples.ts';
import { ANN, APP_ID } from './samples.ts';
import { EXTERNAL_ID } from '../../apps/external-id.ts';
import { deliveryExamples } from './webhook-examples.ts';

type Schema = Record<string, unknown>;

/** A route with what it tells the document. */
type DocumentedRoute = Route & { docs: RouteDocs };

/** The problem codes every route of a kind can answer, beyond its own (docs/contract.md). */
function edgeCodes(route: Route): ProblemCode[] {
  return [
    ...(route.method === 'POST' ? (['invalid-request', 'idempotency-key-reused'] as const) : []),
    ...(route.auth === 'none' ? [] : (['unauthenticated'] as const)),
    'internal-error',
    'unavailable',
    // Every request counts against a fair-share budget but /health and the test hooks (docs/contract.md, Fair share).
    ...(countsAgainstBudget(route) ? (['rate-limited'] as const) : []),
  ];
}

/** Whether the route's answers carry a budget's RateLimit headers and may be 429 `rate-limited`. */
const countsAgainstBudget = (route: Route) => route.path !== '/health' && !route.path.includes('/test/');

/** The fair-share budget's headers of every answer but /health's. */
const budgetHeaders = (route: Route) =>
  countsAgainstBudget(route) ? { 'RateLimit-Policy': ref('headers', 'RateLimit-Policy'), RateLimit: ref('headers', 'RateLimit') } : {};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

export function openApiDocument(routes: readonly RouteEntry[]): Schema {
  const schemas = new Components();
  const responses: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, route: served, docs } of routes) {
    const route: DocumentedRoute = { ...served, docs };
    const examples = operationExamples[name];
    if (!examples) throw new Error(`openapi: the route ${name} has no example; add one to functions/http/openapi/examples.ts`);
    const operation = {
      operationId: name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      summary: route.docs.summary,
      description: route.docs.description,
      tags: route.docs.tags,
      security: route.docs.appSecretKey
        ? [{ appSecretKey: [] }]
        : route.orApp
          ? [{ bearer: [] }, { appSecretKey: [] }]
          : route.auth === 'none'
            ? []
            : route.auth === 'required'
              ? [{ bearer: [] }]
              : [{}, { bearer: [] }],
      parameters: parametersOf(route),
      ...(route.body && {
        requestBody: {
          // A body whose every field is optional may be left out: the route reads none as `{}`.
          required: !route.body.safeParse({}).success,
          content: {
            'application/json': { schema: schemas.of(route.docs.requestBody ?? route.body, 'input'), ...mediaExamples(examples.request) },
          },
        },
      }),
      responses: { ...successResponse(route, examples.response, schemas), ...problemResponses(route, schemas, responses) },
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }

  const webhooks = Object.fromEntries(
    deliveryTypes.map((type) => [
      type,
      {
        post: {
          operationId: `receive${type.replace(/(^|\.)(\w)/g, (_, _dot: string, c: string) => c.toUpperCase())}`,
          summary: `The \`${type}\` delivery`,
          description: `${deliveryBody(type).shape.data.description} Sent to every subscription that asks for it (or for \`*\`), signed as Standard Webhooks says: verify \`webhook-signature\` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.`,
          tags: ['Webhooks'],
          security: [],
          parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((header) => ref('parameters', header)),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemas.of(deliveryBody(type), 'output'), example: deliveryExamples[type] } },
          },
          responses: { '2XX': { description: 'Received. Answer quickly and do the work afterwards.' } },
        },
      },
    ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Organized Chaos',
      version: '1.0.0',
      summary: `The game backend of ${gameTitles}.`,
      description: apiDescription,
      contact: { name: 'Organized Chaos', url: 'https://organized-chaos.dev' },
      // The package is private: no open licence is granted (an SPDX reference of our own).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the server that serves this document, on whatever host and port it runs.
    servers: [
      {
        url: '/',
        description: "The server that serves this document: `npm start` (http://localhost:3000 by default), or the stack's ApiUrl on AWS.",
      },
    ],
    security: [{ bearer: [] }],
    tags,
    paths,
    webhooks,
    components: {
      schemas: schemas.all,
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
      headers: headerComponents(),
      parameters: parameterComponents(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from `POST /players` (shown once), as `Authorization: Bearer <token>`.',
        },
        appSecretKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An app's secret key (`ocsk_…`, shown once by `POST /apps`), as `Authorization: Bearer ocsk_…`: for the app's own servers only.",
        },
      },
    },
  };
}

/**
 * Named schemas: zod gives those with `.meta({ id })` as `$defs`; they become components and
 * every reference points there. One id must mean one schema, in requests and answers alike.
 */
class Components {
  readonly all: Record<string, Schema> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): Schema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', override: sameItemsTuple }) as Schema;
    const { $defs, $schema: _, ...root } = json as Schema & { $defs?: Record<string, Schema> };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const { id: __, ...body } = def;
      this.add(id, tidy(body));
    }
    const { id, ...rest } = tidy(root);
    if (typeof id !== 'string') return rest;
    this.add(id, rest);
    return ref('schemas', id);
  }

  private add(id: string, schema: Schema) {
    const known = this.all[id];
    if (known && JSON.stringify(known) !== JSON.stringify(schema))
      throw new Error(`openapi: two different schemas are named ${id} (one used in requests, one in answers?); give them different ids`);
    this.all[id] = schema;
  }
}

/**
 * A tuple of like items (Quicks' two white dice) as an array of a fixed length: the same
 * values, in the form every OpenAPI tool reads (some refuse `prefixItems` with `items: false`).
 */
function sameItemsTuple({ jsonSchema }: { jsonSchema: Schema }) {
  const prefix = jsonSchema.prefixItems as Schema[] | undefined;
  if (!prefix || jsonSchema.items !== false || new Set(prefix.map((item) => JSON.stringify(item))).size !== 1) return;
  delete jsonSchema.prefixItems;
  jsonSchema.items = prefix[0];
}

/** `$defs` references as component references, without the safe-integer bounds zod adds to every integer. */
const tidy = (schema: Schema): Schema =>
  JSON.parse(
    JSON.stringify(schema)
      .replaceAll('"#/$defs/', '"#/components/schemas/')
      .replaceAll(',"minimum":-9007199254740991', '')
      .replaceAll(',"maximum":9007199254740991', ''),
  ) as Schema;

const pathParameters: Record<string, { description: string; example: string; schema?: Record<string, unknown> }> = {
  gameId: { description: "The game's id, as `POST /games` answered it.", example: 'g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f' },
  board: {
    description: `The board: ${leaderboardList}.`,
    example: 'dice-kings',
  },
  playerId: {
    description: "The player's id, as `POST /players` answered it (or a board, a seat, a game view shows it).",
    example: 'p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13',
  },
  id: { description: "The subscription's id, as `POST /webhooks` answered it.", example: 'wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b' },
  ticketId: { description: "The ticket's id, as `POST /matchmaking` answered it.", example: 't_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b' },
  appId: { description: "The app's id, as `POST /apps` answered it.", example: APP_ID },
  externalId: {
    description: 'The id the app knows its player by: 1–128 characters of `A–Z a–z 0–9 . _ : @ -`.',
    example: 'user-8841',
    // The app's id, not one of ours: its rule is the route's (400 otherwise, not 404).
    schema: { type: 'string', pattern: EXTERNAL_ID.source },
  },
  deviceId: {
    description: "The client's own name for the device: 1–64 of `A–Z a–z 0–9 _ -`.",
    example: 'anns-iphone',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
  platform: {
    description: 'The push platform whose credentials these are: `apns`, `fcm` or `expo` (anything else: 400 `invalid-request`).',
    example: 'apns',
    schema: { type: 'string', enum: ['apns', 'fcm', 'expo'] },
  },
};

function parametersOf(route: DocumentedRoute) {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const known = pathParameters[name!];
    if (!known) throw new Error(`openapi: describe the path parameter ${name} in document.ts`);
    return {
      name,
      in: 'path',
      required: true,
      description: known.description,
      schema: known.schema ?? { type: 'string', minLength: 1 },
      example: known.example,
    };
  });
  return [
    ...inPath,
    ...queryParameters(route.query),
    ...(route.docs.headers ?? []).map((header) => ref('parameters', header)),
    ...(route.method === 'POST' ? [ref('parameters', 'Idempotency-Key')] : []),
    ...(route.method === 'GET' && route.docs.success.etag ? [ref('parameters', 'If-None-Match')] : []),
  ];
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Schema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    description: description ?? queryDescriptions[name] ?? name,
    schema: tidy(schema),
  }));
}

const queryDescriptions: Record<string, string> = {
  limit: 'How many to list at most.',
  cursor: 'The `nextCursor` of the page before; leave it out for the first page.',
  status: 'Which games: `lobby`, the open lobbies.',
  game: 'Only lobbies of this game.',
  after: 'List the events after this version (0: from the start).',
};

function mediaExamples(example: Example | undefined) {
  if (!example) return {};
  return 'value' in example ? { example: example.value } : { examples: example.named };
}

function successResponse(route: DocumentedRoute, example: Example | undefined, schemas: Components) {
  const { status, description, schema, etag, attachment } = route.docs.success;
  const headers = {
    'X-Request-Id': ref('headers', 'X-Request-Id'),
    'Server-Timing': ref('headers', 'Server-Timing'),
    ...budgetHeaders(route),
    ...(etag && { ETag: ref('headers', 'ETag') }),
    ...(attachment && { 'Content-Disposition': ref('headers', 'Content-Disposition') }),
    ...(route.method === 'POST' && { 'Idempotent-Replayed': ref('headers', 'Idempotent-Replayed') }),
  };
  if (schema && !example) throw new Error(`openapi: ${route.method} ${route.path} answers a body but has no example of it`);
  const content = schema && { content: { 'application/json': { schema: schemas.of(schema, 'output'), ...mediaExamples(example) } } };
  // Other statuses with the same body (a rematch joined rather than made: 200).
  const also = Object.fromEntries(
    (route.docs.alsoSucceeds ?? []).map((other) => [other.status, { description: other.description, headers, ...content }]),
  );
  return {
    [status]: { description, headers, ...content },
    ...also,
    ...(etag &&
      route.method === 'GET' && {
        304: {
          description: 'Not modified: If-None-Match named the current ETag. No body.',
          headers: { 'X-Request-Id': ref('headers', 'X-Request-Id'), ...budgetHeaders(route), ETag: ref('headers', 'ETag') },
        },
      }),
  };
}

/**
 * One answer per status the route can refuse with, each naming exactly its codes. An answer of
 * a single code is a shared component (`Unavailable`, `TooLarge`, …), written once.
 */
function problemResponses(route: DocumentedRoute, schemas: Components, shared: Record<string, unknown>) {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of [...route.docs.errors, ...edgeCodes(route)] as ProblemCode[]) {
    const status = problemStatus[code];
    if (status === undefined)
      throw new Error(`openapi: ${route.method} ${route.path} names ${code}, which is no problem code of problem.ts`);
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) byStatus.set(status, [...codes, code]);
  }
  // A body too large to read is refused before anything else, by every route.
  byStatus.set(413, ['invalid-request']);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => {
        const answer = problemAnswer(status, codes, schemas);
        if (codes.length > 1) return [status, answer];
        const name = status === 413 ? 'TooLarge' : codes[0]!.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
        shared[name] = answer;
        return [status, ref('responses', name)];
      }),
  );
}

function problemAnswer(status: number, codes: ProblemCode[], schemas: Components) {
  return {
    description:
      status === 413
        ? 'The body is larger than any request of this API needs (64 KB): `invalid-request`.'
        : `Problem: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
    headers: {
      'X-Request-Id': ref('headers', 'X-Request-Id'),
      ...((codes.includes('unavailable') || codes.includes('rate-limited')) && { 'Retry-After': ref('headers', 'Retry-After') }),
      // Shared by /health's answers too, which carry none: the headers' description says so.
      'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
      RateLimit: ref('headers', 'RateLimit'),
    },
    content: {
      'application/problem+json': {
        schema: {
          allOf: [schemas.of(ProblemBody, 'output'), { type: 'object', properties: { status: { const: status }, code: { enum: codes } } }],
        },
        example: problemExample(codes[0]!, status),
      },
    },
  };
}

function headerComponents() {
  return {
    'X-Request-Id': {
      description:
        "The request's id (on AWS, API Gateway's); problem bodies carry it as `requestId` and every log line of the request names it.",
      required: true,
      schema: { type: 'string', minLength: 1 },
      example: 'Jd9JshG7oAMEVxQ=',
    },
    'Server-Timing': {
      description: "What the answer cost: its DynamoDB requests and the handler's time in ms.",
      schema: { type: 'string' },
      example: 'dynamodb;desc="2 requests";dur=14.2',
    },
    ETag: {
      description: 'The version of the game view as this caller sees it; send it back as If-None-Match.',
      required: true,
      schema: { type: 'string', pattern: '^"[^"]+"$' },
      example: sampleEtag,
    },
    'Content-Disposition': {
      description: 'The answer is a file to save, and its name (RFC 6266).',
      required: true,
      schema: { type: 'string', pattern: '^attachment; filename="[^"]+"$' },
      example: `attachment; filename="organized-chaos-${ANN.playerId}.json"`,
    },
    'Idempotent-Replayed': {
      description: 'Present on an answer replayed for a repeated Idempotency-Key: the request was not applied again.',
      schema: { type: 'string', enum: ['true'] },
      example: 'true',
    },
    'Retry-After': {
      description: 'Seconds to wait before trying again.',
      required: true,
      schema: { type: 'integer', minimum: 0 },
      example: 1,
    },
    'RateLimit-Policy': {
      description:
        "The fair-share budget the request counted against (IETF draft-ietf-httpapi-ratelimit-headers-10): its name (`commands`, `app`, `player` or `address`), its quota `q` (the burst) and the window `w` in seconds its rate refills that in. On every answer but `/health`'s while the budgets are on (a deployed stack; `npm start` with `BUDGETS=on`).",
      schema: { type: 'string' },
      example: '"app";q=100;w=2',
    },
    RateLimit: {
      description:
        'What is left of that budget (draft-ietf-httpapi-ratelimit-headers-10): `r` requests at once, and `t` seconds until it is full again. Past it, 429 `rate-limited` with `Retry-After`.',
      schema: { type: 'string' },
      example: '"app";r=57;t=1',
    },
  };
}

function parameterComponents() {
  const webhookHeader = (name: string, description: string, example: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
    example,
  });
  return {
    'Idempotency-Key': {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        "Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.",
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      example: '9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a',
    },
    'X-App-Key': {
      name: 'X-App-Key',
      in: 'header',
      required: false,
      description:
        "An app's publishable key (`ocpk_…`, `POST /apps`): the player signs up as the app's. A key unknown, or of a deleted app, is 401 `unauthenticated`.",
      schema: { type: 'string' },
      example: 'ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6',
    },
    'If-None-Match': {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'The ETag of the view you have: an unchanged game answers 304 without a body.',
      schema: { type: 'string' },
      example: sampleEtag,
    },
    'webhook-id': webhookHeader(
      'webhook-id',
      "The event's id: the same on every attempt. Drop a delivery whose id you have seen.",
      'msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7',
    ),
    'webhook-timestamp': webhookHeader(
      'webhook-timestamp',
      'Seconds since the epoch when this attempt was signed; refuse one far from your clock.',
      '1768500000',
    ),
    'webhook-signature': webhookHeader(
      'webhook-signature',
      "`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.",
      'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    ),
  };
}

export const openApiYaml = (routes: readonly RouteEntry[]): string =>
  stringify(openApiDocument(routes), { aliasDuplicateObjects: false, lineWidth: 0 });
