/**
 * The decision as oc-fair-v1 says (functions/games/command/decide.ts): the secret seed read only
 * for a decision that draws or ends the game, the overdue defaults first, the rules' refusal.
 */
import { describe, expect, it } from 'vitest';
import { resign } from '../../../domain/platform/index.ts';
import { decideFairly } from '../../../functions/games/command/decide.ts';
import type { Decide } from '../../../functions/games/command/request.ts';
import type { GameStore } from '../../../functions/games/game-store.ts';
import { playing } from '../memory-games.ts';
import { ann, bob, started } from './setup.ts';

/** The game, and its store's seed reads counted. */
async function deciding(options: Parameters<typeof started>[0] = {}) {
  const setUp = await started(options);
  const seeds = { read: 0 };
  const store: Pick<GameStore, 'serverSeed'> = { serverSeed: (gameId) => (seeds.read++, setUp.store.serverSeed(gameId)) };
  const { state, position } = await setUp.game();
  const decide = (decision: Decide, defaults = true) => decideFairly(state, position, setUp.clock.now(), decision, { defaults, store });
  return { ...setUp, seeds, state, decide };
}

describe('decide', () => {
  it('a decision that draws nothing reads no seed, and leaves the byte stream where it was', async () => {
    const { decide, seeds } = await deciding();
    const decision = await decide((_, now) => [{ type: 'DrawsRigged', at: now }]);
    if (decision.kind !== 'decided') throw new Error(decision.kind);
    expect(decision.events.map((e) => e.type)).toEqual(['DrawsRigged']);
    expect(decision.positions.after).toBe(decision.positions.before);
    expect(seeds.read).toBe(0);
  });

  it('a decision that draws reads the seed once, and moves the byte stream on', async () => {
    const { decide, seeds } = await deciding();
    const decision = await decide(playing(ann.playerId, { type: 'roll' }));
    expect(seeds.read).toBe(1);
    if (decision.kind !== 'decided') throw new Error(decision.kind);
    expect(decision.events.map((e) => e.type)).toContain('DiceRolled');
    expect(decision.positions.after).toBeGreaterThan(decision.positions.before);
    expect(decision.rig).toBeUndefined();
  });

  it("the rules' refusal is refused, with no seed read", async () => {
    const { decide, seeds } = await deciding();
    expect(await decide(playing(bob.playerId, { type: 'roll' }))).toMatchObject({
      kind: 'refused',
      violation: { violation: 'not-seated' },
    });
    expect(seeds.read).toBe(0);
  });

  it('a decision that ends the game reveals the seed right after its events', async () => {
    const { decide, seeds } = await deciding();
    const decision = await decide((state, now) => resign(state, ann.playerId, now));
    if (decision.kind !== 'decided') throw new Error(decision.kind);
    expect(decision.events.at(-1)).toMatchObject({ type: 'ServerSeedRevealed', serverSeed: expect.any(String) });
    expect(seeds.read).toBe(1);
  });

  it("a step's default due first: applied before the decision, or a version conflict for a command that asked for none", async () => {
    const { decide, clock } = await deciding({ config: { TurnTime: 5 } });
    clock.set(clock.now() + 60_000);
    const defaulted = await decide(() => []);
    if (defaulted.kind !== 'decided') throw new Error(defaulted.kind);
    expect(defaulted.events.length).toBeGreaterThan(0);
    expect(await decide(() => [], false)).toEqual({
      kind: 'conflict',
      with: 'version',
      detail: 'The step ran out of time and its default applies first; reload the game.',
    });
  });
});
