import { ticketView, type Ticket } from '../matchmaking/tickets.ts';
import type { Reply } from './edge.ts';
import { Problem } from './problem.ts';

/** A ticket changes only by leaving `searching` (and its `gameId` comes with `matched`): its status is its version. */
export const ticketEtag = (ticket: Ticket) => `"${ticket.ticketId}.${ticket.status}"`;

export const ticketReply = (ticket: Ticket, status = 200): Reply => ({
  status,
  body: ticketView(ticket),
  headers: { etag: ticketEtag(ticket) },
});

/** Another player's ticket answers like a missing one: its existence is not theirs to learn. */
export const ticketNotFound = () =>
  new Problem('ticket-not-found', 'You have no quick-match ticket with this id; POST /matchmaking makes one.');
