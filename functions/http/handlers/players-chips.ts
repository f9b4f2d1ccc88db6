import { chipsOf } from '../../chips/balance-page.ts';
import { ChipsBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "The caller's chip balance and stakes in play",
  description:
    'Every player has 1,000 chips when created. `balance` is the sum of the ledger (GET /players/me/ledger); `inPlay` is the stakes taken from the caller by games that have started and not yet ended.',
  tags: ['Players'],
  success: { status: 200, description: "The caller's chips.", schema: ChipsBody },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me/chips',
  auth: 'required',
  handle: async ({ player }) => ({ status: 200, body: await chipsOf(player!.playerId) }),
});
export const handler = lambdaHandler(route);
