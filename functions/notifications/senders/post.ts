import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** What the senders that speak HTTP/1.1 (Web Push, FCM and its token endpoint, Expo) need of a connection. */
export interface PostOptions {
  headers: Record<string, string | number>;
  body: string | Buffer;
  timeoutMs: number;
  /**
   * Certificates to trust instead of the usual roots (tests that start their stand-ins in the
   * same process, where NODE_EXTRA_CA_CERTS, read once at start, cannot be set any more).
   */
  ca?: string;
  /** Checks each address before the socket connects (Web Push endpoints are the client's to name). */
  lookup?: LookupFunction;
}

/** The answer, or why none came: `refused` when the address check refused the host, which trying again will not change. */
export type PostAnswer = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string; refused?: true };

/**
 * More than any platform's answer: a body past it is cut, so an endpoint that streams without
 * end (a Web Push endpoint is any server a browser names) cannot fill the memory.
 */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST and its answer, at most `timeoutMs` in all. Redirects are not followed (node:http
 * never does): no platform redirects a send, and an endpoint must not bounce us elsewhere.
 */
export function post(url: string, { headers, body, timeoutMs, ca, lookup }: PostOptions): Promise<PostAnswer> {
  const request = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(ca ? { ca } : {}),
        ...(lookup ? { lookup } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        // A time-out or a reset while the body streams: the status already tells the outcome.
        res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') return resolve({ error: `no answer within ${timeoutMs / 1000} s` });
      if (error.code === 'EFORBIDDEN') return resolve({ error: `refused: ${error.message}`, refused: true });
      resolve({ error: `could not connect: ${error.code ?? error.message}` });
    });
    req.end(body);
  });
}

/** A JSON body, or undefined when the answer was none. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
