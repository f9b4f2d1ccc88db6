import { afterAll, vi } from 'vitest';
import { highRollContract } from './contract.ts';
import { highRoll } from './rules.ts';

const domainRegistry = new URL('../../../domain/registry.ts', import.meta.url).pathname;
const contractRegistry = new URL('../../../functions/contract/registry.ts', import.meta.url).pathname;

/**
 * Registers High Roll beside the real games, as a game of the platform is: its rules in the
 * domain's registry, its part of the contract in the contract's. Every module the file imports
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
  vi.resetModules();
  afterAll(() => {
    vi.doUnmock(domainRegistry);
    vi.doUnmock(contractRegistry);
    vi.resetModules();
  });
}
