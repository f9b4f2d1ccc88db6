/**
 * A quick-match table made: the game created with the tickets' owners seated in ticket order,
 * bots in the seats left, and started, stored together with the claim of every ticket and of
 * every owner's quick-match seat (and each owner's seating, players/seatings.ts), as ONE
 * conditional transaction (event-store.ts appendItem):
 * a ticket no longer searching, or an owner already at a quick-match table, refuses it all, so
 * no ticket is matched twice and nobody sits at two quick-match tables.
 */
import { isViolation, type Violation } from '../../domain/kernel/index.ts';
import { addBot, create, evolve, fold, join, start, type GameState, type StoredEvent } from '../../domain/platform/index.ts';
import { appendItem, CompanionRefused, VersionTaken, type StreamItem, type WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { newBotId } from '../bots/seat.ts';
import { stakeWrites } from '../chips/stakes.ts';
import { drawFrom } from '../fairness/draws.ts';
import { clientSeedOr, fairSeedOf, newCommitment } from '../fairness/game-fairness.ts';
import { withPosition } from '../fairness/position.ts';
import { remember, seedItem } from '../fairness/server-seed.ts';
import { newGameId } from '../games/game-id.ts';
import { seatingWrites } from '../players/seatings.ts';
import type { Ticket } from './tickets.ts';

export type Claim =
  | { kind: 'matched'; gameId: string; state: GameState }
  /** This ticket was claimed by another table or left its search, or its owner sits at a quick-match table. */
  | { kind: 'unavailable'; ticketId: string }
  /** Another transaction touched one of the items at the same moment, or a balance moved: look again. */
  | { kind: 'contended' }
  /** The game itself refuses the table (a seated player's balance is below the stake). */
  | { kind: 'refused'; violation: Violation };

const decided = (events: StoredEvent[] | Violation): StoredEvent[] => {
  // The tickets were checked against the game's seats and config when they were made.
  if (isViolation(events)) throw new Error(`a quick-match table was refused by its game: ${events.violation}: ${events.detail}`);
  return events;
};

/** The first item of the table's game: created, seated, started. */
function tableItem(tickets: readonly Ticket[], bots: number, now: number) {
  const [first, ...others] = tickets as [Ticket, ...Ticket[]];
  const gameId = newGameId();
  const { serverSeed, fairness } = newCommitment();
  const seat = (t: Ticket) => ({ playerId: t.owner, name: t.ownerName, clientSeed: clientSeedOr(undefined) });
  let events = create(gameId, first.game, first.config, seat(first), now, fairness);
  let state = fold([{ version: 1, events }])!;
  const apply = (more: StoredEvent[]) => {
    events = [...events, ...more];
    state = more.reduce<GameState>(evolve, state);
  };
  for (const t of others) apply(decided(join(state, seat(t), now)));
  for (let i = 0; i < bots; i++) apply(decided(addBot(state, first.owner, newBotId(), 'strong', now)));
  const lobby = state;
  const started = drawFrom(fairSeedOf(state, serverSeed), 0, (draws) => start(lobby, first.owner, now, draws));
  apply(decided(started.value));
  const item: StreamItem = withPosition({ gameId, version: 1, events, actor: first.owner }, started.position);
  return { item, lobby, state, serverSeed };
}

/** The ticket becomes `matched` with its game and leaves its pool's list, if it is still searching. */
const claimTicket = (ticket: Ticket, gameId: string): WithItem => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.ticket(ticket.ticketId),
    UpdateExpression: 'SET #status = :matched, gameId = :game REMOVE gsi1pk, gsi1sk',
    ConditionExpression: '#status = :searching',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':matched': 'matched', ':game': gameId, ':searching': 'searching' },
  },
});

/**
 * The owner stops searching and sits at the table, if this ticket is theirs searching and they
 * sit at no other. Their search stays held until now: a ticket asked for before this match
 * (the same ask sent twice at once) is refused, one asked for after it searches (tickets.ts).
 */
const claimSeat = (ticket: Ticket, gameId: string, now: number): WithItem => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.quickMatch(ticket.owner),
    UpdateExpression: 'SET tableGameId = :game, searchingUntil = :now REMOVE ticketId',
    ConditionExpression: 'ticketId = :ticket AND attribute_not_exists(tableGameId)',
    ExpressionAttributeValues: { ':game': gameId, ':ticket': ticket.ticketId, ':now': now },
  },
});

/** Makes the table of `tickets` (in seat order) and `bots` strong bots, if every ticket can still be claimed. */
export async function claimTable(tickets: readonly Ticket[], bots: number, now: number): Promise<Claim> {
  const { item, lobby, state, serverSeed } = tableItem(tickets, bots, now);
  const stakes = await stakeWrites(lobby, state, now);
  if (isViolation(stakes)) return { kind: 'refused', violation: stakes };
  const claims = tickets.flatMap((t) => [claimTicket(t, item.gameId), claimSeat(t, item.gameId, now)]);
  try {
    await appendItem(item, [seedItem(item.gameId, serverSeed), ...claims, ...stakes, ...seatingWrites(item)]);
  } catch (error) {
    if (error instanceof VersionTaken) return { kind: 'contended' };
    if (!(error instanceof CompanionRefused)) throw error;
    // The seed comes first, then two claims per ticket; a stake's condition is a balance that moved.
    const claim = error.index - 1;
    if (claim < 0 || claim >= claims.length) return { kind: 'contended' };
    return { kind: 'unavailable', ticketId: tickets[Math.floor(claim / 2)]!.ticketId };
  }
  remember(item.gameId, serverSeed);
  return { kind: 'matched', gameId: item.gameId, state };
}
