/** What the e2e tests expect of an answer, said once: a refusal as the contract words it, or a success. */
import { expect } from 'vitest';
import type { Reply } from './local-stack.ts';

/** A refusal: this status, problem+json, the contract's code, and a detail a person can read. */
export function refused(reply: Reply, status: number, code: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toContain('application/problem+json');
  expect(reply.body.code).toBe(code);
  expect(reply.body.detail).toEqual(expect.any(String));
  expect(reply.body.detail.length).toBeGreaterThan(10);
}

/** The body of an answer that had this status (200 unless said). */
export async function ok(reply: Promise<Reply>, status = 200) {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}
