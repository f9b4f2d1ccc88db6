import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import pLimit from 'p-limit';
import { WebSocket, WebSocketServer } from 'ws';
import type { ConnectionPoster } from '../../functions/live/poster.ts';
import type { RouteKey } from '../../functions/live/route.ts';
import type { LiveRouteEntry } from '../../functions/live/routes.ts';
import { Problem } from '../../functions/http/problem.ts';
import { writeProblem } from './http-layer.ts';
import { afterMessage, MAX_MESSAGES_PER_SECOND, OVER_RATE } from '../../functions/live/rate.ts';
import { invoke } from './invocations.ts';
import { systemClock } from '../../functions/adapters/clock.ts';

/** The one function of every WebSocket route, as the stack names it (infra/constructs/live-updates.ts). */
const LIVE_ROUTES_FUNCTION = 'live-routes';
/** API Gateway's limits, kept here too: a connection idle for 10 minutes or open for 2 hours is closed. */
export const IDLE_MS = 10 * 60_000;
const MAX_LIFETIME_MS = 2 * 3600_000;
/** API Gateway's largest message. */
const MAX_MESSAGE_BYTES = 128 * 1024;
/**
 * $disconnect handlers running at once. On AWS each is a Lambda of its own; here they share one
 * process and one DynamoDB client, and a thousand sockets closing together (a client process
 * that exits) would queue their requests behind every other caller's past the client's
 * connection time-out: a player's unrelated request would fail as if the database were gone.
 * Nobody waits for a $disconnect, so they take their turns.
 */
const DISCONNECTS_AT_ONCE = 16;
/**
 * Route handlers ($connect and messages) running at once, across connections, as a Lambda
 * function's concurrency bounds them on AWS: a thousand clients subscribing together take their
 * turns instead of swamping DynamoDB Local past its callers' time-outs (and /health with it).
 */
const INVOCATIONS_AT_ONCE = 8;
/** docs/contract.md, Live updates: a connection that leaves more than 1 MB of what it is sent unread is closed with 1008. */
export const MAX_UNREAD_BYTES = 1024 * 1024;
/** Messages of one connection waiting for their handler (within the rate, when the server is slow); past it, 1008 too. */
const MAX_WAITING = 2 * MAX_MESSAGES_PER_SECOND;
/** A connection closed for its behaviour gets this long to take the close frame, then its socket is cut. */
const CLOSE_GRACE_MS = 1_000;
/** The close code of a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;

interface Connection {
  ws: WebSocket;
  connectedAt: number;
  /** The client's address, which every route of the connection is told (API Gateway's `identity.sourceIp`). */
  sourceIp: string;
  /** The connection's messages are handled one after the other, in the order they came. */
  queue: Promise<void>;
  idle: NodeJS.Timeout;
  lifetime: NodeJS.Timeout;
  /** Until when its messages so far are paid for (rate.ts); undefined before its first. */
  due?: number;
  /** Messages taken and not yet handled. */
  waiting: number;
  /** Closed for what it did: nothing more of it is handled, nothing more is sent to it. */
  refused: boolean;
}

/**
 * API Gateway's WebSocket API on one machine, on the HTTP server's port at `/ws`, with the very
 * same Lambda handlers: each frame becomes the event API Gateway hands its route
 * ($connect, $disconnect, the message's `action`, else $default), and a route's answer goes
 * back on the socket as API Gateway's route response does. It is also the Management API's
 * stand-in: `post` writes to the local socket, and a socket that is gone is `gone` (410).
 */
export class LocalLiveServer implements ConnectionPoster {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly connections = new Map<string, Connection>();
  private readonly byKey: Map<string, LiveRouteEntry>;
  /** $disconnect handlers still running: stopping waits for them. */
  private readonly closing = new Set<Promise<void>>();
  private readonly disconnects = pLimit(DISCONNECTS_AT_ONCE);
  private readonly invocations = pLimit(INVOCATIONS_AT_ONCE);

  constructor(
    server: Server,
    routes: readonly LiveRouteEntry[],
    private readonly idleMs = IDLE_MS,
  ) {
    this.byKey = new Map(routes.map((r) => [r.route.routeKey, r]));
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.upgrade(req, socket, head).catch((error) => {
        console.error('live server: upgrade failed', error);
        socket.destroy();
      });
    });
  }

  /** How many connections are open (the bench reads it). */
  get size(): number {
    return this.connections.size;
  }

  async post(connectionId: string, message: string): Promise<'sent' | 'gone'> {
    const connection = this.connections.get(connectionId);
    if (!connection || connection.refused || connection.ws.readyState !== WebSocket.OPEN) return 'gone';
    // Resolved once the message is handed to the socket: a client that does not read holds up
    // no one (the fan-out's other posts, the other connections), and is closed past MAX_UNREAD_BYTES.
    this.send(connection, message);
    return connection.refused ? 'gone' : 'sent';
  }

  /** Closes every connection and waits for their $disconnect handlers. */
  async close(): Promise<void> {
    for (const { ws } of this.connections.values()) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    while (this.closing.size > 0) await Promise.allSettled([...this.closing]);
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Another path is no route, answered like every refusal (problem+json with its request id).
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/ws')
      return writeProblem(
        socket,
        new Problem('route-not-found', `WebSocket connections are served at /ws only, not at ${(req.url ?? '/').slice(0, 200)}.`),
      );
    // Ids look like API Gateway's: opaque, URL-safe, unguessable.
    const connectionId = randomBytes(12).toString('base64url');
    const connectedAt = Date.now();
    const sourceIp = req.socket.remoteAddress ?? '';
    // As on API Gateway, $connect decides before the handshake completes.
    const connected = await this.invocations(() => this.invoke('$connect', connectionId, connectedAt, sourceIp));
    if (connected.statusCode !== 200) return refuse(socket, '500 Internal Server Error');
    this.wss.handleUpgrade(req, socket, head, (ws) => this.opened(ws, connectionId, connectedAt, sourceIp));
  }

  private opened(ws: WebSocket, connectionId: string, connectedAt: number, sourceIp: string): void {
    const goAway = (reason: string) => ws.close(1001, reason);
    const connection: Connection = {
      ws,
      connectedAt,
      sourceIp,
      queue: Promise.resolve(),
      idle: setTimeout(() => goAway('idle for too long'), this.idleMs),
      lifetime: setTimeout(() => goAway('connections last at most 2 hours'), MAX_LIFETIME_MS),
      waiting: 0,
      refused: false,
    };
    this.connections.set(connectionId, connection);
    const touch = () => connection.idle.refresh();
    // A ping frame is answered by a pong frame the client must read: it counts as a message.
    ws.on('ping', () => this.admit(connection) && touch());
    ws.on('pong', touch);
    ws.on('message', (data: Buffer) => {
      if (!this.admit(connection)) return;
      touch();
      const body = data.toString('utf8');
      connection.waiting++;
      connection.queue = connection.queue.then(async () => {
        if (!connection.refused) await this.message(connectionId, connection, body);
        connection.waiting--;
      });
    });
    ws.on('error', (error) => console.error(`live server: connection ${connectionId}:`, error));
    ws.on('close', () => {
      clearTimeout(connection.idle);
      clearTimeout(connection.lifetime);
      this.connections.delete(connectionId);
      const disconnected = connection.queue
        .then(() => this.disconnects(() => this.invoke('$disconnect', connectionId, connectedAt, sourceIp)))
        .then(() => undefined)
        .finally(() => this.closing.delete(disconnected));
      this.closing.add(disconnected);
    });
  }

  private async message(connectionId: string, connection: Connection, body: string): Promise<void> {
    const result = await this.invocations(() =>
      this.invoke(selectRoute(body, this.byKey), connectionId, connection.connectedAt, connection.sourceIp, body),
    );
    if (result.body && !connection.refused && connection.ws.readyState === WebSocket.OPEN) this.send(connection, result.body);
  }

  /** Whether a message (or ping) of the connection is taken: one past its rate, or past what waits already, closes it. */
  private admit(connection: Connection): boolean {
    if (connection.refused) return false;
    const due = afterMessage(connection.due, systemClock.now());
    if (due === undefined) {
      this.refuse(connection, OVER_RATE);
      return false;
    }
    if (connection.waiting >= MAX_WAITING) {
      this.refuse(connection, 'more messages waiting than the server takes');
      return false;
    }
    connection.due = due;
    return true;
  }

  /** Sends, unless what the client has left unread passes the limit: then it is closed. */
  private send(connection: Connection, text: string): void {
    connection.ws.send(text);
    if (connection.ws.bufferedAmount > MAX_UNREAD_BYTES) this.refuse(connection, 'more than 1 MB left unread');
  }

  /** Closes a connection for what it did (1008): its close frame, then, a moment later, its socket. */
  private refuse(connection: Connection, reason: string): void {
    if (connection.refused) return;
    connection.refused = true;
    connection.ws.close(POLICY_VIOLATION, reason);
    setTimeout(() => connection.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  private async invoke(
    routeKey: RouteKey,
    connectionId: string,
    connectedAt: number,
    sourceIp: string,
    body?: string,
  ): Promise<APIGatewayProxyStructuredResultV2> {
    const entry = this.byKey.get(routeKey);
    if (!entry) throw new Error(`the live routes have no ${routeKey}`);
    try {
      return await invoke(
        LIVE_ROUTES_FUNCTION,
        (context) => entry.handler(event(routeKey, connectionId, connectedAt, sourceIp, body), context),
        routeKey,
      );
    } catch (error) {
      // Like a Lambda that failed: API Gateway answers nothing and the connection stays.
      console.error(`live server: ${routeKey} failed`, error);
      return { statusCode: 500 };
    }
  }
}

/** API Gateway's route selection `$request.body.action`: a message route's key, else $default. */
function selectRoute(body: string, routes: Map<string, LiveRouteEntry>): RouteKey {
  try {
    const action = (JSON.parse(body) as { action?: unknown } | null)?.action;
    if (typeof action === 'string' && !action.startsWith('$') && routes.has(action)) return action as RouteKey;
  } catch {
    // not JSON: $default
  }
  return '$default';
}

function event(
  routeKey: RouteKey,
  connectionId: string,
  connectedAt: number,
  sourceIp: string,
  body?: string,
): APIGatewayProxyWebsocketEventV2 {
  const now = new Date();
  const requestId = randomUUID();
  const requestContext = {
    routeKey,
    messageId: randomUUID(),
    eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
    extendedRequestId: requestId,
    requestTime: now.toUTCString(),
    messageDirection: 'IN',
    stage: 'local',
    connectedAt,
    requestTimeEpoch: now.getTime(),
    requestId,
    domainName: 'localhost',
    connectionId,
    apiId: 'local',
    // API Gateway's too, though the aws-lambda types leave it out (functions/live/route.ts reads it).
    identity: { sourceIp },
  } as const;
  return { requestContext, body, isBase64Encoded: false };
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
