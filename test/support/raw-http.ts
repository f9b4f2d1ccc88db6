/**
 * HTTP/1.1 over a bare TCP socket (node:net), for requests fetch refuses to send: malformed
 * request lines and headers, bad framing, slow or abandoned uploads.
 */
import { connect } from 'node:net';

export interface RawReply {
  /** Every byte the server sent, as text. */
  text: string;
  /** The final response (after any 1xx): status, lower-case headers, body parsed as JSON when it is. */
  status: number;
  headers: Record<string, string>;

  body: any;
  /** Milliseconds from connecting until the server closed the connection (undefined: it did not, within the wait). */
  closedAfterMs?: number;
}

export interface RawExchange {
  /** Bytes to send at once. */
  send?: string | Buffer;
  /** Then, bytes to send one chunk at a time with a pause between (a slow client). */
  drip?: { chunks: (string | Buffer)[]; everyMs: number };
  /** Once this much has been received, send it (the body after `100 Continue`). */
  onContinue?: string;
  /** Close our side right after sending (an abandoned upload). */
  abandon?: boolean;
  /** Give up waiting for the server after this long. */
  waitMs?: number;
}

export function rawRequest(baseUrl: string, exchange: RawExchange): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  const waitMs = exchange.waitMs ?? 5_000;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let dripTimer: NodeJS.Timeout | undefined;
    let continued = false;
    const finish = (closed: boolean) => {
      clearInterval(dripTimer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(received).toString('utf8')), closedAfterMs: closed ? Date.now() - started : undefined });
    };
    const giveUp = setTimeout(() => finish(false), waitMs);
    socket.on('error', () => undefined); // a reset after the answer still leaves the answer to read
    socket.on('close', () => finish(true));
    socket.on('data', (chunk) => {
      received.push(chunk);
      const text = Buffer.concat(received).toString('utf8');
      if (exchange.onContinue && !continued && /^HTTP\/1\.1 100 /.test(text)) {
        continued = true;
        socket.write(exchange.onContinue);
      }
      // A complete final answer on a connection the server keeps open: done (else wait for the close).
      if (complete(text) && parse(text).headers.connection !== 'close') finish(false);
    });
    socket.on('connect', () => {
      if (exchange.send) socket.write(exchange.send);
      if (exchange.abandon) socket.destroy();
      const chunks = [...(exchange.drip?.chunks ?? [])];
      if (chunks.length)
        dripTimer = setInterval(() => {
          const next = chunks.shift();
          if (next === undefined) return clearInterval(dripTimer);
          if (!socket.destroyed) socket.write(next);
        }, exchange.drip!.everyMs);
    });
  });
}

/** The last response in the text, skipping interim 1xx answers. */
function parse(text: string): Omit<RawReply, 'closedAfterMs'> {
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return { text, status: 0, headers: {}, body: undefined };
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1] ?? 0);
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    rest = rest.slice(end + 4);
    if (status >= 100 && status < 200) continue;
    const raw =
      headers['content-length'] !== undefined
        ? rest.slice(0, Number(headers['content-length']))
        : headers['transfer-encoding'] === 'chunked'
          ? dechunk(rest)
          : rest;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    return { text, status, headers, body };
  }
}

/** True once a final response with a Content-Length has wholly arrived. */
function complete(text: string): boolean {
  const reply = parse(text);
  if (reply.status < 200 || reply.headers['content-length'] === undefined) return false;
  const bodyStart = text.lastIndexOf('\r\n\r\n') + 4;
  return Buffer.byteLength(text.slice(bodyStart)) >= Number(reply.headers['content-length']);
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (let size = 1; size > 0;) {
    const line = rest.indexOf('\r\n');
    if (line < 0) break;
    size = parseInt(rest.slice(0, line), 16) || 0;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
  return out;
}
