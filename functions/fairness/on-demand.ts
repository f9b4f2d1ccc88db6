import type { Draws } from '../../domain/kernel/index.ts';
import type { FairSeed } from './bytes.ts';
import { drawFrom } from './draws.ts';

/** The probe's signal: the decision has reached its first draw. */
class SeedNeeded extends Error {
  constructor() {
    super('this decision draws: it needs the server seed');
  }
}

const probe: Draws = {
  dice: () => {
    throw new SeedNeeded();
  },
  shuffle: () => {
    throw new SeedNeeded();
  },
};

/**
 * Most commands draw nothing (a cross, a pass, a score, a play), so the secret seed is loaded
 * only for a decision that draws: `use` runs first with draws that stop it at its first draw,
 * and only then is the seed loaded and `use` run again from `position`. `use` must be pure (a
 * domain decision is), since it may run twice; a rig queue it takes values from must be a fresh
 * copy in each run.
 */
export async function drawOnDemand<T>(
  position: number,
  seed: () => Promise<FairSeed>,
  use: (draws: Draws) => T,
): Promise<{ value: T; position: number }> {
  try {
    return { value: use(probe), position };
  } catch (error) {
    if (!(error instanceof SeedNeeded)) throw error;
  }
  return drawFrom(await seed(), position, use);
}
