import { isPlatformEvent } from '../../domain/platform/index.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { awaitedBots, isBot } from './awaited.ts';
import { botQueue } from './queue.ts';

/**
 * The stream reaction of bots: a stored item after which the game awaits a bot becomes a bot
 * job. Items a bot stored are left out: the job that stored them goes on by itself (move.ts).
 * Lobby events await nobody, so they are skipped without reading the game back.
 */
export const queueBotMoves: ItemConsumer = async (item, transition) => {
  if (item.events.every((e) => isPlatformEvent(e) && e.type !== 'GameStarted')) return;
  const { after } = await transition();
  if (!after || isBot(after, item.actor) || awaitedBots(after).length === 0) return;
  await (await botQueue()).send([{ gameId: item.gameId }]);
};
