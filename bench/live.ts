/**
 * Live updates on the local server (`npm start`'s code: the stream poller, the fan-out, the
 * WebSocket server on /ws), the figures of docs/contract.md's Live updates and docs/live-updates.md:
 * - a crowd: 1,000 spectators of one game subscribing at once (in a child process, so that the
 *   server's memory is measured without its clients): how long until all are subscribed, the
 *   server's RSS and heap per idle connection, and the push latency (from a command's answer
 *   to each follower's receipt of its update) p50/p99 over a few versions;
 * - 100 followers of one game (its two players and 98 spectators, in this process): push p50/p99;
 * - 2,000 subscribing at once: how many are subscribed, how many refused (cleanly: an error answer);
 * - a flood: 100 clients that never read, each sending 500 pings at once: `/health` p99 before
 *   and during it, and how many of them were closed.
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

const FOLLOWERS = 100;
const COMMANDS = 30;
const WARM_UP = 5;
const CROWD = 1000;
const CROWD_VERSIONS = 5;
const BIG_CROWD = 2000;
const FLOODERS = 100;
const PINGS_EACH = 500;
const GIVE_UP_MS = 60_000;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const round = (n: number) => Math.round(n * 10) / 10;
const epoch = () => performance.timeOrigin + performance.now();

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
    /** One command by the awaited player (its first legal move); its version and when its answer came (epoch ms). */
    const move = async () => {
      const game = await call('GET', `/games/${gameId}`);
      const player = players.find((p) => p.playerId === game.turn.playerId)!;
      const [command] = (await call('GET', `/games/${gameId}/legal-moves`, undefined, player.token)).moves;
      const reply = await call('POST', `/games/${gameId}/commands`, command, player.token);
      return { version: reply.version as number, answeredAt: epoch() };
    };
    return { gameId, players, move };
  };

  /** A child process of `count` followers of the game (live-clients.ts), and its messages. */
  const crowdOf = (count: number, gameId: string) => {
    const child = fork(new URL('./live-clients.ts', import.meta.url), [wsUrl, String(count), gameId], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    const next = <T>(type: string) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the clients' process sent no ${type} in 150 s`)), 150_000);
        child.on('message', (m: { type: string }) => m.type === type && (clearTimeout(timer), resolve(m as T)));
        child.once('exit', (code) => code && reject(new Error(`the clients' process exited with ${code}`)));
      });
    const close = async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    };
    return { child, next, close };
  };

  const sockets: WebSocket[] = [];
  const children: ChildProcess[] = [];
  try {
    // 1. A crowd of 1,000 subscribing at once (measured first, with nothing else open): how long
    //    until all are answered, the server's memory per idle connection, and the push latency to all.
    const crowdGame = await newGame();
    const gc = collector();
    gc();
    const before = process.memoryUsage();
    const crowd = crowdOf(CROWD, crowdGame.gameId);
    children.push(crowd.child);
    const ready = await crowd.next<{ subscribed: number; refused: number; ms: number }>('ready');
    await stack.settled();
    gc();
    const after = process.memoryUsage();
    const crowdDelays: number[] = [];
    for (let i = 0; i < CROWD_VERSIONS; i++) {
      const reached = crowd.next<{ arrivals: number[] }>('reached');
      const { version, answeredAt } = await crowdGame.move();
      crowd.child.send({ type: 'await', version });
      crowdDelays.push(...(await reached).arrivals.map((t) => Math.max(0, t - answeredAt)));
    }
    await crowd.close();

    // 2. Push latency to 100 followers of one game.
    const game = await newGame();
    /** When each follower received each version (epoch ms). */
    const arrivals = new Map<number, number[]>();
    let waiting: { version: number; resolve: () => void } | undefined;
    for (let i = 0; i < FOLLOWERS; i++) {
      const ws = new WebSocket(wsUrl);
      const token = i < 2 ? game.players[i].token : undefined;
      await new Promise<void>((resolve, reject) => {
        ws.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString('utf8'));
          if (message.type === 'subscribed') resolve();
          if (message.type === 'error') reject(new Error(JSON.stringify(message)));
          if (message.type !== 'update') return;
          const times = arrivals.get(message.version) ?? [];
          times.push(epoch());
          arrivals.set(message.version, times);
          if (waiting && message.version === waiting.version && times.length === FOLLOWERS) waiting.resolve();
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
          () => reject(new Error(`version ${version} did not reach all ${FOLLOWERS} followers in ${GIVE_UP_MS} ms`)),
          GIVE_UP_MS,
        );
        waiting = { version, resolve: () => (clearTimeout(timer), resolve()) };
        if ((arrivals.get(version)?.length ?? 0) === FOLLOWERS) waiting.resolve();
      });
      // A follower may get its update before the command's own answer arrives: that counts as 0.
      if (i >= WARM_UP) latencies.push(...arrivals.get(version)!.map((t) => Math.max(0, t - answeredAt)));
    }
    // The same DynamoDB Local's round trip meanwhile: a push is a few of them after the stream poller's wait.
    const roundTrips: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await call('GET', `/games/${game.gameId}`);
      roundTrips.push(performance.now() - started);
    }
    for (const ws of sockets.splice(0)) ws.terminate();

    // 3. 2,000 subscribing at once: subscribed, or refused cleanly.
    const bigGame = await newGame();
    const big = crowdOf(BIG_CROWD, bigGame.gameId);
    children.push(big.child);
    const bigReady = await big.next<{ subscribed: number; refused: number; ms: number }>('ready');
    await big.close();

    // 4. A flood of clients that never read, each sending its pings at once; /health meanwhile.
    const health = async (count: number, until = () => false) => {
      const times: number[] = [];
      for (let i = 0; i < count && !until(); i++) {
        const started = performance.now();
        await call('GET', '/health');
        times.push(performance.now() - started);
      }
      return times;
    };
    const calm = await health(30);
    const flooders = await Promise.all(
      Array.from(
        { length: FLOODERS },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(wsUrl);
            ws.once('open', () => resolve(ws));
            ws.once('error', reject);
          }),
      ),
    );
    sockets.push(...flooders);
    const closed = new Set<WebSocket>();
    for (const ws of flooders) {
      (ws as unknown as { _socket: { pause(): void } })._socket.pause();
      ws.once('close', () => closed.add(ws));
      for (let i = 0; i < PINGS_EACH; i++) ws.send('{"action":"ping"}');
    }
    const flooded = await health(30);
    const floodEnd = performance.now() + 10_000;
    for (const ws of flooders) (ws as unknown as { _socket: { resume(): void } })._socket.resume();
    while (closed.size < FLOODERS && performance.now() < floodEnd) await new Promise((resolve) => setTimeout(resolve, 50));

    const heap = after.heapUsed + after.external - before.heapUsed - before.external;
    return {
      crowd: CROWD,
      crowdSubscribed: ready.subscribed,
      crowdRefused: ready.refused,
      crowdAllAnsweredMs: Math.round(ready.ms),
      crowdPushP50Ms: round(quantile(crowdDelays, 0.5)),
      crowdPushP99Ms: round(quantile(crowdDelays, 0.99)),
      serverRssKBPerConnection: round((after.rss - before.rss) / 1024 / CROWD),
      serverHeapKBPerConnection: round(heap / 1024 / CROWD),
      followers: FOLLOWERS,
      pushP50Ms: round(quantile(latencies, 0.5)),
      pushP99Ms: round(quantile(latencies, 0.99)),
      getGameP50Ms: round(quantile(roundTrips, 0.5)),
      bigCrowd: BIG_CROWD,
      bigCrowdSubscribed: bigReady.subscribed,
      bigCrowdRefused: bigReady.refused,
      bigCrowdAllAnsweredMs: Math.round(bigReady.ms),
      flooders: FLOODERS,
      floodersClosed: closed.size,
      healthP99CalmMs: round(quantile(calm, 0.99)),
      healthP99FloodMs: round(quantile(flooded, 0.99)),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    for (const child of children) child.kill();
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
