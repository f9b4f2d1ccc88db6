import type { GameState } from '../../domain/platform/index.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { logger } from '../adapters/logger.ts';
import { loadGame } from '../games/command-service.ts';
import { playCommand } from '../games/commands.ts';
import { botMoved } from '../observability/metrics.ts';
import { awaitedBots, type BotSeat } from './awaited.ts';
import { botQueue } from './queue.ts';
import { decideFor } from './strategies.ts';
import { tablesReady } from './table-solving.ts';

/** A job moves bots this long at most (a game of bots alone after its human resigned), then hands on to a new job. */
const BUDGET_MS = 10_000;

/** A bot's decision; the time it took is the BotMoveTime metric. */
function timed(state: GameState, seat: BotSeat) {
  const started = performance.now();
  const choice = decideFor(state, seat.playerId, seat.level);
  botMoved(performance.now() - started);
  return choice;
}

/**
 * One bot job: the bots the game awaits move, through the same command flow as players, until
 * the game awaits a person again (or is over). Every bot awaited at one version decides from
 * that version's view before any of them is applied (Quicks' step white: ruling Bots 3); each
 * decision is sent with `expectedVersion`, the version it was decided on or the one the bots'
 * own decisions just before it made, so it is applied at most once. A version conflict means
 * someone else moved: their stored item queues a new job, which decides again on what they
 * left. The items this job stores queue no job of their own (reaction.ts): it goes on itself.
 */
export async function moveBots(gameId: string, clock: Clock = systemClock): Promise<void> {
  let state: GameState | undefined = (await loadGame(gameId))?.state;
  const until = Date.now() + BUDGET_MS;
  while (state && Date.now() < until) {
    await tablesReady(state);
    const decided = awaitedBots(state).map((seat) => ({ seat, choice: timed(state!, seat) }));
    if (decided.length === 0) return;
    for (const { seat, choice } of decided) {
      if (!choice) continue;
      const outcome = await playCommand(gameId, seat, { ...choice.move }, { expectedVersion: state.version }, clock);
      if (outcome.kind === 'conflict') return;
      if (outcome.kind !== 'applied') {
        // A bot that sends what the rules refuse is a bug: its step's timer applies the default.
        logger.error('a bot move was not applied', { gameId, playerId: seat.playerId, move: choice.move, outcome });
        return;
      }
      state = outcome.state;
    }
  }
  if (state && awaitedBots(state).length > 0) await (await botQueue()).send([{ gameId }]);
}
