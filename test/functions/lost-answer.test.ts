/**
 * A write whose answer is lost (the SDK timed out and retried it, the retry found the version
 * taken) although it landed: the command service recognises its own item and does not apply
 * the command a second time.
 */
import { describe, expect, it, vi } from 'vitest';
import { play } from '../../domain/platform/index.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { runCommand } from '../../functions/games/command-service.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const lose = vi.hoisted(() => ({ next: false }));
vi.mock('../../functions/adapters/event-store.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../functions/adapters/event-store.ts')>();
  return {
    ...real,
    appendItem: async (item: Parameters<typeof real.appendItem>[0]) => {
      await real.appendItem(item);
      if (lose.next) {
        lose.next = false;
        throw new real.VersionTaken(item.gameId, item.version);
      }
    },
  };
});

const ctx = useTestStack();

describe('a command whose write landed but whose answer was lost', () => {
  it('is applied once, and answered as applied', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    lose.next = true;
    const outcome = await runCommand(gameId, {
      actor: ann.playerId,
      decide: (s, now, draws) => play(s, { type: 'roll' }, ann.playerId, now, draws),
    });
    expect(lose.next).toBe(false);
    expect(outcome).toMatchObject({ kind: 'applied', state: { version: 3 } });
    const rolls = (await loadStream(gameId)).flatMap((item) => item.events).filter((e) => e.type === 'DiceRolled');
    expect(rolls).toHaveLength(1);
  });
});
