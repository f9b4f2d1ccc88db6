import { setTimeout as sleep } from 'node:timers/promises';
import { claimKey, keepAnswer, releaseKey, type KeptAnswer } from '../adapters/idempotency-store.ts';
import type { Reply } from './edge.ts';
import { Problem } from './problem.ts';

/** The Idempotency-Key of a POST, scoped to its caller, with the hash of what was asked. */
export interface IdempotencyKey {
  /** The player, or `anonymous` for the routes anyone may call (POST /players). */
  caller: string;
  key: string;
  /** Method, path and body: the same key for another request is `idempotency-key-reused`. */
  requestHash: string;
}

/**
 * What a route keeps of its answer and how it replays it, when it must keep less than it
 * answered: POST /players keeps no token (the server stores only a token's hash), so its
 * replay issues a new one.
 */
export interface Replayer {
  keep(reply: Reply): KeptAnswer;
  replay(kept: KeptAnswer): Promise<Reply>;
}

/** The header that marks a replayed answer (docs/contract.md). */
export const REPLAYED = { 'idempotent-replayed': 'true' } as const;

/** How long a request waits for another one holding its key to finish, then calls itself unavailable. */
const WAIT_FOR_HOLDER_MS = 10_000;
const POLL_MS = 50;

const keepAsAnswered = (reply: Reply): KeptAnswer => ({ status: reply.status, headers: reply.headers ?? {}, body: reply.body });

/**
 * docs/contract.md's Idempotency-Key for a POST that keeps its answers beside the data (every POST but
 * a command, whose key travels on the command's own stream item): the first success answer is
 * kept for 24 hours and replayed for the same key and request, marked Idempotent-Replayed; the
 * same key for another request is refused. A refused or failed request lets its key go, so it
 * is not remembered. Two requests with one key at once: the second waits for the first's answer.
 */
export async function idempotent(id: IdempotencyKey, run: () => Promise<Reply>, replayer?: Replayer): Promise<Reply> {
  const giveUpAt = Date.now() + WAIT_FOR_HOLDER_MS;
  for (;;) {
    const claim = await claimKey(id.caller, id.key, id.requestHash);
    if (claim.kind === 'other-request')
      throw new Problem(
        'idempotency-key-reused',
        'This Idempotency-Key was already used for a different request (another path or body); use a new key for a new request.',
      );
    if (claim.kind === 'answered') {
      const reply = replayer ? await replayer.replay(claim.answer) : claim.answer;
      return { ...reply, headers: { ...reply.headers, ...REPLAYED } };
    }
    if (claim.kind === 'claimed') return runHolding(id, run, replayer);
    if (Date.now() > giveUpAt)
      throw new Problem(
        'unavailable',
        'A request with this Idempotency-Key is still being handled; try again in a moment to get its answer.',
      );
    await sleep(POLL_MS);
  }
}

async function runHolding(id: IdempotencyKey, run: () => Promise<Reply>, replayer: Replayer | undefined): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await run();
  } catch (error) {
    await releaseKey(id.caller, id.key, id.requestHash).catch(() => undefined);
    throw error;
  }
  if (reply.status >= 300) await releaseKey(id.caller, id.key, id.requestHash);
  else await keepAnswer(id.caller, id.key, id.requestHash, (replayer?.keep ?? keepAsAnswered)(reply));
  return reply;
}
