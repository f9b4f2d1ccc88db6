import { afterAll, vi } from 'vitest';
import { highRollContract } from './contract.ts';
import { highRollBot, highRollJudge } from './players.ts';
import { highRoll } from './rules.ts';

const domainRegistry = new URL('../../../domain/registry.ts', import.meta.url).pathname;
const contractRegistry = new URL('../../../functions/contract/registry.ts', import.meta.url).pathname;
const bots = new URL('../../../functions/bots/bots.ts', import.meta.url).pathname;
const judges = new URL('../../../functions/analysis/judges.ts', import.meta.url).pathname;

/**
 * Registers High Roll beside the real games, as a game of the platform is: its rules in the
 * domain's registry, its part of the contract in the contract's, its bot and its judge in the
 * functions' maps (kept apart for the bundles' sake: functions/bots/bots.ts). Every module the file imports
 * after this call (`await import`) sees four games; the workers keep modules from file to file
 * (vitest.config.ts, isolate: false), so they are loaded anew now, and again after the file.
 */
export function registerFourthGame(): void {
  vi.doMock(domainRegistry, async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../domain/registry.ts')>();
    return { ...original, registry: [...original.registry, highRoll] };
  });
  vi.doMock(contractRegistry, async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../functions/contract/registry.ts')>();
    return { ...original, contractParts: { ...original.contractParts, [highRoll.game]: highRollContract } };
  });
  vi.doMock(bots, async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../functions/bots/bots.ts')>();
    return { ...original, bots: { ...original.bots, [highRoll.game]: highRollBot } };
  });
  vi.doMock(judges, async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../functions/analysis/judges.ts')>();
    return { ...original, judges: { ...original.judges, [highRoll.game]: highRollJudge } };
  });
  vi.resetModules();
  afterAll(() => {
    vi.doUnmock(domainRegistry);
    vi.doUnmock(contractRegistry);
    vi.doUnmock(bots);
    vi.doUnmock(judges);
    vi.resetModules();
  });
}
