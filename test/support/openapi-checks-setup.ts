/**
 * Makes the folder where each test file (each worker, where workers keep their modules) reports how many exchanges it checked against
 * openapi.yaml (api-checks.ts), and prints their sum when the project's run ends.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { CheckCounts } from './api-checks.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    openapiReportDir: string;
  }
}

export default function setup(project: TestProject) {
  const reports = mkdtempSync(join(tmpdir(), 'oc-openapi-checks-'));
  project.provide('openapiReportDir', reports);
  return () => {
    const files = readdirSync(reports);
    const total = files
      .map((file) => JSON.parse(readFileSync(join(reports, file), 'utf8')) as CheckCounts)
      .reduce<Record<string, number>>((sum, counts) => {
        for (const [key, n] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + n;
        return sum;
      }, {});
    rmSync(reports, { recursive: true, force: true });
    if (files.length > 0)
      console.log(
        `openapi.yaml checked ${total.requests} requests and ${total.answers} answers (${total.refusedRequests} requests it refuses, each refused by the server), ` +
          `${total.preflights} preflights, ${total.unknownPaths} answers to unknown paths and ${total.deliveries} webhook deliveries; mismatches: ${total.mismatches}.`,
      );
  };
}
