import { pageKeyShapes } from '../../adapters/read-keys.ts';
import { ledgerPage } from '../../chips/balance-page.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { LedgerQuery } from '../schemas.ts';
import { LedgerPage } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "The caller's ledger of chips, newest first, cursor-paginated",
  description:
    'Every change of the balance is an entry: the grant of a new player, a stake taken at a start, a share of a pot at the end, a stake given back by a game that ended with no winner. `amount` is signed and `balance` is the balance after the entry, so the balance is the sum of the entries.',
  tags: ['Players'],
  success: { status: 200, description: 'A page of the ledger; pass nextCursor as cursor for the next.', schema: LedgerPage },
  errors: ['invalid-request', 'unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me/ledger',
  auth: 'required',
  query: LedgerQuery,
  handle: async ({ query, player }) => {
    const me = player!.playerId;
    const { entries, lastKey } = await ledgerPage(me, query.limit, decodeCursor(query.cursor, pageKeyShapes.ledger(me)));
    return { status: 200, body: { entries, nextCursor: encodeCursor(lastKey) } };
  },
});
export const handler = lambdaHandler(route);
