/**
 * Bot reaction time over HTTP (docs/rulings.md, Bots 2): from the moment a bot is awaited (the
 * stored event that hands it the turn) to its first move stored, read from the stored events'
 * times. A person plays Dice Kings solitaire-simple moves over HTTP against a strong bot, on a
 * fresh local stack, so the first figure includes loading the bot's table.
 *
 * Run on its own: `npx tsx bench/bot-reaction.ts`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { apiCaller } from './local-api.ts';

const GAMES = 2;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchBotReaction(): Promise<Record<string, number>> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0 });
  try {
    const call = apiCaller(stack.url);
    const reactions: number[] = [];
    for (let g = 0; g < GAMES; g++) {
      const me = await call('POST', '/players', { name: `Bench ${g}` });
      const { gameId } = await call('POST', '/games', { game: 'dice-kings' }, me.token);
      const { players } = await call('POST', `/games/${gameId}/bots`, { level: 'strong' }, me.token);
      const bot = players[1].playerId as string;
      let game = await call('POST', `/games/${gameId}/start`, undefined, me.token);
      // Bounded: 13 turns of at most 4 commands each, and a wait of at most 10 s for each bot turn.
      for (let step = 0; step < 200 && game.status === 'playing'; step++) {
        if (!game.turn.awaiting.includes(me.playerId)) {
          for (let poll = 0; poll < 1000 && game.status === 'playing' && !game.turn.awaiting.includes(me.playerId); poll++) {
            await sleep(10);
            game = await call('GET', `/games/${gameId}`, undefined, me.token);
          }
          continue;
        }
        const { moves, version } = await call('GET', `/games/${gameId}/legal-moves`, undefined, me.token);
        const move = moves.find((m: { type: string }) => m.type === 'score') ?? moves[0];
        game = (await call('POST', `/games/${gameId}/commands`, { ...move, expectedVersion: version }, me.token)).game;
      }
      const { events } = await call('GET', `/games/${gameId}/events?after=0&limit=500`);
      events.forEach((event: { type: string; playerId?: string; at: string }, i: number) => {
        if (event.type === 'TurnStarted' && event.playerId === bot && events[i + 1]) {
          reactions.push(Date.parse(events[i + 1].at) - Date.parse(event.at));
        }
      });
    }
    const sorted = reactions.sort((a, b) => a - b);
    return {
      botTurns: sorted.length,
      reactionP50Ms: percentile(sorted, 0.5),
      reactionP99Ms: percentile(sorted, 0.99),
      reactionMaxMs: sorted.at(-1)!,
    };
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchBotReaction());
