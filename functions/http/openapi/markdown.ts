/**
 * docs/api.md: the API's reference in the repository, rendered from the very document
 * openapi.yaml is (`npm run openapi` writes both; a test fails when either is stale).
 */
import { problemStatus, type ProblemCode } from '../problem.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document, walked by key: its shape is openapi.yaml's own
type Json = Record<string, any>;

export function apiMarkdown(doc: Json): string {
  const out: string[] = [];
  const line = (...text: string[]) => out.push(...text);
  const components = doc.components as Json;

  line(`# ${doc.info.title} API reference`, '');
  line('> Rendered from [`openapi.yaml`](../openapi.yaml) by `npm run openapi`; edit the routes and schemas, not this file.', '');
  line(doc.info.description, '');

  line('## Conventions', '');
  line('### Authentication', '', components.securitySchemes.bearer.description, '');
  line('### Answer and request headers', '', '| header | in | meaning |', '| --- | --- | --- |');
  for (const [name, header] of Object.entries(components.headers as Json)) line(`| \`${name}\` | answers | ${cell(header.description)} |`);
  for (const parameter of Object.values(components.parameters as Json).filter((p) => !p.name.startsWith('webhook-')))
    line(`| \`${parameter.name}\` | requests | ${cell(parameter.description)} |`);
  line('');
  line(
    '### Errors',
    '',
    'Every refusal is `application/problem+json` (RFC 9457) with one of these codes; each operation below lists the ones it can answer.',
    '',
  );
  line('| code | status |', '| --- | --- |');
  for (const code of Object.keys(problemStatus) as ProblemCode[]) line(`| \`${code}\` | ${problemStatus[code]} |`);
  line('');

  for (const tag of doc.tags as Json[]) {
    const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json)
        .filter(([, op]) => (op as Json).tags.includes(tag.name))
        .map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as Json })),
    );
    if (operations.length === 0) continue;
    line(`## ${tag.name}`, '', tag.description, '');
    for (const { path, method, op } of operations) operation(line, components, path, method, op);
  }

  line(
    '## Webhooks',
    '',
    'Deliveries to the URL of a subscription (`POST /webhooks`), one per event, signed as [Standard Webhooks](https://www.standardwebhooks.com/) says.',
    '',
  );
  line('| header | meaning |', '| --- | --- |');
  for (const parameter of Object.values(components.parameters as Json).filter((p) => p.name.startsWith('webhook-')))
    line(`| \`${parameter.name}\` | ${cell(parameter.description)} |`);
  line('');
  for (const [type, item] of Object.entries(doc.webhooks as Json)) {
    const post = (item as Json).post as Json;
    const media = post.requestBody.content['application/json'];
    line(
      `### \`${type}\``,
      '',
      post.description,
      '',
      `Body: ${typeOf(media.schema)}`,
      '',
      '```json',
      JSON.stringify(media.example, null, 2),
      '```',
      '',
    );
  }

  line('## Schemas', '');
  for (const [name, schema] of Object.entries(components.schemas as Json)) schemaSection(line, name, schema as Json);
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** What each security scheme of openapi.yaml is called in the reference. */
const SCHEMES: Record<string, string> = { bearer: 'bearer token', appSecretKey: "the app's secret key (`ocsk_…`)" };

function operation(line: (...text: string[]) => void, components: Json, path: string, method: string, op: Json) {
  line(`### ${method} \`${path}\``, '', `**${op.summary}.** ${op.description}`, '');
  const security = op.security as Json[];
  const schemes = security.map((s) =>
    Object.keys(s)
      .map((name) => SCHEMES[name] ?? name)
      .join(' and '),
  );
  line(`Auth: ${security.length === 0 ? 'none' : schemes.includes('') ? 'optional bearer token' : schemes.join(' or ')}.`, '');
  const parameters = (op.parameters ?? []).map((p: Json) => (p.$ref ? components.parameters[p.$ref.split('/').pop()] : p));
  if (parameters.length > 0) {
    line('| parameter | in | | meaning |', '| --- | --- | --- | --- |');
    for (const p of parameters)
      line(`| \`${p.name}\` | ${p.in} | ${p.required ? 'required' : 'optional'}: ${cell(typeOf(p.schema))} | ${cell(p.description)} |`);
    line('');
  }
  const body = op.requestBody?.content?.['application/json'];
  if (body) {
    line(`Body: ${typeOf(body.schema)}`, '');
    example(line, body);
  }
  line('| answer | meaning |', '| --- | --- |');
  const responseOf = (response: Json): Json => (response.$ref ? components.responses[response.$ref.split('/').pop()] : response);
  for (const [status, response] of Object.entries(op.responses as Json))
    line(`| ${status} | ${cell(responseOf(response as Json).description)} |`);
  line('');
  const success = Object.entries(op.responses as Json).find(([status]) => status.startsWith('2'))?.[1] as Json | undefined;
  const answer = success?.content?.['application/json'];
  if (answer) {
    line(`Answer: ${typeOf(answer.schema)}`, '');
    example(line, answer);
  }
}

function example(line: (...text: string[]) => void, media: Json) {
  const named = media.examples ? Object.values(media.examples as Json) : [{ value: media.example }];
  for (const { summary, value } of named as Json[]) {
    if (value === undefined) continue;
    if (summary) line(`*${summary}:*`, '');
    line('```json', JSON.stringify(value, null, 2), '```', '');
  }
}

function schemaSection(line: (...text: string[]) => void, name: string, schema: Json) {
  line(`### ${name}`, '');
  if (schema.description) line(schema.description, '');
  if (schema.properties) {
    line('| field | type | meaning |', '| --- | --- | --- |');
    const required = new Set<string>(schema.required ?? []);
    for (const [field, property] of Object.entries(schema.properties as Json))
      line(
        `| \`${field}\`${required.has(field) ? '' : ' (optional)'} | ${cell(typeOf(property))} | ${cell((property as Json).description ?? '')} |`,
      );
  } else line(`${typeOf(schema)}`);
  line('');
}

/** A schema's type in a few words, with links to the named schemas it refers to. */
export function typeOf(schema: Json | undefined): string {
  if (!schema) return 'anything';
  if (schema.$ref) {
    const name = (schema.$ref as string).split('/').pop()!;
    return `[${name}](#${name.toLowerCase()})`;
  }
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return (schema.enum as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(' or ');
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return (union as Json[]).map(typeOf).join(' or ');
  if (schema.allOf)
    return (schema.allOf as Json[])
      .map(typeOf)
      .filter((t) => t !== 'object')
      .join(' and ');
  switch (schema.type) {
    case 'array':
      return `array of ${typeOf(schema.items)}${schema.minItems !== undefined && schema.minItems === schema.maxItems ? ` (${schema.minItems})` : ''}`;
    case 'object':
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties)
        return `map of ${typeOf(schema.additionalProperties)}`;
      return schema.properties
        ? `object with ${Object.keys(schema.properties)
            .map((k) => `\`${k}\``)
            .join(', ')}`
        : 'object';
    case 'null':
      return '`null`';
    case 'integer':
    case 'number':
      return schema.minimum !== undefined || schema.maximum !== undefined
        ? `${schema.type} ${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`
        : schema.type;
    case 'string':
      return schema.format ? `string (${schema.format})` : schema.pattern ? `string matching \`${schema.pattern}\`` : 'string';
    default:
      return schema.type ?? 'anything';
  }
}

/** Text that stays in one table cell. */
const cell = (text: string) => String(text).replaceAll('\n', ' ').replaceAll('|', '\\|');
