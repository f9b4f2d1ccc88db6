/** A refusal's answer, unless the command's key was used before (functions/games/command/answer.ts). */
import { describe, expect, it } from 'vitest';
import { notApplied } from '../../../functions/games/command/answer.ts';
import type { NotApplied } from '../../../functions/games/command/request.ts';
import type { GameStore } from '../../../functions/games/game-store.ts';
import { command } from '../memory-games.ts';
import { annRolls, commandOn, started } from './setup.ts';

const refused: NotApplied = { kind: 'refused', violation: { violation: 'wrong-step', detail: 'Not now.' } };
const keyed = (requestHash: string) => annRolls({ idempotency: { key: 'k', requestHash } });

describe('answer a command not applied', () => {
  it('without a key: the refusal, with no look at any key', async () => {
    const setUp = await started();
    const store: GameStore = {
      ...setUp.store,
      findEarlier: () => {
        throw new Error('looked');
      },
    };
    expect(await notApplied(commandOn({ ...setUp, store }), refused)).toBe(refused);
  });

  it('with a key never used: the refusal', async () => {
    const setUp = await started();
    expect(await notApplied(commandOn(setUp, keyed('h')), refused)).toBe(refused);
  });

  it('with a key used before: the game as that command left it, or the misuse of the key with another body', async () => {
    const setUp = await started();
    const first = await command(setUp.store, setUp.clock, setUp.gameId, keyed('h'));
    if (first.kind !== 'applied') throw new Error(first.kind);
    await command(setUp.store, setUp.clock, setUp.gameId, annRolls());
    expect(await notApplied(commandOn(setUp, keyed('h')), refused)).toEqual({ kind: 'replayed', state: first.state });
    expect(await notApplied(commandOn(setUp, keyed('other')), refused)).toMatchObject({ kind: 'conflict', with: 'idempotency-key' });
  });
});
