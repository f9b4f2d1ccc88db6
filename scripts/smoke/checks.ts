/**
 * The checks of `npm run smoke` (scripts/smoke.ts), one function each, speaking to a deployed
 * (or local) stage with nothing but HTTP, a WebSocket and the public contract
 * (docs/contract.md). Each records the request ids (`X-Request-Id`) of what it sent, so a
 * failure can be found in the stage's logs.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';

export interface Target {
  baseUrl: string;
  wsUrl?: string;
  webhookUrl?: string;
  /** The Origin the CORS check sends: the stage must allow it (`*` allows any). */
  origin: string;
}

/** What one check saw: the request ids of its exchanges, and a line of what it found. */
export class Exchanges {
  readonly requestIds: string[] = [];
  constructor(private readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const requestId = response.headers.get('x-request-id');
    if (requestId) this.requestIds.push(requestId);
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** The call's answer when its status is `status`; otherwise a failure naming what came. */
  async expect(status: number, method: string, path: string, options?: Parameters<Exchanges['call']>[2]) {
    const answer = await this.call(method, path, options);
    if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}, not ${status}`);
    return answer.json;
  }
}

export type Check = (target: Target, http: Exchanges, player: () => Promise<Player>) => Promise<string>;

export interface Player {
  playerId: string;
  token: string;
}

export const health: Check = async (_, http) => {
  const body = await http.expect(200, 'GET', '/health');
  if (body?.status !== 'ok') throw new Error(`GET /health answered ${JSON.stringify(body)}`);
  return 'the database answers';
};

export const cors: Check = async ({ origin }, http) => {
  const preflight = await http.call('OPTIONS', '/games', {
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });
  if (preflight.status !== 204) throw new Error(`the preflight of POST /games answered ${preflight.status}`);
  const allowed = preflight.headers.get('access-control-allow-origin');
  if (allowed !== '*' && allowed !== origin) throw new Error(`the preflight allows the origin ${allowed}, not ${origin} (see corsOrigins)`);
  const answer = await http.call('GET', '/health', { headers: { origin } });
  const exposed = (answer.headers.get('access-control-expose-headers') ?? '').toLowerCase();
  if (!exposed.includes('x-request-id')) throw new Error(`GET /health exposes "${exposed}", not x-request-id`);
  return `${origin} may call, and reads X-Request-Id`;
};

export const signUp: Check = async (_, http) => {
  const body = await http.expect(201, 'POST', '/players', { body: { name: 'Smoke test' } });
  const me = await http.expect(200, 'GET', '/players/me', { token: body.token });
  if (me.playerId !== body.playerId) throw new Error(`GET /players/me named ${me.playerId}, not ${body.playerId}`);
  return `player ${body.playerId}`;
};

type Move = { type: string } & Record<string, unknown>;
/** The quickest way to the end: score or pass where the game allows it, else its first legal move. */
const quickest = (moves: Move[]): Move => moves.find((m) => m.type === 'score' || m.type === 'pass' || m.type === 'draw') ?? moves[0]!;

/**
 * A short game against a bot: started, three commands of ours (the bot's turns between them),
 * then we resign, which ends it at once with the bot the winner (docs/rulings.md, Resigning 5).
 */
export const playGame =
  (game: 'quicks' | 'dice-kings' | 'rummiduck', ourCommands = 3, limitMs = 30_000): Check =>
  async (_, http, player) => {
    const me = await player();
    const { gameId } = await http.expect(201, 'POST', '/games', { body: { game }, token: me.token });
    await http.expect(201, 'POST', `/games/${gameId}/bots`, { body: { level: 'easy' }, token: me.token });
    await http.expect(200, 'POST', `/games/${gameId}/start`, { token: me.token });
    let commands = 0;
    await until(
      async () => {
        const view = await http.expect(200, 'GET', `/games/${gameId}`, { token: me.token });
        if (view.status !== 'playing') return view.status;
        if (commands >= ourCommands || !view.turn.awaiting.includes(me.playerId)) return commands >= ourCommands ? 'played' : undefined;
        const { moves, version } = await http.expect(200, 'GET', `/games/${gameId}/legal-moves`, { token: me.token });
        const reply = await http.call('POST', `/games/${gameId}/commands`, {
          body: { ...quickest(moves), expectedVersion: version },
          token: me.token,
        });
        // 409: the bot moved first; the next round reads the game again.
        if (reply.status !== 200 && reply.status !== 409) throw new Error(`a command answered ${reply.status} ${reply.text.slice(0, 300)}`);
        if (reply.status === 200) commands++;
        return undefined;
      },
      limitMs,
      `${gameId}: ${ourCommands} commands of ours`,
    );
    const resigned = await http.expect(200, 'POST', `/games/${gameId}/resign`, { token: me.token });
    if (resigned.status !== 'ended') throw new Error(`${gameId} is ${resigned.status} after our resignation, not ended`);
    return `${gameId}: ${commands} commands, then resigned: ended at version ${resigned.version}`;
  };

/** A Dice Kings game followed over the WebSocket: subscribed, then one update for our first command. */
export const followLive: Check = async ({ wsUrl }, http, player) => {
  if (!wsUrl) throw new Skip('no --ws-url');
  const me = await player();
  const { gameId } = await http.expect(201, 'POST', '/games', { body: { game: 'dice-kings' }, token: me.token });
  await http.expect(201, 'POST', `/games/${gameId}/bots`, { body: {}, token: me.token });
  const ws = new WebSocket(wsUrl);
  const messages: any[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  try {
    await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
    ws.send(JSON.stringify({ action: 'subscribe', gameId, token: me.token }));
    await until(() => messages.find((m) => m.type === 'subscribed' || m.type === 'error'), 10_000, 'no answer to subscribe');
    if (!messages.some((m) => m.type === 'subscribed')) throw new Error(`subscribe answered ${JSON.stringify(messages)}`);
    await http.expect(200, 'POST', `/games/${gameId}/start`, { token: me.token });
    const [move] = (await http.expect(200, 'GET', `/games/${gameId}/legal-moves`, { token: me.token })).moves;
    const { version } = await http.expect(200, 'POST', `/games/${gameId}/commands`, { body: move, token: me.token });
    await until(
      () => messages.find((m) => m.type === 'update' && m.gameId === gameId && m.version >= version),
      15_000,
      `no update of version ${version}`,
    );
    await http.expect(200, 'POST', `/games/${gameId}/resign`, { token: me.token });
    return `${gameId} followed to version ${version}`;
  } finally {
    ws.close();
  }
};

/** A webhook to the operator's receiver, pinged, its delivery answered with a 2xx; then removed. */
export const webhook: Check = async ({ webhookUrl }, http, player) => {
  if (!webhookUrl) throw new Skip('no --webhook-url');
  const me = await player();
  const created = await http.expect(201, 'POST', '/webhooks', { body: { url: webhookUrl, events: ['game.ended'] }, token: me.token });
  try {
    if (!/^whsec_/.test(created.secret)) throw new Error(`the secret ${created.secret} is no whsec_ secret`);
    await http.expect(202, 'POST', `/webhooks/${created.id}/ping`, { token: me.token });
    const delivered = await until(
      async () => {
        const { deliveries } = await http.expect(200, 'GET', `/webhooks/${created.id}/deliveries`, { token: me.token });
        return (deliveries as { type: string; statusCode: number | null; error?: string }[]).find(
          (d) => d.type === 'ping' && (d.statusCode !== null || d.error),
        );
      },
      30_000,
      `no ping delivery reached ${webhookUrl}`,
    );
    const status = delivered.statusCode ?? 0;
    if (status < 200 || status > 299) throw new Error(`the ping to ${webhookUrl} failed: ${delivered.error ?? status}`);
    return `${webhookUrl} answered the ping ${delivered.statusCode}`;
  } finally {
    await http.call('DELETE', `/webhooks/${created.id}`, { token: me.token });
  }
};

/** A check that cannot run with what it was given. */
export class Skip extends Error {}

/** Polls `found` every 50 ms until it answers something, or fails with `failure` after `ms`. */
async function until<T>(found: () => T | undefined | Promise<T | undefined>, ms: number, failure: string): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await found();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`${failure} within ${ms / 1000} s`);
}
