/**
 * Live updates on the local server (`npm start`'s code: the stream poller, the fan-out, the
 * WebSocket server on /ws), two figures:
 * - push latency: 100 subscribers of one Dice Kings game (its two players and 98 spectators,
 *   in this process); for each command, the time from the command's answer to each
 *   subscriber's receipt of its update. Targets: p50 ≤ 50 ms, p99 ≤ 250 ms.
 * - memory: what 1,000 open connections, each following a game, cost the server process
 *   (its clients run in a child process); and how long that game's next version takes to
 *   reach all 1,000.
 * Beside them, the same run's GET /games/{id} time: on a busy machine every figure grows with it.
 *
 * Run on its own: `npx tsx bench/live.ts`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocket } from 'ws';
import { apiCaller } from './local-api.ts';

const SUBSCRIBERS = 100;
const COMMANDS = 40;
const WARM_UP = 6;
const CONNECTIONS = 1000;
const GIVE_UP_MS = 20_000;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchLive(): Promise<Record<string, number>> {
  // Imported here so that a run on its own can quiet the handlers' logs before they load.
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0, tablePrefix: 'bench-live' });
  const wsUrl = `${stack.url.replace(/^http/, 'ws')}/ws`;

  const call = apiCaller(stack.url);
  const newGame = async () => {
    const players = [await call('POST', '/players', { name: 'Ann' }), await call('POST', '/players', { name: 'Bob' })];
    const { gameId } = await call('POST', '/games', { game: 'dice-kings' }, players[0].token);
    await call('POST', `/games/${gameId}/join`, undefined, players[1].token);
    await call('POST', `/games/${gameId}/start`, undefined, players[0].token);
    /** One command by the awaited player (its first legal move); its version and when its answer came. */
    const move = async () => {
      const game = await call('GET', `/games/${gameId}`);
      const player = players.find((p) => p.playerId === game.turn.playerId)!;
      const [command] = (await call('GET', `/games/${gameId}/legal-moves`, undefined, player.token)).moves;
      const reply = await call('POST', `/games/${gameId}/commands`, command, player.token);
      return { version: reply.version as number, answeredAt: performance.now() };
    };
    return { gameId, players, move };
  };

  const sockets: WebSocket[] = [];
  let child: ChildProcess | undefined;
  try {
    // 1. The server's memory with 1,000 open connections, each following a game (measured first,
    //    with nothing else open), and how long one version takes to reach all of them.
    const crowd = await newGame();
    const gc = collector();
    gc();
    const before = process.memoryUsage();
    child = fork(new URL('./live-clients.ts', import.meta.url), [wsUrl, String(CONNECTIONS), crowd.gameId], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    const running = child;
    const fromChild = (type: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the clients' process sent no ${type} in 120 s`)), 120_000);
        running.on('message', (m: { type: string }) => m.type === type && (clearTimeout(timer), resolve()));
        running.once('exit', (code) => code && reject(new Error(`the clients' process exited with ${code}`)));
      });
    await fromChild('ready');
    await stack.settled();
    gc();
    const after = process.memoryUsage();
    const reached = fromChild('reached');
    const crowdMove = await crowd.move();
    child.send({ type: 'await', version: crowdMove.version });
    await reached;
    const toAllMs = performance.now() - crowdMove.answeredAt;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    child.send({ type: 'close' });
    await exited;

    // 2. Push latency to 100 subscribers of one game.
    const game = await newGame();
    /** When each subscriber received each version. */
    const arrivals = new Map<number, number[]>();
    let waiting: { version: number; resolve: () => void } | undefined;
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const ws = new WebSocket(wsUrl);
      const token = i < 2 ? game.players[i].token : undefined;
      await new Promise<void>((resolve, reject) => {
        ws.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString('utf8'));
          if (message.type === 'subscribed') resolve();
          if (message.type === 'error') reject(new Error(JSON.stringify(message)));
          if (message.type !== 'update') return;
          const times = arrivals.get(message.version) ?? [];
          times.push(performance.now());
          arrivals.set(message.version, times);
          if (waiting && message.version === waiting.version && times.length === SUBSCRIBERS) waiting.resolve();
        });
        ws.on('open', () => ws.send(JSON.stringify({ action: 'subscribe', gameId: game.gameId, token })));
        ws.on('error', reject);
      });
      sockets.push(ws);
    }
    const latencies: number[] = [];
    for (let i = 0; i < WARM_UP + COMMANDS; i++) {
      const { version, answeredAt } = await game.move();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`version ${version} did not reach all ${SUBSCRIBERS} subscribers in ${GIVE_UP_MS} ms`)),
          GIVE_UP_MS,
        );
        waiting = { version, resolve: () => (clearTimeout(timer), resolve()) };
        if ((arrivals.get(version)?.length ?? 0) === SUBSCRIBERS) waiting.resolve();
      });
      // A subscriber may get its update before the command's own answer arrives: that counts as 0.
      if (i >= WARM_UP) latencies.push(...arrivals.get(version)!.map((t) => Math.max(0, t - answeredAt)));
    }
    // The same DynamoDB Local's round trip meanwhile: a push is a few of them after the stream poller's wait.
    const roundTrips: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await call('GET', `/games/${game.gameId}`);
      roundTrips.push(performance.now() - started);
    }

    const heap = after.heapUsed + after.external - before.heapUsed - before.external;
    return {
      subscribers: SUBSCRIBERS,
      pushes: latencies.length,
      pushP50Ms: round(quantile(latencies, 0.5)),
      pushP99Ms: round(quantile(latencies, 0.99)),
      pushMaxMs: round(Math.max(...latencies)),
      getGameP50Ms: round(quantile(roundTrips, 0.5)),
      connections: CONNECTIONS,
      serverHeapMB: round(heap / 2 ** 20),
      serverRssMB: round((after.rss - before.rss) / 2 ** 20),
      serverHeapKBPerConnection: round(heap / 1024 / CONNECTIONS),
      versionTo1000Ms: Math.round(toAllMs),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    child?.kill();
    await stack.stop();
  }
}

/** A full garbage collection, so that the memory figures count what is live, not what is yet to be collected. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchLive());
  process.exit(0);
}
