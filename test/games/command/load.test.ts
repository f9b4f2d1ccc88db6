/** The command's first step (functions/games/command/load.ts): the game known warm, or read. */
import { describe, expect, it } from 'vitest';
import { load, warmGame } from '../../../functions/games/command/load.ts';
import type { GameStore } from '../../../functions/games/game-store.ts';
import { positionAfter } from '../../../functions/fairness/position.ts';
import { annRolls, commandOn, started } from './setup.ts';

describe('load', () => {
  it('reads the game now and the log it was read from, with one read of the store, and remembers it', async () => {
    const setUp = await started();
    let reads = 0;
    const store: GameStore = { ...setUp.store, readBack: (...args) => (reads++, setUp.store.readBack(...args)) };
    const game = await load(commandOn({ ...setUp, store }));
    expect(reads).toBe(1);
    expect(game!.state.version).toBe(2);
    expect(game!.log.latest).toBe(2);
    expect(game!.state).toEqual(game!.log.stateAt(2));
    expect(game!.base).toBe(game!.log.baseOf(2));
    expect(game!.position).toBe(positionAfter(game!.log.items));
    expect(setUp.store.recall(setUp.gameId)).toEqual({ state: game!.state, base: game!.base, position: game!.position });
  });

  it('of a game nobody created: no game', async () => {
    const setUp = await started();
    expect(await load(commandOn({ ...setUp, gameId: 'g_nobody' }))).toBeUndefined();
  });
});

describe('the game known warm', () => {
  it('is the newest version the store remembers, at no read', async () => {
    const setUp = await started();
    const read = await setUp.game();
    let reads = 0;
    const store: GameStore = { ...setUp.store, readBack: (...args) => (reads++, setUp.store.readBack(...args)) };
    expect(warmGame(commandOn({ ...setUp, store }))).toEqual({ state: read.state, base: read.base, position: read.position });
    expect(reads).toBe(0);
  });

  it('none when the store knows no game, or not where its byte stream stands', async () => {
    const setUp = await started();
    const command = commandOn(setUp);
    expect(warmGame({ ...command, gameId: 'g_nobody' })).toBeUndefined();
    const { state, base } = await setUp.game();
    setUp.store.remember(setUp.gameId, { state: { ...state, version: state.version + 1 }, base });
    expect(warmGame(command)).toBeUndefined();
  });

  it('none once the command has sent a write: only a read says whose item is on its version', async () => {
    const setUp = await started();
    await setUp.game();
    const command = commandOn(setUp, annRolls());
    expect(warmGame(command)).toBeDefined();
    command.written = { gameId: setUp.gameId, version: 3, events: [] };
    expect(warmGame(command)).toBeUndefined();
  });
});
