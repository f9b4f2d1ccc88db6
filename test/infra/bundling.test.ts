import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../infra/constructs/bundling.ts';
import { lambdaCatalog } from '../../infra/constructs/catalog.ts';

const outdir = mkdtempSync(join(tmpdir(), 'oc-bundles-test-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('bundling', () => {
  it('bundles the functions in one esbuild run, each into a folder of its own: index.mjs exporting the handler, with its source map', async () => {
    const specs = lambdaCatalog().filter((spec) => ['http-health', 'http-not-found'].includes(spec.name));
    const folders = bundleAll(specs, join(outdir, 'stack'));
    expect([...folders.keys()]).toEqual(['http-health', 'http-not-found']);
    for (const [name, folder] of folders) {
      expect(statSync(join(folder, 'index.mjs')).size, name).toBeGreaterThan(0);
      expect(existsSync(join(folder, 'index.mjs.map')), name).toBe(true);
      const module = (await import(pathToFileURL(join(folder, 'index.mjs')).href)) as { handler: unknown };
      expect(typeof module.handler, name).toBe('function');
    }
  });
});
