/**
 * A live-updates server that speaks docs/contract.md's WebSocket protocol over a game whose versions the
 * test stores, and that the test can cut off: for the SDK's reconnecting, without a platform.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeLiveServer {
  readonly url: string;
  /** Every `after` a subscribe asked for, in order (undefined: none given). */
  readonly subscribedAfter: (number | undefined)[];
  readonly version: number;
  /** Stores the next version and sends it to every subscriber. */
  store(): number;
  /** Cuts every connection, as a network drop would. */
  dropAll(): void;
  close(): Promise<void>;
}

export const viewAt = (gameId: string, version: number) => ({ gameId, game: 'quicks', status: 'playing', version, board: null });

export async function startFakeLiveServer(gameId: string, options: { port?: number; duplicate?: boolean } = {}): Promise<FakeLiveServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const subscribers = new Set<WebSocket>();
  const subscribedAfter: (number | undefined)[] = [];
  let version = 0;

  const send = (socket: WebSocket, v: number) => {
    const update = JSON.stringify({
      type: 'update',
      gameId,
      version: v,
      events: [{ version: v, type: 'Stored', at: new Date().toISOString() }],
      game: viewAt(gameId, v),
    });
    socket.send(update);
    if (options.duplicate) socket.send(update);
  };

  server.on('connection', (socket) => {
    socket.on('close', () => subscribers.delete(socket));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { action: string; gameId?: string; after?: number };
      if (message.action === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
      if (message.action !== 'subscribe') return;
      if (message.gameId !== gameId)
        return socket.send(
          JSON.stringify({ type: 'error', code: 'game-not-found', detail: `No game ${message.gameId}.`, gameId: message.gameId }),
        );
      subscribedAfter.push(message.after);
      socket.send(JSON.stringify({ type: 'subscribed', gameId, version }));
      for (let v = (message.after ?? version) + 1; v <= version; v++) send(socket, v);
      subscribers.add(socket);
    });
  });

  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    subscribedAfter,
    get version() {
      return version;
    },
    store() {
      version += 1;
      for (const socket of subscribers) send(socket, version);
      return version;
    },
    dropAll() {
      for (const socket of server.clients) socket.terminate();
      subscribers.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of server.clients) socket.terminate();
        server.close(() => resolve());
      }),
  };
}
