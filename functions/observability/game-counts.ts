import type { GameName } from '../../domain/registry.ts';
import type { GameCreated } from '../../domain/platform/events.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { gameCreated, gameEnded, gameStarted } from './metrics.ts';

const counters: Record<string, (game: GameName) => void> = { GameCreated: gameCreated, GameStarted: gameStarted, GameEnded: gameEnded };

/**
 * Games created, started and ended, per game, counted from the events stream: each event is
 * stored once (a command retried after a race, or replayed for its Idempotency-Key, stores
 * nothing more), so it is counted once. It is the last reaction of its stream reader, so a
 * record a reaction failed on was not counted before its retry. (A batch is retried from its
 * first failed record on: a record after that one, counted already, counts again.)
 * GameCreated names its game; the others take it from the game as the item left it, which
 * the webhook fan-out before it has read already (one Query for the item, shared).
 */
export const countGames: ItemConsumer = async (item, transition) => {
  const counted = item.events.filter((e) => e.type in counters);
  if (counted.length === 0) return;
  const created = item.events.find((e) => e.type === 'GameCreated') as GameCreated | undefined;
  const game = created?.game ?? (await transition()).after?.game;
  if (!game) return;
  for (const event of counted) counters[event.type]!(game);
};
