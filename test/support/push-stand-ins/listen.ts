/**
 * What every stand-in does last: it listens on a free port of the loopback interface, and is
 * stopped with its open connections (keep-alive sockets, HTTP/2 sessions) closed first, so that
 * a sender's pooled connection does not hold the test up.
 */
import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http(s)://127.0.0.1:<port>`, the stand-in's origin. */
  origin: string;
  stop(): Promise<void>;
}

export async function listenOnLoopback(
  server: HttpServer | Http2SecureServer,
  scheme: 'http' | 'https',
  closeConnections: () => void = () => (server as HttpServer).closeAllConnections(),
): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      closeConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
