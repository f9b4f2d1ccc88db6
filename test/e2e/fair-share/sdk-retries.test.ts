/**
 * The SDK past a budget, against the local server with BUDGETS=on and a command budget of one
 * a second (bursts of 2): commands sent faster than that are tried again after each 429's
 * Retry-After and each applies once; with no retries left the 429 reaches the caller as
 * ApiError `rate-limited` with `retryAfter` (docs/contract.md, Fair share; client/README.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, Client } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const settings = ['BUDGETS', 'COMMANDS_PER_SECOND'] as const;
const before = Object.fromEntries(settings.map((name) => [name, process.env[name]]));

beforeAll(() => {
  process.env.BUDGETS = 'on';
  process.env.COMMANDS_PER_SECOND = '1';
});
afterAll(() => {
  for (const name of settings) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
});

async function player(name: string, retry?: ConstructorParameters<typeof Client>[0]['retry']): Promise<Client> {
  const { token } = await new Client({ baseUrl: ctx.api.url }).createPlayer(name);
  return new Client({ baseUrl: ctx.api.url, token, ...(retry ? { retry } : {}) });
}

describe('the SDK and the budgets (BUDGETS=on, COMMANDS_PER_SECOND=1)', () => {
  it("commands past the player's budget are tried again after Retry-After, and each applies once", { timeout: 60_000 }, async () => {
    const ann = await player('Ann');
    const { gameId } = await ann.createGame('dice-kings');
    const started = await ann.startGame(gameId);
    const sentAt = performance.now();
    // Three rolls at once: the burst admits two, the third waits for the next token.
    const replies = await Promise.all([1, 2, 3].map(() => ann.sendCommand(gameId, { type: 'roll', keep: [] })));
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(900);
    const game = await ann.getGame(gameId);
    expect(replies.map((reply) => reply.version).sort((a, b) => a - b)).toEqual(replies.map((_, i) => started.version + i + 1));
    expect(game.version).toBe(started.version + 3);
    expect(game.game === 'dice-kings' && game.board?.rollsLeft).toBe(0);
  });

  it('with no retries left the 429 reaches the caller as ApiError rate-limited with retryAfter, and nothing was done', async () => {
    const bob = await player('Bob', { limit: 0 });
    const { gameId } = await bob.createGame('dice-kings');
    const started = await bob.startGame(gameId);
    const sent = await Promise.allSettled([1, 2, 3, 4].map(() => bob.sendCommand(gameId, { type: 'roll', keep: [] })));
    const refused = sent.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'rate-limited', status: 429 });
      expect((error as ApiError).retryAfter).toBeGreaterThanOrEqual(1);
    }
    expect((await bob.getGame(gameId)).version).toBe(started.version + sent.length - refused.length);
  });
});
