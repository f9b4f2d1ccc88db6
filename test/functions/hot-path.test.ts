/**
 * docs/design.md, Storage: "one bounded read and one conditional write per command, whatever the
 * game's length, measured". Counted against DynamoDB Local, request by request, for a command
 * from a player seen before. On a warm function, one that knows the game at its newest version
 * (functions/games/warm-games.ts), the read is saved: the write's condition is the check.
 *
 * Fairness (docs/contract.md) adds one thing a command may need that its Query cannot bring: the game's
 * secret server seed, kept apart from the events (functions/fairness/server-seed.ts). Only a
 * decision that draws (a throw, a roll, the start of Rummiduck) or ends the game reads it, with
 * one GetItem, and only in a process that has not seen the game's seed yet: the process that
 * created the game, or that read the seed once, keeps it. Every other command stays at one read
 * and one write, in any process. With test hooks on (TEST_HOOKS=1, never on AWS), a decision
 * that draws also reads the game's rigged dice, and only such a decision.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../domain/platform/index.ts';
import { DeleteCommand } from '../../functions/adapters/documents.ts';
import { countRequests, dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { playCommand } from '../../functions/games/commands.ts';
import { forgetServerSeeds } from '../../functions/fairness/server-seed.ts';
import { hashToken, playerByToken, TokenRevoked } from '../../functions/players/players.ts';
import { cachedPlayer, rememberToken } from '../../functions/players/token-cache.ts';
import { readGame, SNAPSHOT_EVERY } from '../../functions/games/game-log.ts';
import { dynamoGameStore } from '../../functions/games/dynamo-game-store.ts';
import { forgetGame } from '../../functions/games/warm-games.ts';
import { latestGame } from '../../functions/games/latest-game.ts';
import { loadGame, runCommand } from '../../functions/games/command-service.ts';
import { systemClock } from '../../functions/adapters/clock.ts';
import { memoryGameStore } from '../../functions/games/memory-game-store.ts';
import { testClock } from '../support/clock.ts';
import { nextMove, playing, playTo, startedGame } from '../games/memory-games.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });

/**
 * A three-column Dice Kings game (two players, or six for a long one) played to `version` by the
 * command flow on the memory store (the same code, the same items: the store's contract tests
 * hold both stores alike), then stored in DynamoDB Local item by item, its seed with its first:
 * a long game costs one PutItem per version here, not a command's Query and PutItem each.
 */
async function gameAt(version: number): Promise<{ gameId: string; state: GameState }> {
  const names = version > 100 ? ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'] : ['Ann', 'Bob'];
  const seats = names.map((name) => ({ playerId: `p_${name}_${randomUUID().slice(0, 8)}`, name }));
  const memory = memoryGameStore();
  const clock = testClock();
  const gameId = await startedGame(memory, clock, { seats, config: { Columns: 3 } });
  const state = await playTo(memory, clock, gameId, version);
  const [first, ...rest] = memory.stream(gameId);
  await dynamoGameStore.append(first!, { serverSeed: await memory.serverSeed(gameId) });
  // In version order, as the command flow writes them: the stream's consumers see each item after the one before.
  for (const item of rest) await dynamoGameStore.append(item);
  return { gameId, state };
}

describe('the command hot path', () => {
  it('one command costs one Query and one conditional PutItem; on a function that knows the game, the PutItem alone', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    forgetGame(gameId);
    const { result, requests } = await countRequests(() => playCommand(gameId, ann, { type: 'roll' }));
    expect(result.kind).toBe('applied');
    expect(requests).toEqual({ Query: 1, PutItem: 1 });
    const warm = await countRequests(() => playCommand(gameId, ann, { type: 'roll' }));
    expect([warm.result.kind, warm.requests]).toEqual(['applied', { PutItem: 1 }]);
  });

  it.each([5, 900])(
    'at version %i, a command costs one Query of at most SNAPSHOT_EVERY + 1 items and one conditional PutItem',
    async (version) => {
      const { gameId, state } = await gameAt(version);
      // Cold, as a function that never saw the game: the stream's readers of this process may
      // have folded the items just written into its cache already (then the PutItem alone).
      forgetGame(gameId);
      expect(state.version).toBe(version);
      expect((await readGame(gameId))!.items.length).toBeLessThanOrEqual(SNAPSHOT_EVERY + 1);
      const { actor, move } = nextMove(state);
      const { result, requests } = await countRequests(() => playCommand(gameId, { playerId: actor, name: actor }, move));
      expect(result).toMatchObject({ kind: 'applied', state: { version: version + 1 } });
      expect(requests).toEqual({ Query: 1, PutItem: 1 });
    },
    300_000,
  );

  it('with an Idempotency-Key, a command costs one Query and one TransactWriteItems (its item and its key); warm, the write alone', async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const gameId = await newGame(ctx.api, 'dice-kings', [ann]);
    forgetGame(gameId);
    const { result, requests } = await countRequests(() =>
      playCommand(gameId, ann, { type: 'roll' }, { idempotency: { key: 'k1', requestHash: 'h1' } }),
    );
    expect(result.kind).toBe('applied');
    expect(requests).toEqual({ Query: 1, TransactWriteItems: 1 });
    const warm = await countRequests(() => playCommand(gameId, ann, { type: 'roll' }, { idempotency: { key: 'k2', requestHash: 'h2' } }));
    expect([warm.result.kind, warm.requests]).toEqual(['applied', { TransactWriteItems: 1 }]);
  });

  it('in a process that never saw the game, its first roll also reads the seed (one GetItem); a score never does, later rolls no more', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    forgetServerSeeds();
    forgetGame(gameId);
    const cold = await countRequests(() => playCommand(gameId, ann, { type: 'roll' }));
    expect(cold.requests).toEqual({ Query: 1, GetItem: 1, PutItem: 1 });
    forgetGame(gameId);
    const scored = await countRequests(() => playCommand(gameId, ann, { type: 'score', box: 'chance' }));
    expect(scored.requests).toEqual({ Query: 1, PutItem: 1 });
    // The process keeps the seed it read (and the game it wrote): the next turn's rolls cost their write alone.
    for (const roll of [{ type: 'roll' }, { type: 'roll', keep: [0] }]) {
      const warm = await countRequests(() => playCommand(gameId, ann, roll));
      expect([warm.result.kind, warm.requests]).toEqual(['applied', { PutItem: 1 }]);
    }
  });

  it('with test hooks on, only a decision that draws reads the rigged dice (one GetItem): a score reads none', async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const gameId = await newGame(ctx.api, 'dice-kings', [ann]);
    await playCommand(gameId, ann, { type: 'roll' }); // the seed read once, as in the test above
    vi.stubEnv('TEST_HOOKS', '1');
    try {
      const scored = await countRequests(() => playCommand(gameId, ann, { type: 'score', box: 'chance' }));
      expect([scored.result.kind, scored.requests]).toEqual(['applied', { PutItem: 1 }]);
      const rolled = await countRequests(() => playCommand(gameId, ann, { type: 'roll' }));
      expect([rolled.result.kind, rolled.requests]).toEqual(['applied', { GetItem: 1, PutItem: 1 }]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('over HTTP, on a warm function, a command by a player already authenticated costs one DynamoDB request in all, and the GET of its view one (Server-Timing)', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    await api.get('/players/me', ann.token);
    const reply = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('server-timing')).toMatch(/^dynamodb;desc="1 requests";dur=/);
    const view = await api.get(`/games/${gameId}`, ann.token);
    expect([view.status, view.body.version]).toEqual([200, reply.body.version]);
    expect(view.headers.get('server-timing')).toMatch(/^dynamodb;desc="1 requests";dur=/);
  });

  it('a refused command writes nothing: one Query and no write', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const { result, requests } = await countRequests(() => playCommand(gameId, ann, { type: 'score', box: 'chance' }));
    expect(result).toMatchObject({ kind: 'refused', violation: { violation: 'wrong-step' } });
    expect(requests).toEqual({ Query: 1 });
  });

  it("the view of a game moved on behind this function's back: its BatchGetItem finds the next version, and the Query answers the newest", async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const gameId = await newGame(ctx.api, 'dice-kings', [ann]);
    const known = (await latestGame(gameId))!;
    // Another function's command: this one's warm cache is not told.
    const elsewhere = { ...dynamoGameStore, remember: () => undefined };
    await runCommand(gameId, { actor: ann.playerId, decide: playing(ann.playerId, { type: 'roll' }) }, systemClock, elsewhere);
    const { result, requests } = await countRequests(() => latestGame(gameId));
    expect(result!.version).toBe(known.version + 1);
    expect(requests).toEqual({ BatchGetItem: 1, Query: 1 });
    const again = await countRequests(() => latestGame(gameId));
    expect([again.result!.version, again.requests]).toEqual([known.version + 1, { BatchGetItem: 1 }]);
  });

  it('on a token from the warm cache, the token is a condition of the write: one TransactWriteItems, after a Query only when the game is not known warm', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    await playerByToken(ann.token, { cache: false });
    const credential = (await playerByToken(ann.token, { cache: true }))!;
    expect(credential.verified).toBe(false);
    const warm = await countRequests(() => playCommand(gameId, credential, { type: 'roll' }));
    expect([warm.result.kind, warm.requests]).toEqual(['applied', { TransactWriteItems: 1 }]);
    // Found by the write: the edge reads it no more.
    expect(credential.verified).toBe(true);
    forgetGame(gameId);
    const again = (await playerByToken(ann.token, { cache: true }))!;
    const cold = await countRequests(() => playCommand(gameId, again, { type: 'roll' }));
    expect([cold.result.kind, cold.requests]).toEqual(['applied', { Query: 1, TransactWriteItems: 1 }]);
  });

  it("a token replaced or erased elsewhere, still in this warm function's cache: its very next command and GET are 401, and nothing is stored", async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    await api.get('/players/me', ann.token);
    expect((await api.get(`/games/${gameId}`, ann.token)).status).toBe(200);
    const tokenHash = hashToken(ann.token);
    const player = cachedPlayer(tokenHash)!;
    expect(player.playerId).toBe(ann.playerId);
    // Replaced on another function: the item is gone, this process's cache is left as it was.
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.token(tokenHash) }));
    const before = (await loadGame(gameId))!.state.version;
    const viewed = await api.get(`/games/${gameId}`, ann.token);
    expect(viewed.status).toBe(401);
    rememberToken(tokenHash, player);
    const commanded = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(commanded.status).toBe(401);
    // A command the game refuses is 401 too: the refusal is not told to a token no longer known.
    rememberToken(tokenHash, player);
    expect((await api.post(`/games/${gameId}/commands`, { type: 'score', box: 'chance' }, ann.token)).status).toBe(401);
    expect((await loadGame(gameId))!.state.version).toBe(before);
  });

  it('a token replaced after it was cached stops the command before its write: 401, and nothing stored', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    await playerByToken(ann.token, { cache: false });
    const credential = (await playerByToken(ann.token, { cache: true }))!;
    // Replaced elsewhere: the item is gone, this process's cache is left as it was.
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.token(credential.tokenHash) }));
    const before = (await loadGame(gameId))!.state.version;
    await expect(playCommand(gameId, credential, { type: 'roll' })).rejects.toBeInstanceOf(TokenRevoked);
    expect((await loadGame(gameId))!.state.version).toBe(before);
  });
});
