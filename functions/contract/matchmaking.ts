/** Quick match's ticket, as its owner sees it (docs/contract.md, Quick match). */
import * as z from 'zod';
import { gameList } from './game-list.ts';
import { GameId, Timestamp } from './shared.ts';

export const TicketStatus = z
  .enum(['searching', 'matched', 'cancelled', 'expired'])
  .describe('`searching` until a table is made (`matched`, with `gameId`), the owner cancels it, or 5 minutes pass (`expired`).')
  .meta({ id: 'TicketStatus' });

export const TicketBody = z
  .object({
    ticketId: z.string().describe('A ticket id (`t_…`).'),
    game: z.string().describe(`${gameList}.`),
    config: z.record(z.string(), z.unknown()).describe('The effective config: every key, the defaults filled in. Tickets match on it.'),
    players: z.int().min(1).describe('The table size wanted.'),
    bots: z.boolean().describe('After 30 s without a full table, the seats left are filled with `strong` bots and the game starts.'),
    status: TicketStatus,
    createdAt: Timestamp,
    gameId: GameId.optional().describe('The game made for it, once `matched`: created and started, the owner seated.'),
  })
  .meta({ id: 'Ticket' });
