/**
 * No import cycles, type-only imports included. ESLint's import-x/no-cycle stops the cycles of
 * values as code is written; it passes over `import type` by design, so this counts every
 * import (dpdm, reading the TypeScript sources as written, types kept).
 */
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const sources = ['domain', 'functions', 'infra', 'client/src', 'client/play', 'bench', 'scripts', 'test'].map(
  (folder) => `${folder}/**/*.{ts,tsx}`,
);

describe('the modules', () => {
  it('import one another without a cycle, counting imports of types alone', { timeout: 120_000 }, async () => {
    const tree = await parseDependencyTree(sources, {
      cwd: new URL('../..', import.meta.url).pathname,
      transform: false, // true would drop the type-only imports before looking
      skipDynamicImports: false,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(400);
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
