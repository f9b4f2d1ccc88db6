/** Quick match over HTTP (docs/contract.md, Quick match): tickets at once, tables made once, cancel, codes, ETag, match.found. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localMatchQueue } from '../../../infra/local/matchmaking-queue.ts';
import { newPlayer, type Api } from '../../support/local-stack.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { startReceiver } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';

const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/match': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

type Player = Awaited<ReturnType<typeof newPlayer>>;
/** New players, twenty at a time: the sign-ups are not what is tested, the tickets are. */
async function players(api: Api, n: number, prefix: string): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < n; i += 20)
    made.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, (_, j) => newPlayer(api, `${prefix} ${i + j + 1}`)))));
  return made;
}
const ask = (api: Api, player: Player, body: Record<string, unknown>) => api.request('POST', '/matchmaking', { body, token: player.token });
const ticketOf = (api: Api, player: Player, ticketId: string) => api.get(`/matchmaking/${ticketId}`, player.token);

/**
 * Each ticket as its owner reads it, once no look is running and `matched` of them are matched
 * (asked again until then, for at most 20 s: a ticket missed at its arrival is looked at again
 * a second later, by a held job the queue's idle() does not wait for).
 */
const settle = (api: Api, owners: Player[], ticketIds: string[], matched = ticketIds.length) =>
  vi.waitFor(
    async () => {
      await localMatchQueue.idle();
      const tickets = await Promise.all(ticketIds.map(async (id, i) => (await ticketOf(api, owners[i]!, id)).body));
      expect(tickets.filter((t) => t.status === 'matched')).toHaveLength(matched);
      return tickets;
    },
    { timeout: 20_000, interval: 200 },
  );

describe('POST /matchmaking at once', () => {
  it('200 tickets for 2-player Quicks from 200 players make exactly 100 started games, each player in one, none left searching', async () => {
    const { api } = ctx;
    const them = await players(api, 200, 'Q');
    const asked = await Promise.all(them.map((p) => ask(api, p, { game: 'quicks' })));
    expect(asked.map((r) => r.status)).toEqual(them.map(() => 201));
    expect(asked[0]!.body).toMatchObject({ game: 'quicks', players: 2, bots: false, status: 'searching', config: { Stake: 0 } });
    const tickets = await settle(
      api,
      them,
      asked.map((r) => r.body.ticketId),
    );
    expect(tickets.filter((t) => t.status !== 'matched')).toEqual([]);
    const games = new Map<string, string[]>();
    tickets.forEach((t, i) => games.set(t.gameId, [...(games.get(t.gameId) ?? []), them[i]!.playerId]));
    expect(games.size).toBe(100);
    // Every game is started, seats its two ticket owners in ticket order, and nobody else.
    const views = await Promise.all([...games.keys()].map((id) => api.get(`/games/${id}`)));
    for (const view of views) {
      expect(view.body.status).toBe('playing');
      expect(view.body.players.map((p: { playerId: string }) => p.playerId).sort()).toEqual([...games.get(view.body.gameId)!].sort());
    }
    const seated = views.flatMap((v) => v.body.players.map((p: { playerId: string }) => p.playerId));
    expect(new Set(seated).size).toBe(200);
    // The game is in each player's games.
    await api.stack.settled();
    const mine = await api.get('/players/me/games?status=playing', them[0]!.token);
    expect(mine.body.games.map((g: { gameId: string }) => g.gameId)).toEqual([tickets[0]!.gameId]);
  }, 120_000);

  it('7 tickets for 3-player tables make 2 games and leave 1 searching', async () => {
    const { api } = ctx;
    const them = await players(api, 7, 'T');
    const asked = await Promise.all(them.map((p) => ask(api, p, { game: 'quicks', players: 3 })));
    // Two tables of three: the seventh ticket has no table to make.
    const tickets = await settle(
      api,
      them,
      asked.map((r) => r.body.ticketId),
      6,
    );
    const matched = tickets.filter((t) => t.status === 'matched');
    expect(matched).toHaveLength(6);
    expect(new Set(matched.map((t) => t.gameId)).size).toBe(2);
    expect(tickets.filter((t) => t.status === 'searching')).toHaveLength(1);
    const game = (await api.get(`/games/${matched[0]!.gameId}`)).body;
    expect([game.status, game.players.length]).toEqual(['playing', 3]);
    // Seated in the order the tickets were made.
    const order = tickets
      .map((t, i) => ({ t, p: them[i]! }))
      .filter(({ t }) => t.gameId === game.gameId)
      .sort((a, b) => a.t.createdAt.localeCompare(b.t.createdAt));
    expect(game.players.map((p: { playerId: string }) => p.playerId)).toHaveLength(order.length);
    const searching = tickets.findIndex((t) => t.status === 'searching');
    const cancelled = await api.request('DELETE', `/matchmaking/${tickets[searching]!.ticketId}`, { token: them[searching]!.token });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
  }, 60_000);
});

describe('one ticket', () => {
  it('is cancelled by DELETE, after which the player may ask again; a second ticket while searching is 409 already-searching', async () => {
    const { api } = ctx;
    const [ann] = await players(api, 1, 'Ann');
    const first = await ask(api, ann!, { game: 'rummiduck', players: 4 });
    expect(first.status).toBe(201);
    const again = await ask(api, ann!, { game: 'dice-kings' });
    expect([again.status, again.body.code]).toEqual([409, 'already-searching']);
    const cancelled = await api.request('DELETE', `/matchmaking/${first.body.ticketId}`, { token: ann!.token });
    expect([cancelled.status, cancelled.body]).toEqual([200, { ...first.body, status: 'cancelled' }]);
    expect((await ticketOf(api, ann!, first.body.ticketId)).body.status).toBe('cancelled');
    const twice = await api.request('DELETE', `/matchmaking/${first.body.ticketId}`, { token: ann!.token });
    expect([twice.status, twice.body.status]).toEqual([200, 'cancelled']);
    const next = await ask(api, ann!, { game: 'rummiduck', players: 4 });
    expect(next.status).toBe(201);
    await api.request('DELETE', `/matchmaking/${next.body.ticketId}`, { token: ann!.token });
  });

  it("answers 404 ticket-not-found for another's ticket or an unknown id, 409 already-matched for a matched one, and 401 without a token", async () => {
    const { api } = ctx;
    const [ann, bob, eve] = await players(api, 3, 'N');
    const config = { TurnTime: 120 };
    const a = await ask(api, ann!, { game: 'dice-kings', config });
    const b = await ask(api, bob!, { game: 'dice-kings', config });
    const [matched] = await settle(api, [ann!], [a.body.ticketId]);
    expect(matched.status).toBe('matched');
    for (const [id, who] of [
      [a.body.ticketId, eve!],
      ['t_00000000000000000000000000000000', ann!],
      ['nonsense', ann!],
    ] as const) {
      const got = await ticketOf(api, who, id);
      expect([got.status, got.body.code]).toEqual([404, 'ticket-not-found']);
      const deleted = await api.request('DELETE', `/matchmaking/${id}`, { token: who.token });
      expect([deleted.status, deleted.body.code]).toEqual([404, 'ticket-not-found']);
    }
    const late = await api.request('DELETE', `/matchmaking/${b.body.ticketId}`, { token: bob!.token });
    expect([late.status, late.body.code]).toEqual([409, 'already-matched']);
    expect((await api.request('GET', `/matchmaking/${a.body.ticketId}`)).status).toBe(401);
    expect((await api.post('/matchmaking', { game: 'quicks' })).status).toBe(401);
  });

  it('refuses bots with a stake (409 stakes-no-bots), a bad config (400 invalid-config) and a table size the game cannot seat (400)', async () => {
    const { api } = ctx;
    const [ann] = await players(api, 1, 'R');
    const staked = await ask(api, ann!, { game: 'quicks', config: { Stake: 10 }, bots: true });
    expect([staked.status, staked.body.code]).toEqual([409, 'stakes-no-bots']);
    const bad = await ask(api, ann!, { game: 'quicks', config: { LockAt: 99 } });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid-config']);
    const big = await ask(api, ann!, { game: 'rummiduck', players: 5 });
    expect([big.status, big.body.code]).toEqual([400, 'invalid-request']);
    const odd = await ask(api, ann!, { game: 'quicks', colour: 'red' });
    expect([odd.status, odd.body.code]).toEqual([400, 'invalid-request']);
  });

  it('sends an ETag that If-None-Match turns into 304 while the ticket searches, and a new one once it changes', async () => {
    const { api } = ctx;
    const [ann] = await players(api, 1, 'E');
    const made = await ask(api, ann!, { game: 'quicks', players: 5 });
    const first = await ticketOf(api, ann!, made.body.ticketId);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const same = await api.request('GET', `/matchmaking/${made.body.ticketId}`, { token: ann!.token, headers: { 'if-none-match': etag } });
    expect([same.status, same.text]).toEqual([304, '']);
    await api.request('DELETE', `/matchmaking/${made.body.ticketId}`, { token: ann!.token });
    const changed = await api.request('GET', `/matchmaking/${made.body.ticketId}`, {
      token: ann!.token,
      headers: { 'if-none-match': etag },
    });
    expect([changed.status, changed.body.status]).toEqual([200, 'cancelled']);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("delivers match.found with the ticket and its game to each owner's webhook subscription", async () => {
    const { api } = ctx;
    const [ann, bob] = await players(api, 2, 'W');
    const hook = (await api.post('/webhooks', { url: receiver.url('/match'), events: ['match.found'] }, ann!.token)).body;
    const config = { TurnTime: 90 };
    const a = await ask(api, ann!, { game: 'dice-kings', config });
    await ask(api, bob!, { game: 'dice-kings', config });
    const [matched] = await settle(api, [ann!], [a.body.ticketId]);
    await webhooksSettled(api);
    const found = receiver.at('/match').map((d) => JSON.parse(d.body));
    expect(found).toEqual([
      {
        id: expect.stringMatching(/^msg_/),
        type: 'match.found',
        timestamp: expect.any(String),
        data: { gameId: matched.gameId, version: 1, ticketId: a.body.ticketId },
      },
    ]);
    expect(hook.id).toMatch(/^wh_/);
  });
});
