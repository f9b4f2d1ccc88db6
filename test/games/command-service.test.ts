/**
 * The command flow's logic (functions/games/command-service.ts) on the memory game store: no
 * database, the same contract as DynamoDB's (game-store-contract.ts). What a command costs in
 * DynamoDB requests is measured against DynamoDB Local (test/functions/hot-path.test.ts,
 * stored-snapshots.test.ts), and the whole path over HTTP by the end-to-end tests.
 */
import { describe, expect, it } from 'vitest';
import { VersionTaken } from '../../functions/adapters/event-store.ts';
import { TokenRevoked } from '../../functions/players/players.ts';
import { loadGame } from '../../functions/games/command-service.ts';
import { SNAPSHOT_EVERY } from '../../functions/games/game-log.ts';
import type { GameStore } from '../../functions/games/game-store.ts';
import { memoryGameStore, type MemoryGameStore } from '../../functions/games/memory-game-store.ts';
import { games } from '../../domain/games.ts';
import { testClock } from '../support/clock.ts';
import { command, playing, playTo, startedGame } from './memory-games.ts';

const ann = { playerId: 'p_ann', name: 'Ann' };
const bob = { playerId: 'p_bob', name: 'Bob' };

const setUp = async (seats = [ann]) => {
  const store = memoryGameStore();
  const clock = testClock(Date.parse('2030-01-01T00:00:00Z'));
  return { store, clock, gameId: await startedGame(store, clock, { seats }) };
};

const storedVersions = (store: MemoryGameStore, gameId: string) => store.stream(gameId).map((item) => item.version);

describe('a command', () => {
  it('applied: stored on the next version with its actor and a write id, and the game after it answered', async () => {
    const { store, clock, gameId } = await setUp();
    const outcome = await command(store, clock, gameId, { actor: ann.playerId, decide: playing(ann.playerId, { type: 'roll' }) });
    expect(outcome).toMatchObject({ kind: 'applied', state: { version: 3 } });
    const item = store.stream(gameId).at(-1)!;
    expect(item).toMatchObject({ version: 3, actor: ann.playerId, writeId: expect.any(String) });
    expect(item.events.map((e) => e.type)).toContain('DiceRolled');
    expect((await loadGame(gameId, store))!.state).toEqual(outcome.kind === 'applied' && outcome.state);
  });

  it('of a game nobody created: not found', async () => {
    const { store, clock } = await setUp();
    expect(await command(store, clock, 'g_nobody', { decide: playing(ann.playerId, { type: 'roll' }) })).toEqual({
      kind: 'not-found',
      gameId: 'g_nobody',
    });
  });

  it('refused by the rules, or no command of the game, or on a version passed: nothing is stored', async () => {
    const { store, clock, gameId } = await setUp();
    const before = storedVersions(store, gameId);
    const refused = await command(store, clock, gameId, { actor: bob.playerId, decide: playing(bob.playerId, { type: 'roll' }) });
    expect(refused).toMatchObject({ kind: 'refused', violation: { violation: 'not-seated' } });
    const schema = games['dice-kings'].commandSchema;
    const invalid = await command(store, clock, gameId, {
      actor: ann.playerId,
      prepare: () => {
        const parsed = schema.safeParse({ type: 'juggle' });
        return parsed.success ? playing(ann.playerId, parsed.data) : { invalid: parsed.error };
      },
    });
    expect(invalid).toMatchObject({ kind: 'invalid', game: 'dice-kings' });
    const stale = await command(store, clock, gameId, {
      actor: ann.playerId,
      expectedVersion: 1,
      decide: playing(ann.playerId, { type: 'roll' }),
    });
    expect(stale).toMatchObject({ kind: 'conflict', with: 'version', detail: 'The game is at version 2, not 1.' });
    expect(storedVersions(store, gameId)).toEqual(before);
  });

  it('every SNAPSHOT_EVERY-th item carries the game folded through it', async () => {
    const { store, clock, gameId } = await setUp([ann, bob]);
    await playTo(store, clock, gameId, 2 + 3 * SNAPSHOT_EVERY);
    const items = store.stream(gameId);
    expect(items.filter((i) => i.snapshot).map((i) => i.version)).toEqual(
      [1, 2, 3, 4].map((k) => k * SNAPSHOT_EVERY).filter((v) => v <= items.length),
    );
  });
});

/**
 * On a warm function, a command decides on the game as this function last knew it (the store's
 * warm cache): no read, one write, whose condition (its version free) is the check that it was
 * the newest. Another function (another Lambda on AWS) writes behind its back: its own cache.
 */
describe('a command on a warm function', () => {
  /** The same stored games, seen from another function: it knows nothing warm of this one's. */
  const elsewhere = (store: MemoryGameStore): GameStore => ({ ...store, recall: () => undefined, remember: () => undefined });
  const counted = (store: MemoryGameStore) => {
    const calls = { reads: 0, writes: 0 };
    const seen: GameStore = {
      ...store,
      readBack: (...args) => (calls.reads++, store.readBack(...args)),
      append: (...args) => (calls.writes++, store.append(...args)),
    };
    return { calls, seen };
  };
  const rolls = (playerId: string, extra = {}) => ({ actor: playerId, decide: playing(playerId, { type: 'roll' }), ...extra });

  it('one write and no read, the game it wrote remembered for the next command', async () => {
    const { store, clock, gameId } = await setUp();
    const { calls, seen } = counted(store);
    expect(await command(seen, clock, gameId, rolls(ann.playerId))).toMatchObject({ kind: 'applied', state: { version: 3 } });
    expect(await command(seen, clock, gameId, rolls(ann.playerId))).toMatchObject({ kind: 'applied', state: { version: 4 } });
    expect(calls).toEqual({ reads: 0, writes: 2 });
    expect(store.recall(gameId)!.state).toEqual((await loadGame(gameId, store))!.state);
  });

  it('a game moved on behind its back: the move is decided again on the newest game, and none is lost', async () => {
    const { store, clock, gameId } = await setUp([ann, bob]);
    await command(elsewhere(store), clock, gameId, rolls(ann.playerId));
    // Known warm at version 3 (started); Ann's roll at 4 taken: the write is refused, the game read, the roll stored at 5.
    const { calls, seen } = counted(store);
    expect(await command(seen, clock, gameId, rolls(ann.playerId))).toMatchObject({ kind: 'applied', state: { version: 5 } });
    expect(calls).toEqual({ reads: 1, writes: 2 });
    expect(store.stream(gameId).flatMap((item) => item.events.filter((e) => e.type === 'DiceRolled'))).toHaveLength(2);
  });

  it('a refusal, a no-op or a version conflict decided on the game known warm is decided again on the game read', async () => {
    const { store, clock, gameId } = await setUp([ann, bob]);
    await command(elsewhere(store), clock, gameId, rolls(ann.playerId));
    // Known warm at 3, Ann has not rolled: a score is the wrong step there, and right at 4.
    const scored = await command(store, clock, gameId, {
      actor: ann.playerId,
      decide: playing(ann.playerId, { type: 'score', box: 'chance' }),
    });
    expect(scored).toMatchObject({ kind: 'applied', state: { version: 5 } });
    await command(elsewhere(store), clock, gameId, rolls(bob.playerId));
    // Known warm at 5: version 6 named is no conflict, it is the newest.
    const named = await command(store, clock, gameId, rolls(bob.playerId, { expectedVersion: 6 }));
    expect(named).toMatchObject({ kind: 'applied', state: { version: 7 } });
    expect(storedVersions(store, gameId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a token resting on the cache is a condition of the write: replaced or erased, TokenRevoked, and nothing stored', async () => {
    const { store, clock, gameId } = await setUp();
    const cached = { ...ann, tokenHash: 'hash-of-ann', verified: false };
    expect(await command(store, clock, gameId, rolls(ann.playerId, { credential: cached }))).toMatchObject({ kind: 'applied' });
    expect(cached.verified).toBe(true);
    const before = storedVersions(store, gameId);
    store.revokeToken('hash-of-ann');
    const again = { ...cached, verified: false };
    await expect(command(store, clock, gameId, rolls(ann.playerId, { credential: again }))).rejects.toBeInstanceOf(TokenRevoked);
    expect(storedVersions(store, gameId)).toEqual(before);
    // A token read by its own request is no condition of the write.
    expect(await command(store, clock, gameId, rolls(ann.playerId, { credential: { ...again, verified: true } }))).toMatchObject({
      kind: 'applied',
    });
  });
});

/**
 * A command whose write failed to a concurrent writer reloads the game and recognises its own
 * write only by the write's id. Two commands of one player deciding the same move on the same
 * version in the same millisecond make the very same events (the dice come from the game's fair
 * stream, the times from the clock): the loser must not take the winner's item for its own and
 * answer "applied" for a move that was applied once.
 */
describe('concurrent writes of the same events', () => {
  it('two identical rolls at once: one applied, the other decided again on the new version', async () => {
    const { store, clock, gameId } = await setUp();
    for (let round = 0; round < 5; round++) {
      const before = store.stream(gameId).length;
      const roll = () => command(store, clock, gameId, { actor: ann.playerId, decide: playing(ann.playerId, { type: 'roll', keep: [] }) });
      const outcomes = await Promise.all([roll(), roll()]);
      const stored = store.stream(gameId).length - before;
      // Each applied command stored an item of its own; a refusal (no rolls left) stored none.
      expect(outcomes.filter((o) => o.kind === 'applied').length, `round ${round}`).toBe(stored);
      if (outcomes.every((o) => o.kind === 'applied'))
        expect(new Set(outcomes.map((o) => (o.kind === 'applied' ? o.state.version : 0))).size).toBe(2);
      const box = ['chance', 'ones', 'twos', 'threes', 'fours'][round]!;
      await command(store, clock, gameId, { actor: ann.playerId, decide: playing(ann.playerId, { type: 'score', box }) });
    }
  });
});

/**
 * A write whose answer is lost (the SDK timed out and retried it, the retry found the version
 * taken) although it landed: the flow recognises its own item and does not apply the command
 * a second time.
 */
describe('a command whose write landed but whose answer was lost', () => {
  it('is applied once, and answered as applied', async () => {
    const { store, clock, gameId } = await setUp();
    let lose = true;
    const losing: GameStore = {
      ...store,
      append: async (item, companions) => {
        await store.append(item, companions);
        if (!lose) return;
        lose = false;
        throw new VersionTaken(item.gameId, item.version);
      },
    };
    const outcome = await command(losing, clock, gameId, { actor: ann.playerId, decide: playing(ann.playerId, { type: 'roll' }) });
    expect(lose).toBe(false);
    expect(outcome).toMatchObject({ kind: 'applied', state: { version: 3 } });
    expect(
      store
        .stream(gameId)
        .flatMap((item) => item.events)
        .filter((e) => e.type === 'DiceRolled'),
    ).toHaveLength(1);
  });
});

describe("a command's Idempotency-Key", () => {
  const keyed = (key: string, requestHash: string) => ({
    actor: ann.playerId,
    idempotency: { key, requestHash },
    decide: playing(ann.playerId, { type: 'roll' }),
  });

  it('a retry the game would accept again is answered from its key, not applied twice', async () => {
    const { store, clock, gameId } = await setUp();
    const first = await command(store, clock, gameId, keyed('roll-twice', 'h'));
    expect(first.kind).toBe('applied');
    // A second roll is legal: only the key stops it.
    expect(await command(store, clock, gameId, keyed('roll-twice', 'h'))).toEqual({ ...first, kind: 'replayed' });
    expect(storedVersions(store, gameId)).toEqual([1, 2, 3]);
  });

  it('replays the game as the first command left it, however far the game has moved on; another body is refused', async () => {
    const { store, clock, gameId } = await setUp([ann, bob]);
    const first = await command(store, clock, gameId, keyed('roll-1', 'h-roll'));
    if (first.kind !== 'applied') throw new Error(first.kind);
    const now = await playTo(store, clock, gameId, 2 + 3 * SNAPSHOT_EVERY);
    expect(await command(store, clock, gameId, keyed('roll-1', 'h-roll'))).toEqual({ kind: 'replayed', state: first.state });
    expect((await loadGame(gameId, store))!.state.version).toBe(now.version);
    expect(await command(store, clock, gameId, keyed('roll-1', 'h-other'))).toMatchObject({ kind: 'conflict', with: 'idempotency-key' });
  });
});
