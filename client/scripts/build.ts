/**
 * `npm run build --workspace client` (run by `npm start` and `npm test` first): the SDK as
 * JavaScript with declarations in dist/sdk, the web client type-checked, and its bundle in
 * dist/play, which the local server serves at /play. Nothing built is committed.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const client = fileURLToPath(new URL('..', import.meta.url));
export const playDir = `${client}dist/play`;

/**
 * The web client's bundle (esbuild, a fraction of a second): app.js, sw.js (the service worker), index.html, style.css,
 * game.css (the game screens') and app.css, the stylesheets the screens' modules import. What
 * a page imports only when it opens (the replay's fold, the domain and zod with it) is split
 * into chunks of its own, so the first page does not wait for it.
 */
export async function buildPlay(): Promise<void> {
  mkdirSync(playDir, { recursive: true });
  // Chunks are named by their content: those of an earlier build would pile up.
  for (const file of readdirSync(playDir)) if (file.startsWith('chunk-')) rmSync(`${playDir}/${file}`);
  await build({
    entryPoints: { app: `${client}play/main.tsx` },
    outdir: playDir,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'warning',
  });
  // The service worker on its own, one classic script: a worker cannot load the page's chunks.
  await build({
    entryPoints: { sw: `${client}play/sw.ts` },
    outdir: playDir,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  for (const file of ['index.html', 'style.css', 'game.css']) copyFileSync(`${client}play/${file}`, `${playDir}/${file}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository's TypeScript, the client's too (openapi-typescript is held to it by the root's overrides).
  const tsc = join(createRequire(`${client}../package.json`).resolve('typescript/package.json'), '../bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', `${client}tsconfig.json`], { stdio: 'inherit' });
  execFileSync(process.execPath, [tsc, '-p', `${client}play/tsconfig.json`], { stdio: 'inherit' });
  await buildPlay();
}
