import { createServer, type IncomingHttpHeaders } from 'node:http';

/** One request as the fake endpoint received it. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the fake endpoint answers a request with. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** A body sent as it is (a proxy's HTML page, say) instead of `body` as JSON. */
  text?: string;
}

/**
 * An HTTP server on 127.0.0.1 that stands for an AWS service with no local equivalent (SQS,
 * EventBridge Scheduler, API Gateway's Management API): it records every request as it came
 * over the wire and answers what `answer` says (by default 200 with `{}`).
 */
export async function fakeAwsEndpoint(answer: (request: Received) => Answer = () => ({ status: 200, body: {} })) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { method: request.method!, path: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString() };
      received.push(got);
      const { status, headers = {}, body, text } = answer(got);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(text ?? (body === undefined ? '' : JSON.stringify(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
