/** A command that lost a race runs again (functions/games/command/races.ts). */
import { describe, expect, it } from 'vitest';
import { VersionTaken } from '../../../functions/adapters/event-store.ts';
import { BalanceMoved } from '../../../functions/chips/stakes.ts';
import { againOnRace, MAX_ATTEMPTS } from '../../../functions/games/command/races.ts';

/** An attempt that fails with `errors` in turn, then answers how many times it ran. */
function failing(...errors: Error[]) {
  let runs = 0;
  return {
    attempt: async () => {
      runs++;
      const error = errors[runs - 1];
      if (error) throw error;
      return runs;
    },
    runs: () => runs,
  };
}

describe('a command that lost a race', () => {
  it('to another writer of its version, or to a balance that moved: runs again until it wins', async () => {
    const { attempt } = failing(new VersionTaken('g', 3), new BalanceMoved(), new VersionTaken('g', 4));
    expect(await againOnRace(attempt)).toBe(4);
  });

  it('any other error is thrown at once', async () => {
    const { attempt, runs } = failing(new Error('the database is gone'));
    await expect(againOnRace(attempt)).rejects.toThrow('the database is gone');
    expect(runs()).toBe(1);
  });

  it(`runs at most ${MAX_ATTEMPTS} times, then the last race lost is thrown`, async () => {
    const { attempt, runs } = failing(...Array.from({ length: MAX_ATTEMPTS + 1 }, (_, i) => new VersionTaken('g', i)));
    await expect(againOnRace(attempt)).rejects.toMatchObject({ version: MAX_ATTEMPTS - 1 });
    expect(runs()).toBe(MAX_ATTEMPTS);
  });
});
