/**
 * The far end of the live-updates bench, in a process of its own so that the server's memory
 * is measured without its clients: opens `count` WebSocket connections to `url` at once, each
 * following `gameId` as a spectator, and tells its parent (IPC) when every one is answered
 * (how many subscribed, how many were refused, how long it took) and, asked for version N, when
 * every subscribed one has received it, with the moment (epoch ms) each did. `close` closes
 * them all and exits. Bounded: a connection not answered in GIVE_UP_MS counts as refused.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

const [url, countText, gameId] = process.argv.slice(2) as [string, string, string];
const count = Number(countText);
const GIVE_UP_MS = 120_000;
const now = () => performance.timeOrigin + performance.now();

interface Client {
  ws: WebSocket;
  answer?: 'subscribed' | 'refused';
  /** When each version's update came (epoch ms). */
  arrivals: Map<number, number>;
}

let waitingFor: number | undefined;
const started = performance.now();
const clients: Client[] = Array.from({ length: count }, () => {
  const client: Client = { ws: new WebSocket(url), arrivals: new Map() };
  client.ws.on('open', () => client.ws.send(JSON.stringify({ action: 'subscribe', gameId })));
  client.ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as { type: string; version: number };
    if (message.type === 'subscribed') client.answer ??= 'subscribed';
    if (message.type === 'error') client.answer ??= 'refused';
    if (message.type === 'update') client.arrivals.set(message.version, now());
    check();
  });
  const refused = () => (client.answer ??= 'refused');
  client.ws.on('error', refused);
  client.ws.on('close', () => (refused(), check()));
  return client;
});

let ready = false;
const giveUp = setTimeout(() => {
  for (const c of clients) c.answer ??= 'refused';
  check();
}, GIVE_UP_MS);

function check() {
  if (!ready && clients.every((c) => c.answer)) {
    ready = true;
    clearTimeout(giveUp);
    const subscribed = clients.filter((c) => c.answer === 'subscribed').length;
    process.send!({ type: 'ready', subscribed, refused: count - subscribed, ms: performance.now() - started });
  }
  if (waitingFor === undefined) return;
  const following = clients.filter((c) => c.answer === 'subscribed' && c.ws.readyState === WebSocket.OPEN);
  if (!following.every((c) => c.arrivals.has(waitingFor!))) return;
  process.send!({ type: 'reached', version: waitingFor, arrivals: following.map((c) => c.arrivals.get(waitingFor!)) });
  waitingFor = undefined;
}

process.on('message', (message: { type: string; version?: number }) => {
  if (message.type === 'await') {
    waitingFor = message.version;
    check();
  }
  if (message.type === 'close') {
    for (const c of clients) c.ws.close();
    setTimeout(() => process.exit(0), 200);
  }
});
