/** The item stored with its key and chips (functions/games/command/append.ts). */
import { describe, expect, it } from 'vitest';
import { CompanionRefused, VersionTaken } from '../../../functions/adapters/event-store.ts';
import { BalanceMoved } from '../../../functions/chips/stakes.ts';
import { append } from '../../../functions/games/command/append.ts';
import { decideFairly } from '../../../functions/games/command/decide.ts';
import { buildItem } from '../../../functions/games/command/item.ts';
import type { CommandRequest } from '../../../functions/games/command/request.ts';
import type { GameStore } from '../../../functions/games/game-store.ts';
import { command as run } from '../memory-games.ts';
import { annRolls, commandOn, started } from './setup.ts';

/** Ann's roll decided and built on the game as it is now, ready to append on `store` (the game's own, by default). */
async function rollBuilt(setUp: Awaited<ReturnType<typeof started>>, request: CommandRequest = annRolls(), store: GameStore = setUp.store) {
  const game = await setUp.game();
  const decide = 'decide' in request ? request.decide : () => [];
  const decision = await decideFairly(game.state, game.position, setUp.clock.now(), decide, { defaults: true, store });
  if (decision.kind !== 'decided') throw new Error(decision.kind);
  const command = commandOn({ ...setUp, store }, request);
  return { command, ...buildItem(command, game, decision) };
}

describe('append', () => {
  it('stores the item on its version, and keeps it as the last item this command sent', async () => {
    const setUp = await started();
    const { command, item } = await rollBuilt(setUp);
    expect(await append(command, item, [], setUp.clock.now())).toBeUndefined();
    expect(command.written).toBe(item);
    expect(setUp.store.stream(setUp.gameId).at(-1)).toMatchObject({ version: item.version, writeId: item.writeId });
  });

  it('a version taken is thrown for the command to run again, the item still kept as sent (its answer may be what was lost)', async () => {
    const setUp = await started();
    const { command, item } = await rollBuilt(setUp);
    await run(setUp.store, setUp.clock, setUp.gameId, annRolls());
    await expect(append(command, item, [], setUp.clock.now())).rejects.toBeInstanceOf(VersionTaken);
    expect(command.written).toBe(item);
  });

  it('a key taken: the game as its first command left it, or the misuse of the key with another body', async () => {
    const setUp = await started();
    const keyed = (requestHash: string) => annRolls({ idempotency: { key: 'k', requestHash } });
    const first = await run(setUp.store, setUp.clock, setUp.gameId, keyed('h'));
    if (first.kind !== 'applied') throw new Error(first.kind);
    const again = await rollBuilt(setUp, keyed('h'));
    expect(await append(again.command, again.item, [], setUp.clock.now())).toEqual({ kind: 'replayed', state: first.state });
    const misused = await rollBuilt(setUp, keyed('other'));
    expect(await append(misused.command, misused.item, [], setUp.clock.now())).toMatchObject({ kind: 'conflict', with: 'idempotency-key' });
    expect(setUp.store.stream(setUp.gameId).at(-1)!.version).toBe(first.state.version);
  });

  it('a chips write refused (a balance moved since it was read): BalanceMoved, for the command to decide again', async () => {
    const setUp = await started();
    const refusing: GameStore = {
      ...setUp.store,
      append: () => Promise.reject(new CompanionRefused(0, { balance: 0 })),
    };
    const { command, item } = await rollBuilt(setUp, annRolls(), refusing);
    await expect(append(command, item, [], setUp.clock.now())).rejects.toBeInstanceOf(BalanceMoved);
  });
});
