import { TicketBody } from '../../contract/matchmaking.ts';
import { ownTicket } from '../../matchmaking/tickets.ts';
import { notModified } from '../game-reply.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { ticketEtag, ticketNotFound, ticketReply } from '../ticket-reply.ts';

export const docs: RouteDocs = {
  summary: "One of the caller's quick-match tickets (ETag; If-None-Match answers 304)",
  description:
    "The ticket: `searching`, `matched` (with `gameId`: the game is started and the caller seated), `cancelled` or `expired`. The ETag changes exactly when the status does; send it as If-None-Match to get 304 while the ticket still searches. Another player's ticket answers like a missing one: 404 `ticket-not-found`.",
  tags: ['Quick match'],
  success: { status: 200, description: 'The ticket.', schema: TicketBody, etag: true },
  errors: ['unauthenticated', 'ticket-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/matchmaking/{ticketId}',
  auth: 'required',
  handle: async ({ params, player, headers }) => {
    const ticket = await ownTicket(player!.playerId, params.ticketId!);
    if (!ticket) throw ticketNotFound();
    const etag = ticketEtag(ticket);
    if (notModified(etag, headers['if-none-match'])) return { status: 304, headers: { etag } };
    return ticketReply(ticket);
  },
});
export const handler = lambdaHandler(route);
