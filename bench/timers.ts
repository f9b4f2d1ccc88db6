/**
 * Turn timers on one machine: how long after a step's deadline its default is applied, as a
 * client sees it (polling the game every 10 ms). Dice Kings solitaire games with TurnTime 1
 * whose player never acts, so every turn ends by its timer. Starts its own local stack (with
 * its own DynamoDB Local); the figure the issue asks for is `timerDelayMaxMs` < 2000.
 *
 * Run on its own: `npx tsx bench/timers.ts`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { apiCaller } from './local-api.ts';

const GAMES = 3;
const TURNS_PER_GAME = 6;
const POLL_MS = 10;

export async function benchTimers(): Promise<Record<string, number>> {
  // The handlers' request logs would drown the figure; set before their logger is made.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0 });
  try {
    const call = apiCaller(stack.url);

    const delays = (
      await Promise.all(
        Array.from({ length: GAMES }, async (_, g) => {
          const player = await call('POST', '/players', { name: `Bench ${g}` });
          const { gameId } = await call('POST', '/games', { game: 'dice-kings', config: { TurnTime: 1 } }, player.token);
          let game = await call('POST', `/games/${gameId}/start`, undefined, player.token);
          const seen: number[] = [];
          for (let turn = 0; turn < TURNS_PER_GAME; turn++) {
            const deadline = Date.parse(game.turn.deadline);
            const version = game.version;
            // Bounded: a default later than 10 s is a failure, not a figure.
            for (let i = 0; i < 10_000 / POLL_MS && game.version === version; i++) {
              await sleep(POLL_MS);
              game = await call('GET', `/games/${gameId}`);
            }
            if (game.version === version) throw new Error(`no default within 10 s of the deadline in game ${gameId}`);
            seen.push(Date.now() - deadline);
            // A late firing applies every overdue turn at once: start again from the newest.
          }
          return seen;
        }),
      )
    ).flat();

    delays.sort((a, b) => a - b);
    const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))]!;
    return { samples: delays.length, timerDelayP50Ms: at(0.5), timerDelayP95Ms: at(0.95), timerDelayMaxMs: delays.at(-1)! };
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchTimers());
}
