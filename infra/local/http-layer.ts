import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { noRoute } from '../../functions/http/not-found.ts';
import { Problem } from '../../functions/http/problem.ts';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http-limits.ts';

/** A request for the server, told whether the client waits for `100 Continue` before its body. */
export type Listener = (req: IncomingMessage, res: ServerResponse, expectsContinue: boolean) => void;

/**
 * Node's HTTP layer answers some requests itself, before any handler and with an empty body:
 * bytes that are no HTTP/1.1 (400), a method its parser does not know (400), headers too large
 * (431), a request past its deadline (408), an expectation it cannot meet (417), CONNECT (the
 * connection closed). Here each gets problem+json with a contract code, like every refusal.
 */
export function serveWithProblems(server: Server, listener: Listener): void {
  // The response under way on each connection: the raw answer to a parse error must not be
  // written into the middle of one whose head is already out.
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  const track = (expectsContinue: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(req.socket, res);
    res.on('close', () => inFlight.get(req.socket) === res && inFlight.delete(req.socket));
    listener(req, res, expectsContinue);
  };
  server.on('request', track(false));
  server.on('checkContinue', track(true));
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const expect = JSON.stringify(String(req.headers.expect).slice(0, 100));
    answer(res, new Problem('invalid-request', `The server meets no expectation but 100-continue, not ${expect}.`, 417));
  });
  server.on('connect', (req: IncomingMessage, socket: Duplex) => writeProblem(socket, noRoute('CONNECT', req.url ?? '')));
  server.on('clientError', (error: ParserError, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET' || inFlight.get(socket)?.headersSent) return socket.destroy();
    writeProblem(socket, problemOf(error));
  });
}

/** What `clientError` hands over: Node's parser errors carry the code, the reason and the bytes read. */
type ParserError = Error & { code?: string; reason?: string; rawPacket?: Buffer };

function problemOf(error: ParserError): Problem {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new Problem(
        'invalid-request',
        `The request's headers are larger than ${maxHeaderSize / 1024} KB in all; no request of this API needs that much.`,
        431,
      );
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new Problem('invalid-request', "The body's chunk extensions are too large.", 413);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new Problem(
        'invalid-request',
        `The request did not arrive in time: its headers must arrive within ${HEADERS_TIMEOUT_MS / 1000} s, all of it within ${REQUEST_TIMEOUT_MS / 1000} s.`,
        408,
      );
    case 'HPE_INVALID_METHOD': {
      // A well-formed method the parser does not know is a method no route takes.
      const line = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r?\n/.exec(error.rawPacket?.toString('latin1') ?? '');
      if (line) return noRoute(line[1]!, line[2]!);
    }
  }
  return new Problem(
    'invalid-request',
    `The request is not valid HTTP/1.1: ${error.reason ?? error.message} (${error.code ?? 'unknown'}).`,
  );
}

/** A problem through Node's response, closing the connection: what else the client sent is not read. */
function answer(res: ServerResponse, problem: Problem) {
  const requestId = randomUUID();
  const body = JSON.stringify(problem.bodyFor(requestId));
  res.writeHead(problem.status, {
    'content-type': 'application/problem+json',
    'x-request-id': requestId,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}

/** A problem written straight to the socket, where no response object exists (yet, or any more; or an upgrade's). */
export function writeProblem(socket: Duplex, problem: Problem) {
  const requestId = randomUUID();
  const body = JSON.stringify(problem.bodyFor(requestId));
  const head = [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
    'content-type: application/problem+json',
    `x-request-id: ${requestId}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  // The client may still be sending (headers too large): give the answer a moment to leave, then close.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
