/**
 * Leaderboards: how long after a game ends its players appear on the board, on the local
 * server (`npm start`'s code: the stream poller feeding the same consumer as on AWS). Each
 * sample is a Rummiduck game won in one move; the clock runs from the winning command's
 * answer until GET /leaderboards/rummiduck shows the winner, polled every 5 ms.
 *
 * Run on its own: `npx tsx bench/leaderboards.ts`.
 */
import { performance } from 'node:perf_hooks';
import { apiCaller } from './local-api.ts';

const SAMPLES = 20;
const GIVE_UP_MS = 10_000;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export async function benchLeaderboards(): Promise<Record<string, number>> {
  // Imported here so that a run on its own can quiet the handlers' logs before they load.
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0, tablePrefix: 'bench-lb', testHooks: true });
  const call = apiCaller(stack.url);
  try {
    const delays: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const winner = await call('POST', '/players', { name: `Winner ${i}` });
      const loser = await call('POST', '/players', { name: `Loser ${i}` });
      const game = await call('POST', '/games', { game: 'rummiduck', config: { StartTiles: 3, InitialMeld: 0 } }, winner.token);
      await call('POST', `/games/${game.gameId}/join`, undefined, loser.token);
      await call('POST', `/games/${game.gameId}/test/rig`, {
        bag: ['red-1-a', 'red-2-a', 'red-3-a', 'blue-5-a', 'blue-9-a', 'black-11-b'],
      });
      await call('POST', `/games/${game.gameId}/start`, undefined, winner.token);
      await call('POST', `/games/${game.gameId}/commands`, { type: 'play', table: [['red-1-a', 'red-2-a', 'red-3-a']] }, winner.token);
      const ended = performance.now();
      for (;;) {
        // Every winner so far has the same best score (25): the newest one is somewhere on the first page.
        const page = await call('GET', '/leaderboards/rummiduck?limit=100');
        if (page.entries.some((e: { playerId: string }) => e.playerId === winner.playerId)) break;
        if (performance.now() - ended > GIVE_UP_MS) throw new Error(`game ${game.gameId} did not reach the board in ${GIVE_UP_MS} ms`);
        await new Promise((r) => setTimeout(r, 5));
      }
      delays.push(performance.now() - ended);
    }
    return {
      samples: SAMPLES,
      medianMs: Math.round(quantile(delays, 0.5)),
      p90Ms: Math.round(quantile(delays, 0.9)),
      maxMs: Math.round(Math.max(...delays)),
    };
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  console.table(await benchLeaderboards());
  process.exit(0);
}
