import type { ItemConsumer } from '../stream/records.ts';
import { leaveQuickMatchTable } from './tickets.ts';

/**
 * The stream reaction of quick match: a game that ends frees its people's quick-match seats
 * (a player sits at one quick-match table at a time, claim.ts), so their next ticket can be
 * matched. Idempotent: each release is conditioned on the seat being this game's.
 */
export const leaveQuickMatchTables: ItemConsumer = async (item, transition) => {
  if (!item.events.some((e) => e.type === 'GameEnded')) return;
  const { after } = await transition();
  if (!after) return;
  await Promise.all(after.players.filter((p) => !p.bot).map((p) => leaveQuickMatchTable(p.playerId, item.gameId)));
};
