import type { GameName } from '../../../domain/registry.ts';
import { askForMatch } from '../../matchmaking/ask.ts';
import { AlreadySearching } from '../../matchmaking/tickets.ts';
import { TicketBody } from '../../contract/matchmaking.ts';
import { MatchmakingRequest } from '../../contract/platform.ts';
import { describeIssues } from '../../contract/zod-issues.ts';
import { fromViolation, Problem } from '../problem.ts';
import { MatchmakingBody } from '../schemas.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { ticketReply } from '../ticket-reply.ts';

export const docs: RouteDocs = {
  summary: 'Ask for a quick match: a ticket that searches for a table',
  description:
    "Makes a ticket that searches for a table of `players` (default 2) for `game` with `config` (validated as POST /games validates it: 400 `invalid-config`). Tickets with the same game, effective config and `players` are matched, closest `ordinal` on the game's board first, the accepted difference starting at 5 and widening with waiting time until after 60 s anyone is accepted; the game is created with the owners seated in ticket order and started at once. `bots: true` fills the table with `strong` bots after 30 s (with a `Stake` above 0: 409 `stakes-no-bots`). A ticket still searching after 5 minutes expires. A player with a ticket still searching when the ask was made (of two asks at once, one is refused, even when the first ticket was matched meanwhile): 409 `already-searching`. Follow it with GET /matchmaking/{ticketId} or the `match.found` webhook.",
  tags: ['Quick match'],
  success: { status: 201, description: 'The new ticket, searching.', schema: TicketBody, etag: true },
  errors: ['invalid-request', 'invalid-config', 'unauthenticated', 'already-searching', 'stakes-no-bots', 'insufficient-chips'],
  requestBody: MatchmakingRequest,
};

export const route = defineRoute({
  method: 'POST',
  path: '/matchmaking',
  auth: 'required',
  body: MatchmakingBody,
  handle: async ({ body, player }) => {
    try {
      const asked = await askForMatch({ playerId: player!.playerId, name: player!.name }, { ...body, game: body.game as GameName });
      if ('invalidConfig' in asked) throw new Problem('invalid-config', describeIssues(asked.invalidConfig, 'The config'));
      if ('invalidPlayers' in asked) throw new Problem('invalid-request', asked.invalidPlayers);
      if ('refused' in asked) throw fromViolation(asked.refused);
      return ticketReply(asked.ticket, 201);
    } catch (error) {
      if (!(error instanceof AlreadySearching)) throw error;
      throw new Problem(
        'already-searching',
        error.ticketId || !error.tableGameId
          ? `You have a quick-match ticket still searching${error.ticketId ? ` (${error.ticketId})` : ''}: wait for it, or DELETE it first.`
          : `Your quick-match ticket was matched (game ${error.tableGameId}) while this request was on its way: one ask, one ticket. Ask again for another table.`,
      );
    }
  },
});
export const handler = lambdaHandler(route);
