import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http2';

export type Http2Answer = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/**
 * HTTP/2 connections kept open, one per origin, for every request to it: Apple asks providers
 * to keep their connections to APNs open rather than open one per notification (it may take
 * rapid reconnecting for an attack). A connection that closes, fails or is told to go away is
 * forgotten, and the next request opens a new one. A connection keeps the process alive only
 * while it has requests under way.
 */
export class Http2Sessions {
  readonly #sessions = new Map<string, { session: ClientHttp2Session; busy: number }>();

  constructor(readonly ca?: string) {}

  #session(origin: string) {
    const kept = this.#sessions.get(origin);
    if (kept && !kept.session.closed && !kept.session.destroyed) return kept;
    const session = connect(origin, this.ca ? { ca: this.ca } : {});
    const entry = { session, busy: 0 };
    const forget = () => {
      if (this.#sessions.get(origin) === entry) this.#sessions.delete(origin);
    };
    session.on('close', forget);
    session.on('goaway', forget);
    // Each request under way hears of the failure through its own stream.
    session.on('error', forget);
    session.unref();
    this.#sessions.set(origin, entry);
    return entry;
  }

  /** One request and its whole answer, at most `timeoutMs`. */
  request(origin: string, headers: OutgoingHttpHeaders, body: string, timeoutMs: number): Promise<Http2Answer> {
    const entry = this.#session(origin);
    if (entry.busy++ === 0) entry.session.ref();
    return new Promise<Http2Answer>((resolve) => {
      const stream = entry.session.request(headers);
      const chunks: Buffer[] = [];
      let answered: IncomingHttpHeaders | undefined;
      stream.setTimeout(timeoutMs, () => {
        resolve({ error: `no answer within ${timeoutMs / 1000} s` });
        stream.close(constants.NGHTTP2_CANCEL);
      });
      stream.on('response', (responseHeaders) => (answered = responseHeaders));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (!answered) return resolve({ error: 'the stream ended without an answer' });
        resolve({ status: Number(answered[':status']), headers: answered, body: Buffer.concat(chunks).toString('utf8') });
      });
      stream.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `could not send: ${error.code ?? error.message}` }));
      // Reset, or its connection lost before it began: whatever came first above has answered already.
      stream.on('close', () => resolve({ error: `the stream closed without an answer (${stream.rstCode})` }));
      stream.end(body);
    }).finally(() => {
      if (--entry.busy === 0 && !entry.session.destroyed) entry.session.unref();
    });
  }

  /** Closes every connection (a test's end, a process's). */
  async close(): Promise<void> {
    const sessions = [...this.#sessions.values()].map(({ session }) => session);
    this.#sessions.clear();
    await Promise.all(
      sessions.map(
        (session) =>
          new Promise<void>((resolve) => {
            if (session.closed) return resolve();
            // Held until closed: an idle connection is unreferenced, and a close awaited on it alone would never come.
            session.ref();
            session.close(() => resolve());
          }),
      ),
    );
  }
}
