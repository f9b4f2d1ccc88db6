import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();

describe('the local server', () => {
  it('answers /health and plays a Dice Kings roll over HTTP', async () => {
    const { api } = ctx;
    expect((await api.get('/health')).status).toBe(200);
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { rig: { dice: [[1, 2, 3, 4, 5]] } });
    const rolled = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(rolled.status).toBe(200);
    expect(rolled.body.game.board.dice).toEqual([1, 2, 3, 4, 5]);
  });
});
