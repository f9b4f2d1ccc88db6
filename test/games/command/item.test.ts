/** The item on the next version (functions/games/command/item.ts). */
import { describe, expect, it } from 'vitest';
import { evolve, type GameState } from '../../../domain/platform/index.ts';
import { decideFairly } from '../../../functions/games/command/decide.ts';
import { buildItem } from '../../../functions/games/command/item.ts';
import { SNAPSHOT_EVERY } from '../../../functions/games/game-log.ts';
import { nextMove, playing, playTo } from '../memory-games.ts';
import { ann, bob, commandOn, started } from './setup.ts';

/** The item that stores the next move (memory-games.ts) on the game at `version`. */
async function itemAt(version: number) {
  const setUp = await started({ seats: [ann, bob] });
  await playTo(setUp.store, setUp.clock, setUp.gameId, version);
  const game = await setUp.game();
  const { actor, move } = nextMove(game.state);
  const decision = await decideFairly(game.state, game.position, setUp.clock.now(), playing(actor, move), {
    defaults: true,
    store: setUp.store,
  });
  if (decision.kind !== 'decided') throw new Error(decision.kind);
  const command = commandOn(setUp, { actor, decide: playing(actor, move) });
  return { game, decision, actor, build: () => buildItem(command, game, decision) };
}

describe('build the item', () => {
  it('on the next version: the events, the actor, a write id of its own, the byte stream after it; and the game after it', async () => {
    const { game, decision, actor, build } = await itemAt(3);
    const { item, after } = build();
    expect(item).toMatchObject({
      gameId: game.state.gameId,
      version: 4,
      events: decision.events,
      actor,
      writeId: expect.any(String),
      fairPosition: decision.positions.after,
    });
    expect(item.snapshot).toBeUndefined();
    expect(after).toEqual({ ...decision.events.reduce<GameState>(evolve, game.state), version: 4 });
    expect(build().item.writeId).not.toBe(item.writeId);
  });

  it('a snapshot of the game after it once SNAPSHOT_EVERY versions have passed since the last', async () => {
    expect((await itemAt(SNAPSHOT_EVERY - 2)).build().item.snapshot).toBeUndefined();
    const { item } = (await itemAt(SNAPSHOT_EVERY - 1)).build();
    expect(item.version).toBe(SNAPSHOT_EVERY);
    expect(item.snapshot).toMatchObject({ schema: expect.any(String) });
  });
});
