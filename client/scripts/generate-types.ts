/**
 * `npm run types --workspace client`: the SDK's types, generated from openapi.yaml by
 * openapi-typescript. A test regenerates them and fails when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const specPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
export const generatedPath = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const header = `/**
 * Generated from openapi.yaml by openapi-typescript (npm run types --workspace client).
 * Do not edit: a test fails when this file and openapi.yaml disagree.
 */
`;

/** The generated module's text for the openapi.yaml on disk. */
export async function generatedTypes(): Promise<string> {
  // A default makes a field optional to send, not present in every answer: a config key left
  // out of POST /games takes its default (openapi-typescript's defaultNonNullable would require it).
  const ast = await openapiTS(readFileSync(specPath, 'utf8'), { exportType: true, defaultNonNullable: false });
  return header + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(generatedPath, await generatedTypes());
  console.log(`wrote ${generatedPath}`);
}
