/**
 * Turn timers end to end on the local server (TurnTime 1): the in-process scheduler applies
 * each game's timeout default by itself, and a player racing the timer never gets both.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../functions/games/command-service.ts';
import { handler as timeout } from '../../functions/timers/timeout.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../support/local-stack.ts';

const ctx = useTestStack();

/** Polls the game until `done` holds of its view (bounded by `ms`). */
async function until(api: Api, gameId: string, done: (game: any) => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) {
    const game = (await api.get(`/games/${gameId}`)).body;
    if (done(game)) return game;
  }
  throw new Error(`game ${gameId} did not get there in ${ms} ms`);
}

describe('turn timers on the local server', () => {
  it('Dice Kings ruling 8: a turn that runs out before any roll is rolled for the player and the best box written, within 2 s of the deadline', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 1 }, rig: { dice: [[2, 3, 4, 5, 6]] } });
    const started = (await api.get(`/games/${gameId}`)).body;
    const deadline = Date.parse(started.turn.deadline);

    const after = await until(api, gameId, (g) => g.version > started.version);
    expect(Date.now() - deadline).toBeLessThan(2_000);
    const boxes = after.board.pads[ann.playerId].columns[0].boxes;
    expect(boxes.largeStraight).toBe(40);
    expect(Object.values(boxes).filter((points) => points !== null)).toHaveLength(1);
    expect(after.board.dice).toBeNull();
    // The next turn has a deadline of its own, TurnTime after the default took effect.
    expect(Date.parse(after.turn.deadline)).toBe(deadline + 1_000);
  });

  it('Dice Kings ruling 8: after the player rolled, the rolled dice go in the box that scores the most', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 1 }, rig: { dice: [[6, 6, 6, 6, 6]] } });
    const rolled = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(rolled.status).toBe(200);

    const after = await until(api, gameId, (g) => g.board.dice === null);
    expect(after.board.pads[ann.playerId].columns[0].boxes.diceKings).toBe(50);
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

    const after = await until(api, gameId, (g) => g.board.racks[ann.playerId] === 3);
    expect(after.turn.playerId).toBe(bob.playerId);
    const annSees = (await api.get(`/games/${gameId}`, ann.token)).body;
    expect([...annSees.board.rack].sort()).toEqual(['red-1-a', 'red-3-a', 'red-4-a']);
  });
});
