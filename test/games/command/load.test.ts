/** The command's first step (functions/games/command/load.ts): the game, with a cached token's read beside it. */
import { describe, expect, it } from 'vitest';
import { load } from '../../../functions/games/command/load.ts';
import type { GameStore } from '../../../functions/games/game-store.ts';
import { ann, annRolls, commandOn, started } from './setup.ts';

describe('load', () => {
  it('reads the game now and the log it was read from, with one read of the store', async () => {
    const setUp = await started();
    let reads = 0;
    const store: GameStore = { ...setUp.store, readBack: (...args) => (reads++, setUp.store.readBack(...args)) };
    const { game, tokenChecked } = await load(commandOn({ ...setUp, store }));
    expect(reads).toBe(1);
    expect(game!.state.version).toBe(2);
    expect(game!.log.latest).toBe(2);
    expect(game!.state).toEqual(game!.log.stateAt(2));
    expect(tokenChecked).toBeUndefined();
  });

  it('of a game nobody created: no game', async () => {
    const setUp = await started();
    expect((await load(commandOn({ ...setUp, gameId: 'g_nobody' }))).game).toBeUndefined();
  });

  it('a token read with the request itself needs no read: its check is true at once', async () => {
    const setUp = await started();
    const credential = { ...ann, tokenHash: 'hash', verified: true };
    const { tokenChecked } = await load(commandOn(setUp, annRolls({ credential })));
    expect(await tokenChecked).toBe(true);
  });
});
