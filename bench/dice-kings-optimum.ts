/**
 * Dice Kings: the solitaire optimum of one column for each JokerRule (the default config
 * otherwise), what solving its table costs, and the alternative of shipping the table as an
 * asset. The cold figures come from fresh `node` processes, each running a bundle built as the
 * stack builds a Lambda's (esbuild, one ESM file): one solves the default table, one reads the
 * asset and decodes it, as a bot function would at a cold start. Each reports its CPU time
 * (user + system), which other processes on a busy machine disturb far less than the wall clock.
 *
 * Run on its own: `npx tsx bench/dice-kings-optimum.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { encodeOptimum, solve } from '../domain/dice-kings/bot/index.ts';
import { valueOf } from '../domain/dice-kings/bot/optimum.ts';
import { configSchema } from '../domain/dice-kings/config.ts';

const EMPTY_COLUMN = { filled: 0, upper: 0, kings50: false };
const COLD_RUNS = 3;
const here = new URL('.', import.meta.url).pathname;

/** Bundles `code` (a module under bench/) to one ESM file, as the stack bundles a Lambda. */
async function bundle(code: string, outfile: string): Promise<void> {
  await build({
    stdin: { contents: code, resolveDir: here, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'error',
  });
}

/** The median of a few fresh processes running `file`, which prints `{ wallMs, cpuMs, rssMb }` as JSON. */
function cold(file: string, ...args: string[]): { wallMs: number; cpuMs: number; rssMb: number } {
  const runs = Array.from({ length: COLD_RUNS }, () => {
    const child = spawnSync(process.execPath, [file, ...args], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${file} failed: ${child.stderr}`);
    return JSON.parse(child.stdout) as { wallMs: number; cpuMs: number; rssMb: number };
  });
  const median = (pick: (r: (typeof runs)[number]) => number) => runs.map(pick).sort((a, b) => a - b)[COLD_RUNS >> 1]!;
  return { wallMs: median((r) => r.wallMs), cpuMs: median((r) => r.cpuMs), rssMb: median((r) => r.rssMb) };
}

/** Measures `work` in the bundle: wall and CPU time, and the process's resident memory after it. */
const measured = (imports: string, work: string) => `
${imports}
const started = performance.now();
const cpu = process.cpuUsage();
${work}
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, rssMb: process.memoryUsage().rss / 2 ** 20 }));
`;

export async function benchDiceKingsOptimum(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  let asset: Uint8Array = new Uint8Array();
  for (const JokerRule of ['free', 'forced', false] as const) {
    const config = configSchema.parse({ JokerRule });
    const cpu = process.cpuUsage();
    const started = performance.now();
    const optimum = solve(config);
    const used = process.cpuUsage(cpu);
    figures[`optimum, JokerRule ${JokerRule}`] = Number(valueOf(optimum, EMPTY_COLUMN).toFixed(4));
    figures[`solve ${JokerRule}: wall (ms)`] = Math.round(performance.now() - started);
    figures[`solve ${JokerRule}: CPU (ms)`] = Math.round((used.user + used.system) / 1000);
    if (JokerRule === 'free') {
      figures['table in memory (MB)'] = Number((optimum.values.byteLength / 2 ** 20).toFixed(1));
      asset = encodeOptimum(optimum);
    }
  }
  figures['asset (KB)'] = Math.round(asset.byteLength / 1024);
  figures['asset gzip -9 (KB)'] = Math.round(gzipSync(asset, { level: 9 }).byteLength / 1024);
  figures['asset brotli (KB)'] = Math.round(brotliCompressSync(asset).byteLength / 1024);

  const dir = mkdtempSync(join(tmpdir(), 'oc-optimum-'));
  try {
    const assetFile = join(dir, 'dice-kings-optimum.bin');
    writeFileSync(assetFile, asset);
    const imports = `import { configSchema } from '../domain/dice-kings/config.ts';`;
    await bundle(
      measured(`${imports}\nimport { solve } from '../domain/dice-kings/bot/optimum.ts';`, `solve(configSchema.parse({}));`),
      join(dir, 'solve.mjs'),
    );
    await bundle(
      measured(
        `${imports}\nimport { readFileSync } from 'node:fs';\nimport { decodeOptimum } from '../domain/dice-kings/bot/optimum-asset.ts';`,
        `decodeOptimum(readFileSync(process.argv[2]), configSchema.parse({}));`,
      ),
      join(dir, 'load.mjs'),
    );
    await bundle(measured(imports, `configSchema.parse({});`), join(dir, 'bare.mjs'));
    figures['cold bare process: RSS (MB)'] = Math.round(cold(join(dir, 'bare.mjs')).rssMb);
    const solved = cold(join(dir, 'solve.mjs'));
    const loaded = cold(join(dir, 'load.mjs'), assetFile);
    figures['cold solve: wall (ms)'] = Math.round(solved.wallMs);
    figures['cold solve: CPU (ms)'] = Math.round(solved.cpuMs);
    figures['cold solve: RSS after (MB)'] = Math.round(solved.rssMb);
    figures['cold read + decode asset: wall (ms)'] = Math.round(loaded.wallMs);
    figures['cold read + decode asset: CPU (ms)'] = Math.round(loaded.cpuMs);
    figures['cold read + decode asset: RSS after (MB)'] = Math.round(loaded.rssMb);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchDiceKingsOptimum());
}
