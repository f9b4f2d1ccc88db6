/**
 * PATCH /players/me right after taking a seat (docs/contract.md, Players and authentication):
 * "the view of every game the caller is seated in shows the new name in any read made after the
 * answer". The my-games lists follow the events stream a moment behind; the rename must not.
 */
import { describe, expect, it } from 'vitest';
import { seatingsOf } from '../../../functions/players/seatings.ts';
import { localMatchQueue } from '../../../infra/local/matchmaking-queue.ts';
import { newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

const TIMES = 20;
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** Renames the player at once and reads the game: the name on their seat. */
async function renamedSeat(api: Api, gameId: string, player: Player, name: string) {
  const renamed = await api.request('PATCH', '/players/me', { body: { name }, token: player.token });
  expect(renamed.status).toBe(200);
  const view = await api.get(`/games/${gameId}`);
  return view.body.players.find((p: { playerId: string }) => p.playerId === player.playerId).name as string;
}

const made = (api: Api, n: number, prefix: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => newPlayer(api, `${prefix} ${i + 1}`)));

describe('PATCH /players/me right after taking a seat', () => {
  it(`a creator renamed at once: the game shows the new name, ${TIMES} times of ${TIMES}`, async () => {
    const { api } = ctx;
    const creators = await made(api, TIMES, 'Creator');
    const names = await Promise.all(
      creators.map(async (creator, i) => {
        const created = await api.post('/games', { game: 'quicks' }, creator.token);
        return renamedSeat(api, created.body.gameId, creator, `Renamed ${i + 1}`);
      }),
    );
    expect(names).toEqual(names.map((_, i) => `Renamed ${i + 1}`));
    // Once the lists hold the games, the seatings that stood in for them are gone.
    await api.stack.settled();
    expect((await Promise.all(creators.map((c) => seatingsOf(c.playerId)))).flat()).toEqual([]);
  });

  it(`a joiner renamed at once: the game shows the new name, ${TIMES} times of ${TIMES}`, async () => {
    const { api } = ctx;
    const [hosts, joiners] = await Promise.all([made(api, TIMES, 'Host'), made(api, TIMES, 'Joiner')]);
    const lobbies = await Promise.all(
      hosts.map(async (host) => (await api.post('/games', { game: 'dice-kings' }, host.token)).body.gameId),
    );
    await api.stack.settled();
    const names = await Promise.all(
      joiners.map(async (joiner, i) => {
        expect((await api.post(`/games/${lobbies[i]}/join`, undefined, joiner.token)).status).toBe(200);
        return renamedSeat(api, lobbies[i], joiner, `Renamed ${i + 1}`);
      }),
    );
    expect(names).toEqual(names.map((_, i) => `Renamed ${i + 1}`));
  });

  it('a player seated by quick match renamed at once: the table shows the new name', async () => {
    const { api } = ctx;
    const [waiting, arriving] = await Promise.all([made(api, 5, 'Waiting'), made(api, 5, 'Arriving')]);
    // A pool of each pair's own: each arrival finds its partner waiting and is seated at once.
    const ask = (p: Player, i: number) => api.post('/matchmaking', { game: 'dice-kings', config: { TurnTime: 200 + i } }, p.token);
    await Promise.all(waiting.map(ask));
    await localMatchQueue.idle();
    const tickets = await Promise.all(arriving.map(async (p, i) => (await ask(p, i)).body.ticketId as string));
    await localMatchQueue.idle();
    const names = await Promise.all(
      arriving.map(async (p, i) => {
        const ticket = await api.get(`/matchmaking/${tickets[i]}`, p.token);
        expect(ticket.body.status).toBe('matched');
        return renamedSeat(api, ticket.body.gameId, p, `Renamed ${i + 1}`);
      }),
    );
    expect(names).toEqual(names.map((_, i) => `Renamed ${i + 1}`));
  });
});
