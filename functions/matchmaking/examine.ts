/**
 * A look at one ticket: the reaction to its arrival (a job sent by POST /matchmaking) and every
 * later look while it searches (a delayed job each look sends itself), never a process that
 * polls. It expires a ticket past its five minutes; else it reads the ticket's pool, finds the
 * table the ticket belongs at (grouping.ts) and claims it (claim.ts). A look that finds no
 * table, or loses every claim it tries, sends the next look at the ticket: so a ticket that
 * arrived at the same moment as its partners, whose looks each saw only themselves on the
 * pool's index, is looked at again a second later and matched then.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { queuePushes } from '../notifications/queue-pushes.ts';
import { queueWebhookEvents } from '../webhooks/fan-out.ts';
import { claimTable } from './claim.ts';
import { tablesOf } from './grouping.ts';
import { matchQueue } from './queue.ts';
import { endSearch, isCurrent, loadTicket, poolTickets, type Ticket } from './tickets.ts';
import { nextCheckIn } from './timing.ts';

/** Reads of the pool a look makes at most, and claims after each read: bounded, however busy the pool. */
const MAX_READS = 4;
const MAX_CLAIMS = 8;
/** After a claim lost to a transaction at the same moment: a short, jittered wait before reading again. */
const CONTENDED_WAIT_MS = 20;

/** What became of a look (the tests read it). */
export type Look = 'gone' | 'expired' | 'matched' | 'waiting';

export async function examineTicket(ticketId: string, clock: Clock = systemClock): Promise<Look> {
  const ticket = await loadTicket(ticketId);
  if (!ticket || ticket.status !== 'searching') return 'gone';
  if (!isCurrent(ticket, clock.now())) return (await endSearch(ticket, 'expired')) ? 'expired' : 'gone';
  if (await seat(ticket, clock)) return 'matched';
  await (await matchQueue()).send([{ ticketId, delayMs: nextCheckIn(ticket, clock.now()) }]);
  return 'waiting';
}

/** True once the ticket's table is made (by this look); false while it must wait. */
async function seat(ticket: Ticket, clock: Clock): Promise<boolean> {
  // Tickets a claim found taken (or whose owner sits at a quick-match table): left out of this look.
  const unavailable = new Set<string>();
  for (let read = 0; read < MAX_READS; read++) {
    const pool = await poolTickets(ticket.pool);
    // The index may not show the ticket yet (it is a moment behind the table): it is searching, as just read.
    const known = pool.some((t) => t.ticketId === ticket.ticketId) ? pool : [...pool, ticket];
    for (let claim = 0; claim < MAX_CLAIMS; claim++) {
      const now = clock.now();
      const open = known.filter((t) => isCurrent(t, now) && !unavailable.has(t.ticketId));
      const table = tablesOf(open, ticket.players, now).find((t) => t.tickets.some((s) => s.ticketId === ticket.ticketId));
      if (!table) return false;
      const made = await claimTable(table.tickets, table.bots, now);
      if (made.kind === 'matched') {
        await announce(table.tickets, made.gameId, now);
        return true;
      }
      // The ticket itself is taken (another look seated it) or its owner is at a table: the next look sees which.
      if (made.kind === 'refused' || (made.kind === 'unavailable' && made.ticketId === ticket.ticketId)) return false;
      if (made.kind === 'contended') break;
      unavailable.add(made.ticketId);
    }
    await sleep(CONTENDED_WAIT_MS * (1 + Math.random()));
  }
  return false;
}

/**
 * docs/contract.md, Quick match: each owner's subscriptions receive `match.found` for their own
 * ticket, and their app's, once per ticket (its `subject`); and each owner's devices a `match` push (Notifications).
 */
const announce = (tickets: readonly Ticket[], gameId: string, at: number) =>
  Promise.all(
    tickets.flatMap((t) => [
      queueWebhookEvents([t.owner], [{ type: 'match.found', at, data: { gameId, version: 1, ticketId: t.ticketId }, subject: t.ticketId }]),
      queuePushes([t.owner], { type: 'match', game: t.game, gameId, version: 1 }),
    ]),
  );
