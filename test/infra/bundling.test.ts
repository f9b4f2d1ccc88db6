import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../infra/constructs/bundling.ts';
import { lambdaCatalog } from '../../infra/constructs/catalog.ts';
import { liveFunctionSpecs } from '../../infra/constructs/live-updates.ts';
import { PlatformFunctions } from '../../infra/constructs/platform-functions.ts';

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

  it("leaves no function to be bundled on its own (NodejsFunction's defaults, a second each): one left out of the run stops the synth", () => {
    const [live] = liveFunctionSpecs();
    const functions = new PlatformFunctions(new Stack(), {
      prefix: 'oc-test',
      environment: {},
      alarmAction: {} as IAlarmAction,
      tracing: false,
      bundles: new Map(lambdaCatalog().map((spec) => [spec.name, join(outdir, spec.name)])),
    });
    expect(() => functions.add(live!)).toThrow(`The function ${live!.name} was not bundled with the others`);
  });
});
