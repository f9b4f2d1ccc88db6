/**
 * The e2e tests' check of every exchange against openapi.yaml (openapi-validator.ts): a
 * mismatch fails the request that made it; the counts of what was checked go to a file of the
 * run's report folder, which the global setup sums up when the run ends.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { openApiYaml } from '../../functions/http/openapi/document.ts';
import { routes } from '../../functions/http/routes.ts';
import { OpenApiValidator, type Exchange } from './openapi-validator.ts';

export interface CheckCounts {
  requests: number;
  answers: number;
  /** Requests the document refuses (hostile input), each answered 4xx as it must be. */
  refusedRequests: number;
  preflights: number;
  unknownPaths: number;
  deliveries: number;
  mismatches: number;
}

/**
 * Made and compiled when a test file loads, before any server starts (see precompile). The
 * document is the one the local server serves with TEST_HOOKS=1: the committed openapi.yaml
 * (a test checks it is this generator's output for the deployed routes) plus the test hooks.
 */
const validator = new OpenApiValidator(openApiYaml(routes)).precompile();
const counts: CheckCounts = { requests: 0, answers: 0, refusedRequests: 0, preflights: 0, unknownPaths: 0, deliveries: 0, mismatches: 0 };
const reportFile = join(inject('openapiReportDir'), `${randomUUID()}.json`);

/**
 * The counts to the file at most every 200 ms, and when the file's tests end: written at every
 * exchange, the file cost a test file of a thousand requests over a second of its 14 s of CPU.
 */
let due: NodeJS.Timeout | undefined;
const flush = () => {
  clearTimeout(due);
  due = undefined;
  writeFileSync(reportFile, JSON.stringify(counts));
};
const record = () => void (due ??= setTimeout(flush, 200));
afterAll(flush);

export class ContractMismatch extends Error {}

/** Checks one exchange; throws on a mismatch. */
export function checkExchange(exchange: Exchange): void {
  const verdict = validator.check(exchange);
  if (verdict.kind === 'preflight') counts.preflights++;
  else if (verdict.kind === 'unknown-path') counts.unknownPaths++;
  else if (verdict.kind === 'operation') {
    counts.requests++;
    counts.answers++;
    if (verdict.requestErrors.length > 0) counts.refusedRequests++;
  }
  counts.mismatches += verdict.mismatches.length;
  record();
  if (verdict.mismatches.length > 0)
    throw new ContractMismatch(`openapi.yaml and the server disagree:\n- ${verdict.mismatches.join('\n- ')}`);
}

/** Checks one webhook delivery a test receiver got; the mismatches, for the receiver to report. */
export function checkDelivery(headers: Record<string, string | string[] | undefined>, body: string): string[] {
  const errors = validator.checkDelivery(headers, body);
  counts.deliveries++;
  counts.mismatches += errors.length;
  record();
  return errors;
}
