/**
 * Quick match's latency over HTTP (docs/matchmaking.md, Measured): the time from the last ticket a table needs being
 * sent to its owner reading it `matched`, polling GET /matchmaking/{id} every 10 ms. Pairs of
 * players ask one after the other (the second ticket is the last), then a burst of 100 tickets
 * sent at once, each one timed to its own `matched`, on a fresh local stack.
 *
 * Run on its own: `npx tsx bench/quick-match.ts`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { apiCaller } from './local-api.ts';

const PAIRS = 40;
const BURST = 100;
/** Bounded: a ticket not matched within this long fails the bench. */
const GIVE_UP_MS = 30_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchQuickMatch(): Promise<Record<string, number>> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0 });
  const call = apiCaller(stack.url);
  const player = async (name: string) => (await call('POST', '/players', { name })).token as string;
  /** Sends a ticket and resolves with the ms from sending it to reading it matched. */
  const timed = async (token: string, body: Record<string, unknown>) => {
    const sent = performance.now();
    const { ticketId } = await call('POST', '/matchmaking', body, token);
    for (;;) {
      const ticket = await call('GET', `/matchmaking/${ticketId}`, undefined, token);
      if (ticket.status === 'matched') return performance.now() - sent;
      if (performance.now() - sent > GIVE_UP_MS) throw new Error(`ticket ${ticketId} still ${ticket.status} after ${GIVE_UP_MS} ms`);
      await sleep(10);
    }
  };
  try {
    const pairs: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const [first, last] = [await player(`A${i}`), await player(`B${i}`)];
      const waiting = timed(first, { game: 'quicks' });
      // The first ticket is on its pool's list before the last one is sent.
      await sleep(20);
      pairs.push(await timed(last, { game: 'quicks' }));
      await waiting;
    }
    const tokens: string[] = [];
    for (let i = 0; i < BURST; i += 20) tokens.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => player(`C${i + j}`)))));
    const burst = await Promise.all(tokens.map((token) => timed(token, { game: 'dice-kings' })));
    const [p, b] = [pairs.sort((x, y) => x - y), burst.sort((x, y) => x - y)];
    return {
      pairs: p.length,
      pairLastTicketToMatchedP50Ms: Math.round(percentile(p, 0.5)),
      pairLastTicketToMatchedP99Ms: Math.round(percentile(p, 0.99)),
      burstTickets: b.length,
      burstTicketToMatchedP50Ms: Math.round(percentile(b, 0.5)),
      burstTicketToMatchedP99Ms: Math.round(percentile(b, 0.99)),
    };
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchQuickMatch());
