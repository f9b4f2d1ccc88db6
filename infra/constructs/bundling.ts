import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every Lambda is bundled, said once: the stack hands it to NodejsFunction and
 * bench/bundles.ts hands the same settings to esbuild, so the measured bundles are the deployed ones.
 *
 * - ESM, so esbuild can tree-shake the ESM builds of the AWS SDK and Powertools (`module` first).
 * - The AWS SDK is bundled, not taken from the runtime: the function runs the SDK version the
 *   tests ran, and a tree-shaken bundle loads faster than the runtime's full SDK.
 * - The banner gives CommonJS dependencies bundled into ESM a `require` for Node's built-ins.
 */
export const esbuildSettings = {
  platform: 'node',
  target: 'node24',
  format: 'esm',
  minify: true,
  sourcemap: true,
  mainFields: ['module', 'main'],
  banner: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);",
  external: [] as string[],
  outExtension: '.mjs',
} as const;

export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: esbuildSettings.target,
  minify: esbuildSettings.minify,
  sourceMap: esbuildSettings.sourcemap,
  mainFields: [...esbuildSettings.mainFields],
  banner: esbuildSettings.banner,
  externalModules: esbuildSettings.external,
  // No Docker here or in CI: the installed esbuild bundles, offline.
  forceDockerBundling: false,
};
