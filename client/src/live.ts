import { ApiError } from './errors.ts';
import type { GameEvent, GameView, ProblemCode } from './types.ts';

/**
 * A handler property typed so that the ws package's sockets (whose events are its own
 * classes) and the browser's both fit: method parameters are checked both ways.
 */
type Handler<E> = { bivariant(event: E): void }['bivariant'];

/** What the SDK needs of a WebSocket: the browser's, Node 22's global one and the ws package's all have it. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface LiveOptions {
  /** The live-updates URL: locally the API's `/ws` (the default); on AWS the stack's WebSocket URL. */
  webSocketUrl?: string;
  /** Node 20 has no global WebSocket: pass one (the ws package's `WebSocket`). Without any, subscribe polls. */
  WebSocket?: WebSocketConstructor;
  /** How often to poll while the socket is unavailable, in ms (default 1000). */
  pollInterval?: number;
}

/** Everything stored after the previous update, up to `version`, and the game as it is then. */
export interface Update {
  gameId: string;
  version: number;
  /** The events after the version of the previous update, oldest first (over the socket: one version's). */
  events: GameEvent[];
  game: GameView;
}

/** `live`: over the WebSocket; `polling`: while the socket is unavailable, over HTTP with If-None-Match. */
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'closed';

export interface SubscribeOptions {
  /** Deliver every version after this one; default: the current version, so nothing old. */
  after?: number;
  onUpdate(update: Update): void;
  onStatus?(status: LiveStatus): void;
  /** A failed poll (polling goes on) or a refusal that ends the subscription (then status `closed`). */
  onError?(error: unknown): void;
}

export interface Subscription {
  /** The last version delivered (or, without `after`, subscribed at). */
  readonly version: number | undefined;
  close(): void;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 15_000;
/** Under the server's 10-minute idle close, so a quiet game keeps its connection. */
const PING_MS = 60_000;

type ServerMessage =
  | { type: 'subscribed'; gameId: string; version: number }
  | { type: 'update'; gameId: string; version: number; events: GameEvent[]; game: GameView }
  | { type: 'error'; code: ProblemCode; detail: string; gameId?: string }
  | { type: 'pong' | 'unsubscribed' };

/** A text frame's message; anything else (the contract sends only JSON text) is ignored. */
function parseMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as ServerMessage;
  } catch {
    return undefined;
  }
}

/** The HTTP status each code has in the contract, for errors the socket reports. */
const socketErrorStatus: Partial<Record<string, number>> = { unauthenticated: 401, 'game-not-found': 404 };

/** What following a game needs of the client (Client has it): the token it acts with and the two reads of polling. */
export interface LiveReads {
  readonly token?: string | undefined;
  getGameIfChanged(gameId: string, etag: string | null): Promise<{ game: GameView; etag: string | null } | null>;
  allEvents(gameId: string, after?: number): Promise<GameEvent[]>;
}

/**
 * Follows one game. Over the WebSocket when one can be opened; when it cannot, or while it is
 * down, by polling the view with If-None-Match (and the events since the last update), and
 * reconnecting with jittered backoff. Each (re)subscription asks for the versions after the
 * last one delivered, and anything at or below it is dropped, so no version is lost or
 * delivered twice however the two paths interleave.
 */
export function subscribe(
  client: LiveReads,
  options: LiveOptions & { baseUrl: string },
  gameId: string,
  handlers: SubscribeOptions,
): Subscription {
  const WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  const url = options.webSocketUrl ?? `${options.baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/ws`;
  const pollInterval = options.pollInterval ?? 1000;

  let last = handlers.after;
  let closed = false;
  let socket: WebSocketLike | undefined;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let polling = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let etag: string | null = null;
  let status: LiveStatus | undefined;

  const setStatus = (next: LiveStatus) => {
    if (status === next) return;
    status = next;
    handlers.onStatus?.(next);
  };

  const deliver = (update: Update) => {
    if (closed || (last !== undefined && update.version <= last)) return;
    last = update.version;
    handlers.onUpdate(update);
  };

  const fail = (error: unknown) => {
    handlers.onError?.(error);
    subscription.close();
  };

  function connect() {
    if (!WebSocketImpl) return startPolling();
    setStatus(polling ? 'polling' : 'connecting');
    let opened: WebSocketLike;
    try {
      opened = new WebSocketImpl(url);
    } catch {
      return startPolling();
    }
    socket = opened;
    opened.onopen = () => {
      opened.send(
        JSON.stringify({
          action: 'subscribe',
          gameId,
          ...(last === undefined ? {} : { after: last }),
          ...(client.token ? { token: client.token } : {}),
        }),
      );
      pingTimer = setInterval(() => opened.send(JSON.stringify({ action: 'ping' })), PING_MS);
    };
    opened.onmessage = (event) => {
      if (socket !== opened) return;
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'subscribed' && message.gameId === gameId) {
        if (last === undefined) last = message.version;
        reconnectDelay = RECONNECT_MIN_MS;
        stopPolling();
        setStatus('live');
      } else if (message.type === 'update' && message.gameId === gameId) {
        deliver({ gameId, version: message.version, events: message.events, game: message.game });
      } else if (message.type === 'error' && (message.gameId === undefined || message.gameId === gameId)) {
        fail(new ApiError(message.code, socketErrorStatus[message.code] ?? 400, message.detail, null, message));
      }
    };
    // The close that follows an error does the work (polling, reconnecting).
    opened.onerror = () => undefined;
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = undefined;
      clearInterval(pingTimer);
      if (closed) return;
      // Keep the table moving over HTTP until the socket is back.
      startPolling();
      reconnectTimer = setTimeout(connect, Math.random() * reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    };
  }

  function startPolling() {
    if (polling || closed) return;
    polling = true;
    setStatus('polling');
    void poll();
  }

  function stopPolling() {
    polling = false;
    clearTimeout(pollTimer);
  }

  async function poll() {
    try {
      const changed = await client.getGameIfChanged(gameId, etag);
      if (changed) {
        etag = changed.etag;
        const { game } = changed;
        if (last === undefined) last = game.version;
        else if (game.version > last) {
          // Events stored after the view was read wait for the next poll, with their view.
          const events = (await client.allEvents(gameId, last)).filter((event) => event.version <= game.version);
          deliver({ gameId, version: game.version, events, game });
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return fail(error);
      handlers.onError?.(error);
    }
    if (polling && !closed) pollTimer = setTimeout(poll, pollInterval);
  }

  const subscription: Subscription = {
    get version() {
      return last;
    },
    close() {
      if (closed) return;
      closed = true;
      stopPolling();
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      const open = socket;
      socket = undefined;
      open?.close();
      setStatus('closed');
    },
  };
  connect();
  return subscription;
}
