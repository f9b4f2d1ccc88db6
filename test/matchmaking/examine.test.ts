/** Quick match's looks and claims against DynamoDB Local, the clock injected (docs/contract.md, Quick match). */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { fold } from '../../domain/platform/index.ts';
import { games } from '../../domain/games.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { claimTable } from '../../functions/matchmaking/claim.ts';
import { examineTicket } from '../../functions/matchmaking/examine.ts';
import { tablesOf } from '../../functions/matchmaking/grouping.ts';
import { poolOf } from '../../functions/matchmaking/pool.ts';
import { installMatchQueue, type MatchJob } from '../../functions/matchmaking/queue.ts';
import {
  AlreadySearching,
  leaveQuickMatchTable,
  loadTicket,
  newTicketId,
  storeTicket,
  type Ticket,
} from '../../functions/matchmaking/tickets.ts';
import { leaveQuickMatchTables } from '../../functions/matchmaking/reaction.ts';
import { testClock } from '../support/clock.ts';
import { useTables } from '../support/tables.ts';

useTables();
const queued: MatchJob[] = [];
beforeAll(() => installMatchQueue({ send: async (jobs) => void queued.push(...jobs) }));

const T0 = Date.UTC(2026, 0, 1);
/** Each test its own pool: a config of its own (TurnTime), so tests never see each other's tickets. */
let turnTime = 30;
const newPool = () => {
  const config = { ...games.quicks.configSchema.parse({}), TurnTime: ++turnTime };
  return { config, pool: (players: number) => poolOf('quicks', config, players) };
};

async function ticket(
  pool: ReturnType<typeof newPool>,
  { at = T0, ordinal = 0, players = 2, bots = false }: { at?: number; ordinal?: number; players?: number; bots?: boolean } = {},
): Promise<Ticket> {
  const owner = `p_${randomUUID().replaceAll('-', '')}`;
  const made: Ticket = {
    ticketId: newTicketId(),
    owner,
    ownerName: `Player ${owner.slice(2, 6)}`,
    game: 'quicks',
    config: pool.config,
    players,
    bots,
    status: 'searching',
    createdAt: at,
    ordinal,
    pool: pool.pool(players),
  };
  await storeTicket(made);
  return made;
}

const statusOf = async (t: Ticket) => (await loadTicket(t.ticketId))!;
const gameOf = async (gameId: string) => fold(await loadStream(gameId))!;

describe('a look at a ticket', () => {
  it('makes the table of the tickets of its pool: one game, created and started in one item, owners seated in ticket order', async () => {
    const pool = newPool();
    const first = await ticket(pool, { at: T0 });
    const second = await ticket(pool, { at: T0 + 10 });
    const elsewhere = await ticket(newPool(), { at: T0 + 5 });
    expect(await examineTicket(second.ticketId, testClock(T0 + 20))).toBe('matched');
    const [a, b] = [await statusOf(first), await statusOf(second)];
    expect([a.status, b.status]).toEqual(['matched', 'matched']);
    expect(a.gameId).toBe(b.gameId);
    const items = await loadStream(a.gameId!);
    expect(items).toHaveLength(1);
    const game = fold(items)!;
    expect(game.status).toBe('playing');
    expect(game.players.map((p) => p.playerId)).toEqual([first.owner, second.owner]);
    expect((await statusOf(elsewhere)).status).toBe('searching');
    // The other ticket's own look, arriving after, finds it matched and does nothing.
    expect(await examineTicket(first.ticketId, testClock(T0 + 30))).toBe('gone');
  });

  it('leaves a ticket alone in its pool searching and queues the next look at it', async () => {
    const pool = newPool();
    const alone = await ticket(pool);
    queued.length = 0;
    expect(await examineTicket(alone.ticketId, testClock(T0 + 100))).toBe('waiting');
    expect(queued).toEqual([{ ticketId: alone.ticketId, delayMs: 900 }]);
    expect((await statusOf(alone)).status).toBe('searching');
  });

  it('accepts an ordinal difference of 5 at first, widening with the wait, and anyone after 60 s', async () => {
    const pool = newPool();
    const low = await ticket(pool, { ordinal: 0 });
    const high = await ticket(pool, { at: T0 + 1, ordinal: 12 });
    expect(await examineTicket(low.ticketId, testClock(T0 + 1_000))).toBe('waiting');
    // 5 + 0.5 a second: 12 is accepted after 14 s of waiting.
    expect(await examineTicket(low.ticketId, testClock(T0 + 13_000))).toBe('waiting');
    expect(await examineTicket(low.ticketId, testClock(T0 + 14_000))).toBe('matched');
    expect((await statusOf(high)).status).toBe('matched');

    const far = newPool();
    const a = await ticket(far, { ordinal: 0 });
    await ticket(far, { at: T0 + 1, ordinal: 45 });
    expect(await examineTicket(a.ticketId, testClock(T0 + 59_999))).toBe('waiting');
    expect(await examineTicket(a.ticketId, testClock(T0 + 60_000))).toBe('matched');
  });

  it('seats the closest ordinal first', async () => {
    const pool = newPool();
    const anchor = await ticket(pool, { ordinal: 10 });
    const farther = await ticket(pool, { at: T0 + 1, ordinal: 14 });
    const closer = await ticket(pool, { at: T0 + 2, ordinal: 11 });
    expect(await examineTicket(anchor.ticketId, testClock(T0 + 3))).toBe('matched');
    expect((await statusOf(closer)).gameId).toBe((await statusOf(anchor)).gameId);
    expect((await statusOf(farther)).status).toBe('searching');
  });

  it('fills a `bots` table with strong bots after 30 s, not before; a ticket without `bots` waits on', async () => {
    const pool = newPool();
    const withBots = await ticket(pool, { players: 3, bots: true });
    expect(await examineTicket(withBots.ticketId, testClock(T0 + 29_999))).toBe('waiting');
    expect(await examineTicket(withBots.ticketId, testClock(T0 + 30_000))).toBe('matched');
    const game = await gameOf((await statusOf(withBots)).gameId!);
    expect(game.status).toBe('playing');
    expect(game.players.map((p) => [p.playerId === withBots.owner, p.bot, p.level])).toEqual([
      [true, false, undefined],
      [false, true, 'strong'],
      [false, true, 'strong'],
    ]);
    const without = await ticket(newPool(), { players: 3 });
    expect(await examineTicket(without.ticketId, testClock(T0 + 31_000))).toBe('waiting');
  });

  it('expires a ticket still searching after 5 minutes, and its owner may ask again', async () => {
    const pool = newPool();
    const old = await ticket(pool);
    expect(await examineTicket(old.ticketId, testClock(T0 + 5 * 60_000 - 1))).toBe('waiting');
    expect(await examineTicket(old.ticketId, testClock(T0 + 5 * 60_000))).toBe('expired');
    expect((await statusOf(old)).status).toBe('expired');
    await expect(
      storeTicket({ ...old, ticketId: newTicketId(), status: 'searching', createdAt: T0 + 6 * 60_000 }),
    ).resolves.toBeUndefined();
  });
});

describe('claiming a table', () => {
  it('claims each ticket once: of two claims of the same tickets at once, exactly one makes a game', async () => {
    const pool = newPool();
    const both = [await ticket(pool), await ticket(pool, { at: T0 + 1 })];
    const claims = await Promise.all([claimTable(both, 0, T0 + 2), claimTable(both, 0, T0 + 2)]);
    // The loser finds a ticket claimed, or (DynamoDB's word for two transactions on one item at once) contended.
    expect(claims.filter((c) => c.kind === 'matched')).toHaveLength(1);
    expect(['unavailable', 'contended']).toContain(claims.find((c) => c.kind !== 'matched')!.kind);
    const won = claims.find((c) => c.kind === 'matched')!;
    expect((await statusOf(both[0]!)).gameId).toBe(won.kind === 'matched' && won.gameId);
  });

  it('refuses a second ticket of a player still searching, and seats nobody at two quick-match tables', async () => {
    const pool = newPool();
    const mine = await ticket(pool);
    await expect(storeTicket({ ...mine, ticketId: newTicketId() })).rejects.toEqual(new AlreadySearching(mine.ticketId, undefined));
    const partner = await ticket(pool, { at: T0 + 1 });
    const made = await claimTable([mine, partner], 0, T0 + 2);
    expect(made.kind).toBe('matched');
    // Asked for before that match (the same ask sent twice at once, stored after it): still refused, naming the table.
    const meanwhile = { ...mine, ticketId: newTicketId(), createdAt: T0 + 1 };
    const refused = await storeTicket(meanwhile).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AlreadySearching);
    expect(refused).toMatchObject({ ticketId: undefined, tableGameId: made.kind === 'matched' ? made.gameId : '' });
    // At that table still, the owner asks again: the new ticket cannot be seated until the game ends.
    const again: Ticket = { ...mine, ticketId: newTicketId(), createdAt: T0 + 3 };
    await storeTicket(again);
    const other = await ticket(pool, { at: T0 + 4 });
    expect(await claimTable([again, other], 0, T0 + 5)).toEqual({ kind: 'unavailable', ticketId: again.ticketId });
    expect((await statusOf(other)).status).toBe('searching');
    // The game's end frees the seat (the stream reaction), and the table is made.
    const gameId = made.kind === 'matched' ? made.gameId : '';
    const ended = { gameId, version: 2, events: [{ type: 'GameEnded', at: T0 + 6 }] };
    await leaveQuickMatchTables(ended as never, async () => ({ before: null, after: await gameOf(gameId) }) as never, {
      newerInBatch: false,
    });
    expect(await leaveQuickMatchTable(mine.owner, gameId)).toBe(false);
    expect((await claimTable([again, other], 0, T0 + 7)).kind).toBe('matched');
  });
});

describe('tablesOf', () => {
  const c = (ticketId: string, createdAt: number, ordinal: number, bots = false) => ({
    ticketId,
    owner: ticketId,
    createdAt,
    ordinal,
    bots,
  });
  it('pairs the oldest with the closest ordinal within its gap, and the rest in turn; the same tickets always give the same tables', () => {
    const tickets = [c('d', 3, 20), c('a', 0, 0), c('c', 2, 1), c('b', 1, 21)];
    const tables = tablesOf(tickets, 2, 10);
    expect(tables.map((t) => t.tickets.map((x) => x.ticketId))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(tablesOf([...tickets].reverse(), 2, 10)).toEqual(tables);
  });
});
