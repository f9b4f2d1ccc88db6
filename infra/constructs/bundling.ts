import { buildSync } from 'esbuild';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, type LambdaSpec } from './catalog.ts';

/**
 * How every Lambda is bundled, said once: the stack bundles with bundleAll, and so does
 * bench/bundles.ts, so the measured bundles are the deployed ones.
 *
 * - ESM, so esbuild can tree-shake the ESM builds of Powertools and zod (`module` first).
 * - Everything is bundled, nothing taken from the runtime: the function runs the code the tests
 *   ran. No AWS SDK client is among it (the functions sign their own requests, aws-request.ts),
 *   so the runtime's SDK is never loaded either.
 * - The banner gives CommonJS dependencies bundled into ESM a `require` for Node's built-ins.
 * - Source maps without the sources: `--enable-source-maps` needs only the mappings to name
 *   files and lines in a stack trace, and the sources were half of `cdk synth`'s output (docs/snapshots.md).
 */
const esbuildSettings = {
  platform: 'node',
  target: 'node24',
  format: 'esm',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);",
  outExtension: '.mjs',
} as const;

/**
 * The Tracer and the X-Ray SDK under it (weighty, and slow to import even unevaluated:
 * docs/snapshots.md) go into the bundles only when the stack is deployed with tracing: tracer.ts
 * imports them dynamically, and only when POWERTOOLS_TRACE_ENABLED is true, which the stack
 * sets from the same `tracing` context value (platform-function.ts).
 */
const TRACING_ONLY = ['@aws-lambda-powertools/tracer'];

/**
 * Files a module reads at run time from beside itself (`new URL('./tables/', import.meta.url)`):
 * esbuild bundles code only, so each folder is copied beside index.mjs into every bundle that
 * holds the module, so no function can miss a file it may read (without its table, the strong
 * Dice Kings bot would solve one for seconds). The Dice Kings tables (functions/bots/
 * dice-kings-tables.ts), without write.ts, which makes them: the bot worker and the hint hold
 * them.
 */
export const runtimeAssets = [
  { module: 'functions/bots/dice-kings-tables.ts', folder: 'functions/bots/tables', as: 'tables', files: /\.bin\.br$/ },
] as const;

/**
 * Every function bundled by one esbuild run, each into a folder of its own under `outdir`
 * (index.mjs and its source map): the folder is the function's asset. The entries share most
 * of their modules, so one run costs a fraction of one run per function (NodejsFunction's way),
 * which kept `cdk synth` from finishing within the stack tests' time (docs/snapshots.md). No Docker: the installed esbuild, offline.
 */
export function bundleAll(specs: LambdaSpec[], outdir: string, { tracing = false }: { tracing?: boolean } = {}): Map<string, string> {
  rmSync(outdir, { recursive: true, force: true });
  // Each entry is a small module exporting the handler alone: esbuild keeps every export of an
  // entry point, and a handler file's other exports (a route's docs, for openapi.yaml) would
  // bring schemas the function never uses. A function of routes gets its router here, from its
  // spec, so no file repeats which routes a feature holds (the route table says it). They sit in outdir, so the source maps name them by
  // the same relative path on every synth and the assets' hashes do not change.
  const stubs = join(outdir, '.entries');
  mkdirSync(stubs, { recursive: true });
  const entryOf = (spec: LambdaSpec) => {
    const stub = join(stubs, `${spec.name}.mjs`);
    writeFileSync(stub, entryCode(spec));
    return stub;
  };
  let metafile;
  try {
    ({ metafile } = buildSync({
      entryPoints: Object.fromEntries(specs.map((spec) => [`${spec.name}/index`, entryOf(spec)])),
      outdir,
      absWorkingDir: projectRoot,
      bundle: true,
      platform: esbuildSettings.platform,
      target: esbuildSettings.target,
      format: esbuildSettings.format,
      minify: esbuildSettings.minify,
      sourcemap: esbuildSettings.sourcemap,
      sourcesContent: esbuildSettings.sourcesContent,
      mainFields: [...esbuildSettings.mainFields],
      banner: { js: esbuildSettings.banner },
      external: tracing ? [] : TRACING_ONLY,
      outExtension: { '.js': esbuildSettings.outExtension },
      logLevel: 'warning',
      metafile: true,
    }));
  } finally {
    rmSync(stubs, { recursive: true, force: true });
  }
  const folders = new Map(specs.map((spec) => [spec.name, join(outdir, spec.name)]));
  // The metafile names each output by its path from absWorkingDir, and its inputs likewise.
  const inputsOf = (name: string) =>
    Object.entries(metafile.outputs).find(([path]) => path.endsWith(`/${name}/index.mjs`))?.[1].inputs ?? {};
  for (const [name, folder] of folders)
    for (const asset of runtimeAssets.filter(({ module }) => module in inputsOf(name))) {
      mkdirSync(join(folder, asset.as));
      for (const file of readdirSync(join(projectRoot, asset.folder)).filter((f) => asset.files.test(f)))
        cpSync(join(projectRoot, asset.folder, file), join(folder, asset.as, file));
    }
  return folders;
}

/**
 * The entry of a function: its file's handler, or, for a function serving routes, the router
 * (route-key-router.ts) handing each route key to the handler of that route's file.
 */
function entryCode(spec: LambdaSpec): string {
  const file = (entry: string) => JSON.stringify(join(projectRoot, entry));
  if (!spec.serves) return `export { handler } from ${file(spec.entry)};\n`;
  const imports = spec.serves.map(({ entry }, i) => `import { handler as route${i} } from ${file(entry)};\n`);
  const table = spec.serves.map(({ routeKey }, i) => `${JSON.stringify(routeKey)}: route${i}`).join(', ');
  return `import { byRouteKey } from ${file(spec.entry)};\n${imports.join('')}export const handler = byRouteKey({ ${table} });\n`;
}
