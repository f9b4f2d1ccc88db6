/**
 * Checks HTTP exchanges against openapi.yaml with a JSON Schema 2020-12 validator (Ajv), both
 * ways: the request against its operation (path, query and header parameters, security, body),
 * the answer against the operation's responses (a documented status, its headers, its media type
 * and body), and the two against each other: a request the document refuses must be refused by
 * the server (4xx), and one it accepts must not be refused for its shape. Every e2e request goes
 * through it (local-stack.ts), and so does every webhook delivery a test receiver gets.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, any>;

export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  url: string;
  requestHeaders: Record<string, string>;
  /** The body as sent, if any. */
  requestBody?: string;
  status: number;
  responseHeaders: Headers;
  responseText: string;
}

export interface Verdict {
  /** What was checked: an operation of the document, an unknown path, or a page the document does not describe. */
  kind: 'operation' | 'unknown-path' | 'preflight' | 'not-described';
  requestErrors: string[];
  mismatches: string[];
}

const ref = (pointer: string) => ({ $ref: `openapi.json#${pointer}` });
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export class OpenApiValidator {
  private readonly doc: Json;
  private readonly bodies = new Ajv2020({ strict: false, allErrors: true });
  /** Parameters arrive as text: `limit=20` is the integer 20 to the document. */
  private readonly parameters = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly operations: { method: string; template: string; regex: RegExp; names: string[]; pointer: string; operation: Json }[] =
    [];

  constructor(yamlText: string) {
    this.doc = parse(yamlText) as Json;
    for (const ajv of [this.bodies, this.parameters]) {
      addFormats.default(ajv);
      // The document is no JSON Schema itself, only the home of the schemas its pointers name.
      ajv.addSchema(this.doc, 'openapi.json', undefined, false);
    }
    for (const [template, item] of Object.entries(this.doc.paths as Json)) {
      const names: string[] = [];
      const regex = new RegExp(`^${template.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
      for (const [method, operation] of Object.entries(item as Json))
        this.operations.push({
          method: method.toUpperCase(),
          template,
          regex,
          names,
          pointer: `/paths/${escape(template)}/${method}`,
          operation,
        });
    }
  }

  static fromFile(path: URL): OpenApiValidator {
    return new OpenApiValidator(readFileSync(path, 'utf8'));
  }

  /**
   * Compiles every schema the checks can need, at once: compiling one on first use would stop
   * the test process (client and server alike) for a second or more between two requests.
   */
  precompile(): this {
    for (const op of this.operations) {
      for (const [i, raw] of ((op.operation.parameters ?? []) as Json[]).entries())
        this.compile(this.parameters, `${this.resolve(raw, `${op.pointer}/parameters/${i}`).pointer}/schema`);
      if (op.operation.requestBody) this.compile(this.bodies, `${op.pointer}/requestBody/content/application~1json/schema`);
      for (const [status, raw] of Object.entries(op.operation.responses as Json)) {
        const { parameter: response, pointer } = this.resolve(raw as Json, `${op.pointer}/responses/${status}`);
        for (const [name, header] of Object.entries((response.headers ?? {}) as Json))
          this.compile(this.parameters, `${this.resolve(header as Json, `${pointer}/headers/${escape(name)}`).pointer}/schema`);
        for (const type of Object.keys((response.content ?? {}) as Json))
          this.compile(this.bodies, `${pointer}/content/${escape(type)}/schema`);
      }
    }
    for (const type of Object.keys(this.doc.webhooks as Json))
      this.compile(this.bodies, `/webhooks/${escape(type)}/post/requestBody/content/application~1json/schema`);
    this.compile(this.bodies, '/components/schemas/Problem');
    return this;
  }

  check(exchange: Exchange): Verdict {
    const url = new URL(exchange.url, 'http://local');
    if (exchange.method === 'OPTIONS') return { kind: 'preflight', requestErrors: [], mismatches: [] };
    const matches = this.operations.filter((o) => o.regex.test(url.pathname));
    const found = matches.find((o) => o.method === exchange.method);
    if (!found) {
      if (exchange.method === 'GET' && /^\/(openapi\.yaml|docs)(\/|$)/.test(url.pathname))
        return { kind: 'not-described', requestErrors: [], mismatches: [] };
      // Not an operation: the answer must still be a problem, with the edge headers; 404, or 429
      // past the caller's fair-share budget, which every request counts against (docs/contract.md).
      const mismatches = [
        ...(exchange.status === 404 || exchange.status === 429
          ? []
          : [`${exchange.method} ${url.pathname} is no operation, yet answered ${exchange.status}`]),
        ...this.problemErrors(exchange),
      ];
      return { kind: 'unknown-path', requestErrors: ['no such operation'], mismatches };
    }
    const requestErrors = this.requestErrors(found, url, exchange);
    const mismatches = this.responseErrors(found, exchange);
    const label = `${exchange.method} ${found.template}`;
    if (requestErrors.length > 0 && exchange.status < 400)
      mismatches.push(`${label}: the document refuses this request (${requestErrors.join('; ')}), the server answered ${exchange.status}`);
    if (requestErrors.length === 0 && this.refusedForShape(exchange, url))
      mismatches.push(`${label}: the document accepts this request, the server refused its shape: ${exchange.responseText.slice(0, 300)}`);
    return { kind: 'operation', requestErrors, mismatches };
  }

  /** A delivery a webhook receiver got, against the document's `webhooks` entry of its type. */
  checkDelivery(headers: Record<string, string | string[] | undefined>, body: string): string[] {
    let parsed: Json;
    try {
      parsed = JSON.parse(body) as Json;
    } catch {
      return ['the delivery body is not JSON'];
    }
    const entry = (this.doc.webhooks as Json)[parsed.type];
    if (!entry) return [`the document has no webhook \`${parsed.type}\``];
    const pointer = `/webhooks/${escape(parsed.type)}/post`;
    const errors = this.validate(this.bodies, `${pointer}/requestBody/content/application~1json/schema`, parsed).map(
      (e) => `${parsed.type} body ${e}`,
    );
    for (const [i, parameter] of (entry.post.parameters as Json[]).entries()) {
      const resolved = this.resolve(parameter, `${pointer}/parameters/${i}`);
      const value = headers[resolved.parameter.name.toLowerCase()];
      if (value === undefined) errors.push(`${parsed.type}: header ${resolved.parameter.name} is missing`);
    }
    return errors;
  }

  private requestErrors(op: (typeof this.operations)[number], url: URL, exchange: Exchange): string[] {
    const errors: string[] = [];
    const params = Object.fromEntries(op.names.map((name, i) => [name, decodeURIComponent(op.regex.exec(url.pathname)![i + 1]!)]));
    const declared = new Set<string>();
    for (const [i, raw] of ((op.operation.parameters ?? []) as Json[]).entries()) {
      const { parameter, pointer } = this.resolve(raw, `${op.pointer}/parameters/${i}`);
      const name = parameter.name as string;
      const value =
        parameter.in === 'path'
          ? params[name]
          : parameter.in === 'query'
            ? (url.searchParams.get(name) ?? undefined)
            : headerOf(exchange.requestHeaders, name);
      if (parameter.in === 'query') declared.add(name);
      if (value === undefined) {
        if (parameter.required) errors.push(`${parameter.in} parameter ${name} is missing`);
        continue;
      }
      errors.push(...this.validate(this.parameters, `${pointer}/schema`, value).map((e) => `${parameter.in} parameter ${name} ${e}`));
    }
    // docs/contract.md: a parameter that does not fit the endpoint is refused, so one it does not declare is too.
    for (const name of new Set(url.searchParams.keys())) if (!declared.has(name)) errors.push(`query parameter ${name} is not declared`);

    const security = (op.operation.security ?? this.doc.security ?? []) as Json[];
    const authorization = headerOf(exchange.requestHeaders, 'authorization');
    const bearer = authorization !== undefined && /^Bearer \S+$/i.test(authorization);
    if (security.length > 0 && !security.some((s) => Object.keys(s).length === 0) && !bearer) errors.push('a bearer token is required');
    if (authorization !== undefined && !bearer && security.length > 0) errors.push('Authorization is not a bearer token');

    const requestBody = op.operation.requestBody as Json | undefined;
    if (requestBody) {
      const text = exchange.requestBody ?? '';
      if (text.trim() === '') {
        if (requestBody.required) errors.push('the body is missing');
      } else {
        let json: unknown;
        try {
          json = JSON.parse(text);
          errors.push(
            ...this.validate(this.bodies, `${op.pointer}/requestBody/content/application~1json/schema`, json).map((e) => `body ${e}`),
          );
        } catch {
          errors.push('the body is not JSON');
        }
      }
    }
    return errors;
  }

  private responseErrors(op: (typeof this.operations)[number], exchange: Exchange): string[] {
    const label = `${exchange.method} ${op.template} → ${exchange.status}`;
    const responses = op.operation.responses as Json;
    const key = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return [`${label}: the status is not documented (${Object.keys(responses).join(', ')})`];
    const { parameter: response, pointer } = this.resolve(responses[key] as Json, `${op.pointer}/responses/${key}`);
    const errors: string[] = [];
    for (const [name, raw] of Object.entries((response.headers ?? {}) as Json)) {
      const header = this.resolve(raw, `${pointer}/headers/${escape(name)}`);
      const value = exchange.responseHeaders.get(name);
      if (value === null) {
        if (header.parameter.required) errors.push(`${label}: header ${name} is missing`);
        continue;
      }
      errors.push(...this.validate(this.parameters, `${header.pointer}/schema`, value).map((e) => `${label}: header ${name} ${e}`));
    }
    const content = response.content as Json | undefined;
    if (!content) {
      if (exchange.responseText !== '') errors.push(`${label}: documented without a body, answered ${exchange.responseText.slice(0, 100)}`);
      return errors;
    }
    const type = (exchange.responseHeaders.get('content-type') ?? '').split(';')[0]!.trim();
    if (!content[type]) return [...errors, `${label}: content-type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
    let body: unknown;
    try {
      body = JSON.parse(exchange.responseText);
    } catch {
      return [...errors, `${label}: the body is not JSON`];
    }
    errors.push(...this.validate(this.bodies, `${pointer}/content/${escape(type)}/schema`, body).map((e) => `${label}: body ${e}`));
    return errors;
  }

  /** The answer to what is no operation: a problem+json body and the request id. */
  private problemErrors(exchange: Exchange): string[] {
    const label = `${exchange.method} ${exchange.url} → ${exchange.status}`;
    if (exchange.responseHeaders.get('content-type') !== 'application/problem+json') return [`${label}: not application/problem+json`];
    const errors = this.validate(this.bodies, '/components/schemas/Problem', JSON.parse(exchange.responseText)).map(
      (e) => `${label}: ${e}`,
    );
    if (!exchange.responseHeaders.get('x-request-id')) errors.push(`${label}: no X-Request-Id`);
    return errors;
  }

  /**
   * A refusal of a request's shape the document accepted: `invalid-request` or `invalid-config`.
   * Two things no schema can say are left out: whether an opaque cursor is one the server gave
   * out, and a name that is blank or too long once trimmed.
   */
  private refusedForShape(exchange: Exchange, url: URL): boolean {
    if (exchange.status !== 400) return false;
    const code = safeJson(exchange.responseText)?.code;
    if (code === 'invalid-config') return true;
    if (code !== 'invalid-request') return false;
    const name = safeJson(exchange.requestBody ?? '')?.name;
    const untrimmed = typeof name === 'string' && (name.trim() === '' || name.trim().length > 40 || name.trim() !== name);
    // An app's sign-in needs a name only when it makes the player: a refusal of the state, not the shape.
    const nameless = exchange.method === 'PUT' && /^\/apps\/[^/]+\/players\/[^/]+$/.test(url.pathname) && name === undefined;
    // Push credentials: what a key is (its kind, its curve) and where a token_uri resolves, the document says in words only.
    const keyContents =
      exchange.method === 'PUT' &&
      /^\/apps\/[^/]+\/push\/[^/]+$/.test(url.pathname) &&
      /(privateKey|private_key|token_uri): /.test(String(safeJson(exchange.responseText)?.detail ?? ''));
    return !url.searchParams.has('cursor') && !untrimmed && !nameless && !keyContents;
  }

  /** A parameter, header or response, following its `$ref` to the component. */
  private resolve(value: Json, pointer: string): { parameter: Json; pointer: string } {
    if (typeof value.$ref !== 'string') return { parameter: value, pointer };
    const target = (value.$ref as string).slice(1);
    return {
      parameter: target
        .split('/')
        .slice(1)
        .reduce((node: Json, part) => node[part.replaceAll('~1', '/').replaceAll('~0', '~')], this.doc),
      pointer: target,
    };
  }

  private compile(ajv: Ajv2020, pointer: string): ValidateFunction {
    const key = `${ajv === this.bodies ? 'b' : 'p'}${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = ajv.compile(ref(pointer));
      this.compiled.set(key, validate);
    }
    return validate;
  }

  private validate(ajv: Ajv2020, pointer: string, value: unknown): string[] {
    const validate = this.compile(ajv, pointer);
    if (validate(value)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `${e.instancePath || '(root)'} ${e.message}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
      );
  }
}

const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

function safeJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
