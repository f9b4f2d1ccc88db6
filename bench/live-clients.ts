/**
 * The far end of the live-updates bench, in a process of its own so that the server's memory
 * is measured without its clients: opens `count` WebSocket connections to `url`, each
 * following `gameId` as a spectator, and tells its parent (IPC) when they are all subscribed
 * and when every one has received version N. `close` closes them all and exits.
 */
import { WebSocket } from 'ws';

const [url, countText, gameId] = process.argv.slice(2) as [string, string, string];
const count = Number(countText);
/** Connections opened at once: a burst the size of this machine, not a flood. */
const BATCH = 50;

const newest = new Map<WebSocket, number>();
let waitingFor: number | undefined;

function opened(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string; version: number };
      if (message.type === 'subscribed') resolve(ws);
      if (message.type === 'update') newest.set(ws, message.version);
      if (message.type === 'error') reject(new Error(JSON.stringify(message)));
      if (waitingFor !== undefined && message.type === 'update') check();
    });
    ws.on('open', () => ws.send(JSON.stringify({ action: 'subscribe', gameId })));
    ws.on('error', reject);
  });
}

function check() {
  if (waitingFor === undefined) return;
  for (const ws of sockets) if ((newest.get(ws) ?? 0) < waitingFor) return;
  process.send!({ type: 'reached', version: waitingFor });
  waitingFor = undefined;
}

const sockets: WebSocket[] = [];
for (let i = 0; i < count; i += BATCH) sockets.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, opened))));
process.send!({ type: 'ready', count: sockets.length });

process.on('message', (message: { type: string; version?: number }) => {
  if (message.type === 'await') {
    waitingFor = message.version;
    check();
  }
  if (message.type === 'close') {
    for (const ws of sockets) ws.close();
    setTimeout(() => process.exit(0), 200);
  }
});
