/**
 * Turn timers end to end on the local server (TurnTime 1): the in-process scheduler applies
 * each game's timeout default by itself, and a player racing the timer never gets both.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../functions/games/command-service.ts';
import { handler as timeout } from '../../functions/timers/timeout.ts';
import { gameUntil } from '../support/game-until.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../support/local-stack.ts';

const ctx = useTestStack();

/** The events of the one stored item (command or timer default) at `version`. */
async function eventsOf(api: Api, gameId: string, version: number): Promise<any[]> {
  await gameUntil(api, gameId, (g) => g.version >= version);
  const page = (await api.get(`/games/${gameId}/events?after=${version - 1}`)).body;
  return page.events.filter((e: any) => e.version === version).map(({ version: _, at: __, ...event }: any) => event);
}

describe('turn timers on the local server', () => {
  it('Dice Kings ruling 8: a turn that runs out before any roll is rolled for the player and the best box written', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 1 }, rig: { dice: [[2, 3, 4, 5, 6]] } });
    const started = (await api.get(`/games/${gameId}`)).body;
    const deadline = Date.parse(started.turn.deadline);

    // A busy machine may fire late enough to apply the next turn's default too: look at the first.
    expect((await eventsOf(api, gameId, started.version + 1)).slice(0, 3)).toEqual([
      { type: 'DiceRolled', playerId: ann.playerId, keep: [], dice: [2, 3, 4, 5, 6] },
      { type: 'BoxScored', playerId: ann.playerId, column: 0, box: 'largeStraight', points: 40, extraKings: 0 },
      expect.objectContaining({ type: 'TurnStarted' }),
    ]);
    // The default took effect at the deadline, however late: the next turn ran out TurnTime after it.
    await gameUntil(api, gameId, (g) => g.version >= started.version + 2);
    const rolls = (await api.get(`/games/${gameId}/events?after=${started.version}`)).body.events.filter(
      (e: any) => e.type === 'DiceRolled',
    );
    expect(rolls.slice(0, 2).map((e: any) => Date.parse(e.at))).toEqual([deadline, deadline + 1_000]);
  });

  it('Dice Kings ruling 8: after the player rolled, the rolled dice go in the box that scores the most', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 1 }, rig: { dice: [[6, 6, 6, 6, 6]] } });
    const rolled = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(rolled.status).toBe(200);

    expect((await eventsOf(api, gameId, rolled.body.version + 1)).slice(0, 2)).toEqual([
      { type: 'BoxScored', playerId: ann.playerId, column: 0, box: 'diceKings', points: 50, extraKings: 0 },
      expect.objectContaining({ type: 'TurnStarted' }),
    ]);
  });

  it('Rummiduck ruling 8: a turn that runs out draws TimeoutTiles tiles from the front of the bag', async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    // One tile each is dealt from the front (seat 0 first); the timeout draws the next two.
    const bag = ['red-1-a', 'red-2-a', 'red-3-a', 'red-4-a'];
    const gameId = await newGame(api, 'rummiduck', [ann, bob], {
      config: { TurnTime: 1, StartTiles: 1, TimeoutTiles: 2 },
      rig: { bag },
    });

    const started = (await api.get(`/games/${gameId}`)).body;
    await eventsOf(api, gameId, started.version + 1);
    expect((await api.get(`/games/${gameId}/events?after=${started.version}`, ann.token)).body.events[0]).toMatchObject({
      type: 'TilesDrawn',
      playerId: ann.playerId,
      reason: 'timeout',
      count: 2,
      tiles: ['red-3-a', 'red-4-a'],
    });
  });

  it("a player's command and the timer at the deadline: exactly one takes effect, whichever comes first", async () => {
    const { api } = ctx;
    // Several games, the draw sent a little before, at, and a little after the deadline, while
    // the local scheduler fires and the handler is invoked once more at the same moment.
    // TurnTime 3 leaves room to set all the games up before the first deadline.
    const offsets = [-40, -10, 0, 10, 40];
    const games = [];
    for (const offset of offsets) {
      const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
      const gameId = await newGame(api, 'rummiduck', [ann, bob], { config: { TurnTime: 3, StartTiles: 1 } });
      const { state } = (await loadGame(gameId))!;
      games.push({ offset, ann, bob, gameId, state, deadline: Date.parse((await api.get(`/games/${gameId}`)).body.turn.deadline) });
    }
    const outcomes = await Promise.all(
      games.map(async ({ offset, ann, bob, gameId, state, deadline }) => {
        await sleep(Math.max(0, deadline + offset - Date.now()));
        const [draw] = await Promise.all([
          api.post(`/games/${gameId}/commands`, { type: 'draw' }, ann.token),
          timeout({ gameId, period: state.clock!.period }),
        ]);
        await eventsOf(api, gameId, state.version + 1);
        const events = (await api.get(`/games/${gameId}/events?after=${state.version}`)).body.events;
        return { draw, drawn: events.filter((e: any) => e.type === 'TilesDrawn'), ann, bob };
      }),
    );
    for (const { draw, drawn, ann, bob } of outcomes) {
      // Every step took exactly one draw, Ann's and Bob's in turn: never two for Ann's first.
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.map((e: any) => e.playerId)).toEqual(drawn.map((_: unknown, i: number) => (i % 2 === 0 ? ann : bob).playerId));
      // Ann's own draw took effect (200) or the timer's did (and the command found Bob's turn).
      expect(drawn.filter((e: any) => e.reason === 'draw')).toHaveLength(draw.status === 200 ? 1 : 0);
      if (draw.status !== 200) expect([draw.status, draw.body.code]).toEqual([409, 'not-your-turn']);
    }
  });
});
