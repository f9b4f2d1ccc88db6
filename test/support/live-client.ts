/**
 * A WebSocket client of the live updates for end-to-end tests: it keeps every message it
 * gets, in order, and waits for the ones a test expects (never by sleeping).
 */
import { WebSocket } from 'ws';
import { localLiveQueue } from '../../infra/local/live-queue.ts';
import type { Api } from './local-stack.ts';

export type Message = Record<string, any>;

export class LiveClient {
  readonly received: Message[] = [];
  private waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private closed?: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as Message;
      this.received.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(api: Api | string): Promise<LiveClient> {
    const url = typeof api === 'string' ? api : liveUrl(api);
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new LiveClient(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from now on, or already received after `since`, that matches. */
  next(match: (m: Message) => boolean, { since = this.received.length, timeoutMs = 10_000 } = {}): Promise<Message> {
    const seen = this.received.slice(since).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no matching message in ${timeoutMs} ms; received: ${JSON.stringify(this.received.slice(since)).slice(0, 2000)}`),
          ),
        timeoutMs,
      );
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** Sends a message and waits for the answer of the given type. */
  async ask(message: unknown, type: string): Promise<Message> {
    const since = this.received.length;
    this.send(message);
    return this.next((m) => m.type === type || m.type === 'error', { since });
  }

  /** Subscribes and waits for `subscribed` (or the error that refuses it). */
  subscribe(gameId: string, options: { after?: number; token?: string } = {}): Promise<Message> {
    return this.ask({ action: 'subscribe', gameId, ...options }, 'subscribed');
  }

  /** The updates received for a game, in the order they came. */
  updates(gameId: string): Message[] {
    return this.received.filter((m) => m.type === 'update' && m.gameId === gameId);
  }

  /** Waits until the game's update of `version` has come. */
  untilVersion(gameId: string, version: number, timeoutMs?: number): Promise<Message> {
    return this.next((m) => m.type === 'update' && m.gameId === gameId && m.version >= version, { since: 0, timeoutMs });
  }

  whenClosed(): Promise<{ code: number; reason: string }> {
    return this.closed!;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}

export const liveUrl = (api: Api) => `${api.url.replace(/^http/, 'ws')}/ws`;

/** Waits until the stream consumers have seen everything written so far and every live job is done. */
export async function liveSettled(api: Api): Promise<void> {
  await api.stack.settled();
  await localLiveQueue.idle();
}

/**
 * Plays `count` commands of a Dice Kings game over HTTP, each by the awaited player, each the
 * first legal move (roll, roll, roll, score): the stream grows one version per command.
 */
export async function playDiceKings(
  api: Api,
  gameId: string,
  players: { playerId: string; token: string }[],
  count: number,
): Promise<number> {
  let version = 0;
  for (let i = 0; i < count; i++) {
    const game = (await api.get(`/games/${gameId}`)).body;
    const player = players.find((p) => p.playerId === game.turn.playerId)!;
    const [move] = (await api.get(`/games/${gameId}/legal-moves`, player.token)).body.moves;
    const reply = await api.post(`/games/${gameId}/commands`, move, player.token);
    if (reply.status !== 200) throw new Error(`command: ${reply.status} ${reply.text}`);
    version = reply.body.version;
  }
  return version;
}
