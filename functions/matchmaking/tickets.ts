/**
 * Quick-match tickets in the read table (keys in read-keys.ts), and each player's quick-match
 * item: the ticket they have searching (one at a time: `already-searching`) and the quick-match
 * table they sit at (one at a time: a match is conditioned on it, claim.ts).
 */
import { randomUUID } from 'node:crypto';
import type { GameName } from '../../domain/registry.ts';
import {
  GetCommand,
  itemFrom,
  paginateQuery,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
} from '../adapters/documents.ts';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { listOrder, lists, onList, queryList, queryRange, readIndexes, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { EXPIRES_AFTER_MS } from './timing.ts';

export type TicketStatus = 'searching' | 'matched' | 'cancelled' | 'expired';

export interface Ticket {
  readonly ticketId: string;
  readonly owner: string;
  /** The owner's name when the ticket was made: their seat's name. */
  readonly ownerName: string;
  readonly game: GameName;
  /** The effective config: every key, defaults filled in. */
  readonly config: Record<string, unknown>;
  readonly players: number;
  readonly bots: boolean;
  readonly status: TicketStatus;
  /** When it was made (ms). */
  readonly createdAt: number;
  /** The owner's `ordinal` on the game's board when it was made. */
  readonly ordinal: number;
  /** Its pool: the game, effective config and table size it is matched within (pool.ts). */
  readonly pool: string;
  readonly gameId?: string;
}

/** Tickets are ours (`t_` and 32 hex digits); anything else names none and is not looked up. */
const isTicketId = (id: string) => /^t_[0-9a-f]{32}$/.test(id);
export const newTicketId = () => `t_${randomUUID().replaceAll('-', '')}`;

/** How long a ticket that is no longer searching is kept for its owner to read (the table's TTL). */
const KEPT_S = 24 * 3600;

/** The searching tickets of a pool beyond one page are read up to this many pages (a pool this long matches from its front). */
const MAX_POOL_PAGES = 10;

/** The player has a ticket searching (`ticketId`), or one matched since the new one was asked for (at `tableGameId`). */
export class AlreadySearching extends Error {
  constructor(
    readonly ticketId: string | undefined,
    readonly tableGameId: string | undefined,
  ) {
    super('the player has a ticket searching, or matched after the new one was asked for');
  }
}

/**
 * Stores a new searching ticket, and marks it its owner's ticket searching, in one
 * transaction: the owner's search held past the moment the new ticket was asked for refuses it
 * (`AlreadySearching`). A ticket searching holds it for its five minutes (past them, its
 * expiry, examine.ts, is a moment away); a ticket matched, until its match (claim.ts). So of
 * two asks at the same moment one is refused, even when the first found its table before the
 * second was stored; an ask made after the match is a new search. The ticket is listed under
 * its owner in the same transaction (ticketsOf).
 */
export async function storeTicket(ticket: Ticket): Promise<void> {
  const table = tableNames().read;
  const { expiresAt } = ticketItem(ticket);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: ticketItem(ticket),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: table,
              Key: readKeys.quickMatch(ticket.owner),
              UpdateExpression: 'SET ticketId = :ticket, searchingUntil = :until',
              ConditionExpression: 'attribute_not_exists(searchingUntil) OR searchingUntil <= :now',
              ExpressionAttributeValues: {
                ':ticket': ticket.ticketId,
                ':until': ticket.createdAt + EXPIRES_AFTER_MS,
                ':now': ticket.createdAt,
              },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
          // Listed under its owner, for as long as the ticket is kept: their export lists every ticket they made.
          {
            Put: {
              TableName: table,
              Item: { ...readKeys.playerTicket(ticket.owner, ticket.ticketId), ticketId: ticket.ticketId, expiresAt },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const refusal = error instanceof TransactionCanceledException ? error.CancellationReasons?.[1] : undefined;
    if (refusal?.Code !== 'ConditionalCheckFailed') throw error;
    const held = refusal.Item && itemFrom(refusal.Item);
    throw new AlreadySearching(held?.ticketId as string | undefined, held?.tableGameId as string | undefined);
  }
}

/** The ticket item: on its pool's list while it searches, kept a day after. */
export const ticketItem = (ticket: Ticket) => ({
  ...readKeys.ticket(ticket.ticketId),
  ...ticket,
  ...(ticket.status === 'searching' ? onList(lists.matchPool(ticket.pool), listOrder.ticket(ticket.createdAt, ticket.ticketId)) : {}),
  expiresAt: Math.floor(ticket.createdAt / 1000) + KEPT_S,
});

/** The ticket, if it exists and `owner` owns it (another's answers as a missing one). */
export async function ownTicket(owner: string, ticketId: string): Promise<Ticket | undefined> {
  const ticket = await loadTicket(ticketId);
  return ticket?.owner === owner ? ticket : undefined;
}

export async function loadTicket(ticketId: string): Promise<Ticket | undefined> {
  if (!isTicketId(ticketId)) return undefined;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.ticket(ticketId), ConsistentRead: true }),
  );
  return Item && toTicket(Item);
}

/**
 * Every ticket the player made that the table still keeps (a day each), oldest first: those
 * listed under them, and the one their quick-match item names (a ticket made before tickets
 * were listed under their owner).
 */
export async function ticketsMadeBy(owner: string): Promise<Ticket[]> {
  const ids = new Set<string>();
  const table = tableNames().read;
  const pages = paginateQuery({ client: dynamo() }, { TableName: table, ...queryRange(readKeys.ticketsOf(owner)), ConsistentRead: true });
  for await (const page of pages) for (const item of page.Items ?? []) ids.add(item.ticketId as string);
  const { Item: quickMatch } = await dynamo().send(
    new GetCommand({ TableName: table, Key: readKeys.quickMatch(owner), ConsistentRead: true, ProjectionExpression: 'ticketId' }),
  );
  if (typeof quickMatch?.ticketId === 'string') ids.add(quickMatch.ticketId);
  // Each read consistently, as GET /matchmaking/{ticketId} reads it: a ticket just made is in the export.
  const found = await Promise.all([...ids].map((ticketId) => ownTicket(owner, ticketId)));
  return found.filter((ticket) => ticket !== undefined).sort((a, b) => a.createdAt - b.createdAt || a.ticketId.localeCompare(b.ticketId));
}

/** The searching tickets of a pool, oldest first, as its list on the index shows them (a moment behind). */
export async function poolTickets(pool: string): Promise<Ticket[]> {
  const found: Ticket[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.matchPool(pool)) },
  );
  let read = 0;
  for await (const page of pages) {
    found.push(...(page.Items ?? []).map(toTicket));
    if (++read >= MAX_POOL_PAGES) break;
  }
  return found.filter((t) => t.status === 'searching');
}

/**
 * Ends a searching ticket as `cancelled` or `expired`, and frees its owner to search again, in
 * one transaction. False when it was no longer searching (matched, or ended already).
 */
export async function endSearch(ticket: Ticket, status: 'cancelled' | 'expired'): Promise<boolean> {
  const table = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: readKeys.ticket(ticket.ticketId),
              UpdateExpression: 'SET #status = :status REMOVE gsi1pk, gsi1sk',
              ConditionExpression: '#status = :searching',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': status, ':searching': 'searching' },
            },
          },
          freeSearch(ticket),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The owner's quick-match item forgets this ticket (and only this one: a newer one may have taken its place). */
const freeSearch = (ticket: Ticket) => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.quickMatch(ticket.owner),
    UpdateExpression: 'REMOVE ticketId, searchingUntil',
    ConditionExpression: 'ticketId = :ticket',
    ExpressionAttributeValues: { ':ticket': ticket.ticketId },
  },
});

/** A ticket still searching within its five minutes: one past them only waits for its expiry. */
export const isCurrent = (ticket: Ticket, now: number) => ticket.status === 'searching' && now - ticket.createdAt < EXPIRES_AFTER_MS;

/**
 * The player's quick-match table is over (its game ended or was cancelled): they may be
 * matched again. Conditional on the table being that game, so a retried record frees nothing else.
 */
export const leaveQuickMatchTable = (playerId: string, gameId: string): Promise<boolean> =>
  conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: readKeys.quickMatch(playerId),
        UpdateExpression: 'REMOVE tableGameId',
        ConditionExpression: 'tableGameId = :game',
        ExpressionAttributeValues: { ':game': gameId },
      }),
    ),
  );

function toTicket(item: Record<string, unknown>): Ticket {
  const { pk: _pk, sk: _sk, gsi1pk: _l, gsi1sk: _o, expiresAt: _e, ...rest } = item;
  return rest as unknown as Ticket;
}

/** What the owner sees of a ticket (docs/contract.md, Quick match). */
export const ticketView = (ticket: Ticket) => ({
  ticketId: ticket.ticketId,
  game: ticket.game,
  config: ticket.config,
  players: ticket.players,
  bots: ticket.bots,
  status: ticket.status,
  createdAt: new Date(ticket.createdAt).toISOString(),
  ...(ticket.gameId ? { gameId: ticket.gameId } : {}),
});
