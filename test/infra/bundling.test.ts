import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../infra/constructs/bundling.ts';
import { lambdaCatalog, projectRoot } from '../../infra/constructs/catalog.ts';
import { liveFunctionSpecs } from '../../infra/constructs/live-updates.ts';
import { PlatformFunctions } from '../../infra/constructs/platform-functions.ts';

const outdir = mkdtempSync(join(tmpdir(), 'oc-bundles-test-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('bundling', () => {
  it('bundles the functions in one esbuild run, each into a folder of its own: index.mjs exporting the handler, with its source map', async () => {
    const specs = lambdaCatalog().filter((spec) => ['http-leaderboards', 'timers-sweep'].includes(spec.name));
    const folders = bundleAll(specs, join(outdir, 'stack'));
    expect([...folders.keys()]).toEqual(['http-leaderboards', 'timers-sweep']);
    for (const [name, folder] of folders) {
      expect(statSync(join(folder, 'index.mjs')).size, name).toBeGreaterThan(0);
      expect(existsSync(join(folder, 'index.mjs.map')), name).toBe(true);
      const module = (await import(pathToFileURL(join(folder, 'index.mjs')).href)) as { handler: unknown };
      expect(typeof module.handler, name).toBe('function');
    }
  });

  it('copies the Dice Kings tables beside index.mjs into the bundles that load them (the bot worker, the analysis function with the hint), and only those', () => {
    const specs = lambdaCatalog().filter((spec) => ['bots-move', 'http-analysis', 'http-games', 'http-players'].includes(spec.name));
    const folders = bundleAll(specs, join(outdir, 'tables'));
    const shipped = readdirSync(join(projectRoot, 'functions/bots/tables')).filter((f) => f.endsWith('.bin.br'));
    expect(shipped.sort()).toEqual(['dice-kings-false.bin.br', 'dice-kings-forced.bin.br', 'dice-kings-free.bin.br']);
    for (const name of ['bots-move', 'http-analysis']) {
      const folder = folders.get(name)!;
      expect(readdirSync(join(folder, 'tables')).sort(), name).toEqual(shipped);
      for (const file of shipped)
        expect(
          readFileSync(join(folder, 'tables', file)).equals(readFileSync(join(projectRoot, 'functions/bots/tables', file))),
          file,
        ).toBe(true);
      // The loader looks for them beside the running module, as it does beside its source (dice-kings-tables.ts).
      expect(readFileSync(join(folder, 'index.mjs'), 'utf8'), name).toContain('new URL("./tables/",import.meta.url)');
    }
    // Nor the games function, which answers every preflight too ($default): it waits for no table.
    for (const name of ['http-games', 'http-players']) expect(existsSync(join(folders.get(name)!, 'tables')), name).toBe(false);
  });

  it("holds no answer's schema, which only openapi.yaml needs: a handler's docs stay out of its function's bundle", () => {
    const specs = lambdaCatalog().filter((spec) =>
      ['http-games', 'http-players', 'http-webhooks', 'http-leaderboards'].includes(spec.name),
    );
    const folders = bundleAll(specs, join(outdir, 'answers'));
    for (const [name, folder] of folders) {
      const code = readFileSync(join(folder, 'index.mjs'), 'utf8');
      // The components' ids, as their schemas' meta names them (functions/http/responses.ts, functions/contract/platform.ts).
      for (const id of ['GameView', 'CommandReply', 'LobbyPage', 'EventsPage', 'Problem'])
        expect(code, `${name}: ${id}`).not.toContain(`"${id}"`);
    }
    // The one-line entries the build writes beside the bundles are gone once it is done.
    expect(existsSync(join(outdir, 'answers', '.entries'))).toBe(false);
  });

  it('holds OpenSkill (and its statistics packages) only in the functions that rate games: the ones that show a rating compute its ordinal without it', () => {
    const names = ['http-players', 'http-leaderboards', 'stream-projections', 'projections-rebuild'];
    const folders = bundleAll(
      lambdaCatalog().filter((spec) => names.includes(spec.name)),
      join(outdir, 'openskill'),
    );
    const sourcesOf = (name: string) =>
      (JSON.parse(readFileSync(join(folders.get(name)!, 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;
    const holding = names.filter((name) => sourcesOf(name).some((source) => source.includes('node_modules/openskill/')));
    expect(holding).toEqual(['stream-projections', 'projections-rebuild']);
  });

  it('leaves the Tracer and the X-Ray SDK out of the bundles unless the stack is deployed with tracing, and a bundle without them starts', async () => {
    const specs = lambdaCatalog().filter((spec) => spec.name === 'http-leaderboards');
    const plain = bundleAll(specs, join(outdir, 'plain')).get('http-leaderboards')!;
    const traced = bundleAll(specs, join(outdir, 'traced'), { tracing: true }).get('http-leaderboards')!;
    const code = (folder: string) => readFileSync(join(folder, 'index.mjs'), 'utf8');
    expect(code(plain)).not.toContain('AWSXRay');
    expect(code(plain)).toContain('"@aws-lambda-powertools/tracer"');
    expect(code(traced)).toContain('AWSXRay');
    expect(statSync(join(traced, 'index.mjs')).size - statSync(join(plain, 'index.mjs')).size).toBeGreaterThan(100_000);
    const module = (await import(pathToFileURL(join(plain, 'index.mjs')).href)) as { handler: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it("bundles a feature's function as a router by route key: each route reaches its own handler, and a key it does not serve fails the invocation", async () => {
    const [spec] = lambdaCatalog().filter((s) => s.name === 'http-games');
    const folder = bundleAll([spec!], join(outdir, 'router')).get('http-games')!;
    const { handler } = (await import(pathToFileURL(join(folder, 'index.mjs')).href)) as {
      handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    };
    const event = (routeKey: string, method: string, path: string) => ({
      version: '2.0',
      routeKey,
      rawPath: path,
      headers: {},
      requestContext: { routeKey, requestId: 'r', http: { method, path } },
    });
    // $default answers a path no route takes (API_ROUTES is not set here: no route at all).
    const missing = await handler(event('$default', 'GET', '/nowhere'), {});
    expect([missing.statusCode, JSON.parse(missing.body).code]).toEqual([404, 'route-not-found']);
    await expect(handler(event('GET /leaderboards/{board}', 'GET', '/leaderboards/quicks'), {})).rejects.toThrow(
      'This function serves GET /health, POST /games,',
    );
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
