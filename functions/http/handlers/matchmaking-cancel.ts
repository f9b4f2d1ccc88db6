import { TicketBody } from '../../contract/matchmaking.ts';
import { endSearch, ownTicket } from '../../matchmaking/tickets.ts';
import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { ticketNotFound, ticketReply } from '../ticket-reply.ts';

export const docs: RouteDocs = {
  summary: 'Cancel a quick-match ticket',
  description:
    "Stops a searching ticket: 200 the ticket, `cancelled` (one already cancelled or expired answers as it is). Once it is matched: 409 `already-matched`, naming the game. Another player's ticket answers like a missing one: 404 `ticket-not-found`.",
  tags: ['Quick match'],
  success: { status: 200, description: 'The ticket, cancelled.', schema: TicketBody, etag: true },
  errors: ['unauthenticated', 'ticket-not-found', 'already-matched'],
};

export const route = defineRoute({
  method: 'DELETE',
  path: '/matchmaking/{ticketId}',
  auth: 'required',
  handle: async ({ params, player }) => {
    let ticket = await ownTicket(player!.playerId, params.ticketId!);
    if (!ticket) throw ticketNotFound();
    // Lost to a match (or an expiry) at this very moment: read again to answer what it became.
    if (ticket.status === 'searching' && !(await endSearch(ticket, 'cancelled')))
      ticket = (await ownTicket(player!.playerId, params.ticketId!))!;
    else if (ticket.status === 'searching') ticket = { ...ticket, status: 'cancelled' };
    if (ticket.status === 'matched')
      throw new Problem('already-matched', `This ticket is matched already: its game is ${ticket.gameId}, started, with you seated.`);
    return ticketReply(ticket);
  },
});
export const handler = lambdaHandler(route);
