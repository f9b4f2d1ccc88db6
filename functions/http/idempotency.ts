import { setTimeout as sleep } from 'node:timers/promises';
import { claimKey, findKey, keepAnswer, releaseKey, type Claim, type KeptAnswer, type KeyClaim } from '../adapters/idempotency-store.ts';
import type { Reply } from './edge.ts';
import { Problem } from './problem.ts';

/** The Idempotency-Key of a POST, scoped to its caller, with the hash of what was asked. */
export interface IdempotencyKey {
  /** The player, or `anonymous` for the routes anyone may call (POST /players). */
  caller: string;
  key: string;
  /** Method, path and body: the same key for another request is `idempotency-key-reused`. */
  requestHash: string;
  /**
   * This request's own id (random): its claim on the key carries it, so a claim whose answer was
   * lost is known as ours, and what the route derives from it (a sign-up's token) the requests
   * that waited for it can derive too.
   */
  attempt: string;
}

/** How a replayed answer came: `joined`, the attempt of the request this one waited for (sent with it at once). */
export interface Replaying {
  id: IdempotencyKey;
  joined?: string;
  /** The bearer token the request came with: a token's rotation derives its new token from it. */
  bearer?: string;
}

/**
 * What a route keeps of its answer and how it replays it, when it must keep less than it
 * answered: the server stores only a token's hash, so POST /players keeps no token and its
 * replay issues a new one, and POST /players/me/token keeps the new token's hash and its
 * replay derives the token again from the one it replaced.
 */
export interface Replayer {
  keep(reply: Reply): KeptAnswer;
  replay(kept: KeptAnswer, how: Replaying): Promise<Reply>;
  /**
   * The route replaces the very token it is called with (POST /players/me/token): its retry
   * comes with the token it replaced, which authentication no longer knows
   * (replayForReplacedToken). `replacedFor` names the player whose key that may be (none: 401);
   * `recover` answers the retry when the first request stopped after its write and before
   * keeping its answer (its claim was abandoned).
   */
  replacesToken?: {
    replacedFor(bearer: string, key: string): Promise<string | undefined>;
    recover(how: Replaying): Promise<Reply>;
  };
}

/** The header that marks a replayed answer (docs/contract.md). */
export const REPLAYED = { 'idempotent-replayed': 'true' } as const;

/** How long a request waits for another one holding its key to finish, then calls itself unavailable. */
const WAIT_FOR_HOLDER_MS = 10_000;
const POLL_MS = 50;

const keepAsAnswered = (reply: Reply): KeptAnswer => ({ status: reply.status, headers: reply.headers ?? {}, body: reply.body });

/**
 * The requests of this process holding a key now, by caller and key: one sent again while the
 * first is running (another process's are found by their claim) shares its answer, the very
 * same one (POST /players: the same token too), instead of polling for it.
 */
const running = new Map<string, { requestHash: string; reply: Promise<Reply> }>();

/**
 * docs/contract.md's Idempotency-Key for a POST that keeps its answers beside the data (every POST but
 * a command, whose key travels on the command's own stream item): the first success answer is
 * kept for 24 hours and replayed for the same key and request, marked Idempotent-Replayed; the
 * same key for another request is refused. A refused or failed request lets its key go, so it
 * is not remembered. Requests with one key at once are answered as one: the later ones wait for
 * the first's answer (docs/contract.md, Commands).
 */
export async function idempotent(id: IdempotencyKey, run: () => Promise<Reply>, replayer?: Replayer, bearer?: string): Promise<Reply> {
  const together = `${id.caller}\n${id.key}`;
  const first = running.get(together);
  if (first?.requestHash === id.requestHash) {
    const reply = await first.reply;
    return reply.status < 300 ? { ...reply, headers: { ...reply.headers, ...REPLAYED } } : reply;
  }
  const reply = answer(id, run, replayer, bearer, claimKey);
  if (first) return reply;
  running.set(together, { requestHash: id.requestHash, reply });
  try {
    return await reply;
  } finally {
    running.delete(together);
  }
}

/** The key's item found free by a request that may not claim it (replayForReplacedToken). */
class KeyNotHeld extends Error {}

/**
 * A request to a route that replaces its token (`replacesToken`), with a key and a token that is
 * no longer known: the retry of a rotation whose answer was lost. If a request with this token
 * and key came first, its answer (replayed, as it is once a holder answered); undefined else,
 * and the token is unknown (401). Such a request never claims a free key: it can only be answered.
 */
export async function replayForReplacedToken(request: IdempotencyKey, replayer: Replayer, bearer: string): Promise<Reply | undefined> {
  const { replacedFor, recover } = replayer.replacesToken!;
  const caller = await replacedFor(bearer, request.key);
  if (!caller) return undefined;
  const id = { ...request, caller };
  // A free key stops the wait; an abandoned claim is taken over, and its request's work answered.
  const take = async (claim: KeyClaim): Promise<Claim> => {
    const found = await findKey(claim);
    if (found.kind === 'free') throw new KeyNotHeld();
    return found.kind === 'abandoned' ? claimKey(claim) : found;
  };
  try {
    const reply = await answer(id, () => recover({ id, bearer }), replayer, bearer, take);
    return reply.status < 300 ? { ...reply, headers: { ...reply.headers, ...REPLAYED } } : reply;
  } catch (error) {
    if (error instanceof KeyNotHeld) return undefined;
    throw error;
  }
}

async function answer(
  id: IdempotencyKey,
  run: () => Promise<Reply>,
  replayer: Replayer | undefined,
  bearer: string | undefined,
  take: (claim: KeyClaim) => Promise<Claim>,
): Promise<Reply> {
  // Our own claim, met again when its write landed but its answer was lost, is known by its attempt.
  const claim: KeyClaim = id;
  const giveUpAt = Date.now() + WAIT_FOR_HOLDER_MS;
  // Found held by another request (of another process): ours came at the same time as it.
  let waited = false;
  for (;;) {
    const found = await take(claim);
    if (found.kind === 'other-request')
      throw new Problem(
        'idempotency-key-reused',
        'This Idempotency-Key was already used for a different request (another path or body); use a new key for a new request.',
      );
    if (found.kind === 'answered') {
      const reply = replayer
        ? await replayer.replay(found.answer, { id, joined: waited ? found.attempt : undefined, bearer })
        : found.answer;
      return { ...reply, headers: { ...reply.headers, ...REPLAYED } };
    }
    if (found.kind === 'claimed') return runHolding(claim, run, replayer);
    if (Date.now() > giveUpAt)
      throw new Problem(
        'unavailable',
        'A request with this Idempotency-Key is still being handled; try again in a moment to get its answer.',
      );
    waited = true;
    await sleep(POLL_MS);
  }
}

async function runHolding(claim: KeyClaim, run: () => Promise<Reply>, replayer: Replayer | undefined): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await run();
  } catch (error) {
    await releaseKey(claim).catch(() => undefined);
    throw error;
  }
  if (reply.status >= 300) await releaseKey(claim);
  else await keepAnswer(claim, (replayer?.keep ?? keepAsAnswered)(reply));
  return reply;
}
