/** A lost answer whose write landed (functions/games/command/own-write.ts): known by the item's write id only. */
import { describe, expect, it } from 'vitest';
import { ownWrite } from '../../../functions/games/command/own-write.ts';
import { command } from '../memory-games.ts';
import { annRolls, commandOn, started } from './setup.ts';

describe('own write', () => {
  it('on a first attempt, nothing was written: none', async () => {
    const setUp = await started();
    expect(ownWrite(commandOn(setUp), (await setUp.game()).log)).toBeUndefined();
  });

  it('the item on its version carries our write id: the game as it left it', async () => {
    const setUp = await started();
    await command(setUp.store, setUp.clock, setUp.gameId, annRolls());
    const { log } = await setUp.game();
    const mine = commandOn(setUp);
    mine.written = setUp.store.stream(setUp.gameId).at(-1)!;
    expect(ownWrite(mine, log)).toEqual(log.stateAt(3));
  });

  it("another writer's item with the very same events is not ours", async () => {
    const setUp = await started();
    await command(setUp.store, setUp.clock, setUp.gameId, annRolls());
    const { log } = await setUp.game();
    const mine = commandOn(setUp);
    mine.written = { ...setUp.store.stream(setUp.gameId).at(-1)!, writeId: 'another-attempt' };
    expect(ownWrite(mine, log)).toBeUndefined();
  });
});
