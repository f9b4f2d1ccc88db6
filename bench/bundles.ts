/**
 * Every Lambda bundled exactly as the stack bundles it (infra/constructs/bundling.ts), with
 * each bundle's size and the time to import it cold in a fresh `node` process: the median of
 * a few `node -e "import(bundle)"` runs minus the median of a bare `node -e 0`, the runs of all
 * of them interleaved. Each run also reports the CPU time its import took, which other
 * processes on a busy machine disturb far less than the wall clock. Targets (a function holds a
 * feature's routes): under 400 KB and 60 ms each (docs/snapshots.md, Bytes and cold start). Beside them, the functions
 * a new player's first ten minutes touch (first-minutes.ts; at most 3). `npm run bench bundles`
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { bundleAll } from '../infra/constructs/bundling.ts';
import { lambdaCatalog } from '../infra/constructs/catalog.ts';
import { liveFunctionSpecs } from '../infra/constructs/live-updates.ts';
import { benchFirstMinutes } from './first-minutes.ts';

const RUNS = 7;
// The targets (docs/snapshots.md, Bytes and cold start).
const TARGET_KB = 400;
const TARGET_MS = 60;
const TARGET_FUNCTIONS = 3;

/** What Lambda's environment gives a function before its code runs (no request is made at import). */
const lambdaLikeEnv = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-1',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** One fresh process: its wall time, and the CPU time it reports for the code it was given. */
function run(code: string): { wallMs: number; cpuMs: number } {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['-e', code], { env: lambdaLikeEnv, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`node -e ${code} failed: ${child.stderr}`);
  return { wallMs, cpuMs: Number(child.stdout.trim() || 0) };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Each code's median over RUNS rounds, every round running each code once: a few slow seconds
 * of this shared machine then touch one run of every bundle, not all the runs of one.
 */
function measureAll(codes: string[]): { wallMs: number; cpuMs: number }[] {
  const runs = codes.map(() => [] as { wallMs: number; cpuMs: number }[]);
  for (let round = 0; round < RUNS; round++) codes.forEach((code, i) => runs[i]!.push(run(code)));
  return runs.map((r) => ({ wallMs: median(r.map((x) => x.wallMs)), cpuMs: median(r.map((x) => x.cpuMs)) }));
}

/** Imports the bundle and prints the CPU time (user + system) the import took. */
const importCode = (file: string) =>
  `const c=process.cpuUsage();import(${JSON.stringify(pathToFileURL(file).href)}).then(()=>{const d=process.cpuUsage(c);console.log((d.user+d.system)/1000)})`;

export async function benchBundles(): Promise<Record<string, number>> {
  const outdir = mkdtempSync(join(tmpdir(), 'oc-bundles-'));
  const figures: Record<string, number> = {};
  try {
    // bundleAll itself, so the measured bundles are the deployed ones.
    const bundles = [...bundleAll([...lambdaCatalog(), ...liveFunctionSpecs()], outdir)].map(([name, folder]) => ({
      name,
      outfile: join(folder, 'index.mjs'),
    }));
    figures['functions a new player touches in the first ten minutes'] = (await benchFirstMinutes())['distinct functions touched']!;
    const [bare, ...cold] = measureAll(['0', ...bundles.map(({ outfile }) => importCode(outfile))]);
    figures['bare node -e 0 (ms)'] = Math.round(bare!.wallMs);
    bundles.forEach(({ name, outfile }, i) => {
      figures[`${name} (KB)`] = Math.round(statSync(outfile).size / 1024);
      figures[`${name} cold import (ms)`] = Math.round(cold[i]!.wallMs - bare!.wallMs);
      figures[`${name} import CPU (ms)`] = Math.round(cold[i]!.cpuMs);
    });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  return figures;
}

/** The figures that miss a target, for the closing note. */
export function overTarget(figures: Record<string, number>): string[] {
  return Object.entries(figures)
    .filter(([name, value]) =>
      name.endsWith('(KB)')
        ? value > TARGET_KB
        : name.endsWith('cold import (ms)')
          ? value > TARGET_MS
          : name.startsWith('functions a new player') && value > TARGET_FUNCTIONS,
    )
    .map(([name, value]) => `${name}: ${value}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchBundles();
  console.table(figures);
  const misses = overTarget(figures);
  console.log(
    misses.length
      ? `Over target (${TARGET_KB} KB, ${TARGET_MS} ms, ${TARGET_FUNCTIONS} functions):\n${misses.join('\n')}`
      : `Every bundle is under ${TARGET_KB} KB and imports in under ${TARGET_MS} ms; a new player touches at most ${TARGET_FUNCTIONS} functions.`,
  );
}
