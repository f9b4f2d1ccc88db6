/**
 * What the server under test documents (its served /openapi.yaml, test hooks included), and
 * a fetch for the SDK that records which of those operations it called and how they answered.
 */
import { parse } from 'yaml';

export interface Served {
  /** `METHOD /path/{param}` of every documented operation. */
  readonly operations: string[];
  has(operation: string): boolean;
  /** The documented operation a request is for, if any. */
  operationOf(method: string, url: string): string | undefined;
}

export async function served(baseUrl: string): Promise<Served> {
  const document = parse(await (await fetch(`${baseUrl}/openapi.yaml`)).text()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => ['get', 'post', 'patch', 'put', 'delete'].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  const patterns = operations.map((operation) => {
    const [method, template] = operation.split(' ') as [string, string];
    return { operation, method, regex: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`) };
  });
  return {
    operations,
    has: (operation) => operations.includes(operation),
    operationOf: (method, url) => {
      const { pathname } = new URL(url);
      // The most specific template wins: the one with the fewest parameters (/players/me before
      // /players/{playerId}), then the longest.
      const params = (operation: string) => operation.split('{').length;
      return patterns
        .filter((p) => p.method === method && p.regex.test(pathname))
        .sort((a, b) => params(a.operation) - params(b.operation) || b.operation.length - a.operation.length)[0]?.operation;
    },
  };
}

/** A fetch that notes, per documented operation, every status it answered; and the last answer's headers. */
export function recordingFetch(server: Served) {
  const statuses = new Map<string, number[]>();
  let lastHeaders = new Headers();
  const record: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const operation = server.operationOf(request.method, request.url);
    if (operation) statuses.set(operation, [...(statuses.get(operation) ?? []), response.status]);
    lastHeaders = response.headers;
    return response;
  };
  return { fetch: record, statuses, lastHeaders: () => lastHeaders };
}
