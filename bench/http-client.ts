import { Agent, request } from 'node:http';

/** What the bench's client gets back: the status, the headers it reads, the JSON body. */
export interface BenchAnswer {
  status: number;
  serverTiming: string;
  json: any;
}

/**
 * The benches' HTTP client: Node's own, on kept-alive connections. It shares the process (and
 * the two cores) with the local server it measures, so it should cost little: `fetch` cost about
 * a tenth of the process's CPU at concurrency 8, which the raw pair it is compared with never pays.
 */
const agent = new Agent({ keepAlive: true });

export function benchRequest(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<BenchAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      base + path,
      {
        method,
        agent,
        headers: {
          'content-type': 'application/json',
          ...(payload !== undefined && { 'content-length': Buffer.byteLength(payload) }),
          ...(token && { authorization: `Bearer ${token}` }),
          ...headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const timing = incoming.headers['server-timing'];
          resolve({
            status: incoming.statusCode ?? 0,
            serverTiming: typeof timing === 'string' ? timing : '',
            json: text ? JSON.parse(text) : undefined,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
