/**
 * openapi.yaml, generated from the route table and its zod schemas (zod's own JSON Schema
 * output, OpenAPI 3.1), so the document cannot drift from what the handlers validate.
 */
import { z } from 'zod';
import { stringify } from 'yaml';
import { problemStatus, type ProblemCode } from '../problem.ts';
import type { RouteEntry } from '../routes.ts';
import { ProblemBody } from '../schemas.ts';

type Schema = Record<string, unknown>;

export function openApiDocument(routes: readonly RouteEntry[]): Schema {
  const components: Record<string, Schema> = {};
  /**
   * A schema in the document: zod gives named schemas (`.meta({ id })`) as `$defs`; they
   * become components, and every reference to them points there.
   */
  const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Schema => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Schema;
    const { $defs, $schema: _, ...root } = json as Schema & { $defs?: Record<string, Schema> };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const { id: __, ...body } = def;
      components[id] = pointAtComponents(body);
    }
    const { id, ...rest } = pointAtComponents(root);
    if (typeof id !== 'string') return rest;
    components[id] = rest;
    return { $ref: `#/components/schemas/${id}` };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, route } of routes) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(route.query),
    ];
    if (route.path.endsWith('/commands'))
      parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 } });
    if (route.method === 'GET' && route.path === '/games/{gameId}')
      parameters.push({ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } });

    const responses: Record<string, unknown> = {
      [route.docs.success.status]: {
        description: route.docs.success.description,
        ...(route.docs.success.schema && { content: { 'application/json': { schema: schemaOf(route.docs.success.schema, 'output') } } }),
      },
    };
    if (route.method === 'GET' && route.path === '/games/{gameId}')
      responses['304'] = { description: 'Not modified (If-None-Match matched the ETag).' };
    const byStatus = new Map<number, string[]>();
    for (const code of route.docs.errors) {
      const status = problemStatus[code as ProblemCode];
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
      responses[status] = {
        description: `Problem with code ${codes.map((c) => `\`${c}\``).join(' or ')}.`,
        content: { 'application/problem+json': { schema: schemaOf(ProblemBody, 'output') } },
      };

    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: name,
      summary: route.docs.summary,
      tags: route.docs.tags,
      ...(route.auth !== 'none' && { security: route.auth === 'required' ? [{ bearer: [] }] : [{}, { bearer: [] }] }),
      ...(parameters.length > 0 && { parameters }),
      ...(route.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOf(route.docs.requestBody ?? route.body, 'input') } },
        },
      }),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Organized Chaos',
      version: '1.0.0',
      description: 'The game backend of Quicks, Dice Kings and Rummiduck. Every error is RFC 9457 application/problem+json with a `code`.',
    },
    servers: [{ url: 'http://localhost:3000', description: 'npm start' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /players.' } },
    },
  };
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Schema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

export const openApiYaml = (routes: readonly RouteEntry[]): string => stringify(openApiDocument(routes), { aliasDuplicateObjects: false });

const pointAtComponents = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as Schema;
