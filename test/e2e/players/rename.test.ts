/**
 * PATCH /players/me over HTTP: the new name on the profile, on the seats of the player's games
 * still going, and on the boards; ended games keep the names they were played under.
 */
import { describe, expect, it } from 'vitest';
import { join } from '../../../domain/platform/index.ts';
import { runCommand } from '../../../functions/games/command-service.ts';
import { rebuildLeaderboards } from '../../../functions/leaderboards/rebuild.ts';
import { endedQuicks, newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

const rename = (api: Api, token: string, body: unknown) => api.request('PATCH', '/players/me', { body, token });
const nameIn = async (api: Api, gameId: string, playerId: string) =>
  (await api.get(`/games/${gameId}`)).body.players.find((p: { playerId: string }) => p.playerId === playerId)?.name;

describe('PATCH /players/me', () => {
  it('renames the player: GET /players/me, the seats of games in the lobby and in play, and the boards show the new name; an ended game keeps the old', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const ended = await endedQuicks(api, [ann, bob]);
    const playing = await newGame(api, 'dice-kings', [bob, ann]);
    const lobby = await newGame(api, 'rummiduck', [ann], { start: false });
    await api.stack.settled();

    const renamed = await rename(api, ann.token, { name: '  Annie  ' });
    expect([renamed.status, renamed.body]).toEqual([200, { playerId: ann.playerId, name: 'Annie' }]);
    expect((await api.get('/players/me', ann.token)).body.name).toBe('Annie');
    expect(await nameIn(api, playing, ann.playerId)).toBe('Annie');
    expect(await nameIn(api, lobby, ann.playerId)).toBe('Annie');
    expect(await nameIn(api, ended, ann.playerId)).toBe('Ann');
    const board = async () =>
      (await api.get('/leaderboards/quicks?limit=100')).body.entries.find((e: { playerId: string }) => e.playerId === ann.playerId).name;
    expect(await board()).toBe('Annie');
    // A game she joins from now on seats her as Annie; the boards rebuilt from the events still say Annie.
    const later = await newGame(api, 'quicks', [bob, ann], { start: false });
    expect(await nameIn(api, later, ann.playerId)).toBe('Annie');
    await rebuildLeaderboards();
    expect(await board()).toBe('Annie');
  });

  it('a seat taken with the name of a moment before the rename is renamed too, by the list of games', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const gameId = await newGame(api, 'quicks', [bob], { start: false });
    expect((await rename(api, ann.token, { name: 'Annie' })).status).toBe(200);
    // Her join read the token before the rename and is stored after it, still as Ann.
    await runCommand(gameId, { actor: ann.playerId, decide: (s, now) => join(s, { playerId: ann.playerId, name: 'Ann' }, now) });
    await api.stack.settled();
    await api.stack.settled();
    expect(await nameIn(api, gameId, ann.playerId)).toBe('Annie');
  });

  it('takes the name rule of POST /players: 400 invalid-request otherwise; 401 without a token', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 'A\u0007nn' },
      { name: '\u202eAnn' },
      { name: 'Ann', extra: 1 },
      {},
    ]) {
      const reply = await rename(api, ann.token, body);
      expect([JSON.stringify(body), reply.status, reply.body.code]).toEqual([JSON.stringify(body), 400, 'invalid-request']);
    }
    expect((await rename(api, 'oct_nobody', { name: 'Eve' })).status).toBe(401);
    expect((await api.get('/players/me', ann.token)).body.name).toBe('Ann');
  });
});
