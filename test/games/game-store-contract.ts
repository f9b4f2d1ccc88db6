/**
 * The game store's contract (functions/games/game-store.ts): one set of tests, run against each
 * adapter (game-store-memory.test.ts, game-store-dynamo.test.ts), of everything the command flow
 * relies on: reads in version order, back as far as asked; an append on a version taken refused;
 * the writer's own item known by its write id; a command's key taken with its item or not at all,
 * for its lifetime; a new game's seed stored with its first item.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMA } from '../../domain/platform/index.ts';
import { decodeSnapshot, encodeSnapshot, VersionTaken, type StreamItem } from '../../functions/adapters/event-store.ts';
import { IDEMPOTENCY_LIFETIME_MS, type KeyedCommand } from '../../functions/adapters/idempotency-store.ts';
import { KeyTaken, type GameStore } from '../../functions/games/game-store.ts';

const NOW = Date.parse('2030-01-01T00:00:00Z');

const newGameId = () => `g_contract_${randomUUID().slice(0, 8)}`;

const itemOf = (gameId: string, version: number, extra: Partial<StreamItem> = {}): StreamItem => ({
  gameId,
  version,
  events: [{ type: 'Noted', at: NOW + version, nested: { list: [version] } }],
  actor: 'p_ann',
  writeId: randomUUID(),
  ...extra,
});

/** A game of `count` items, item 1 with its seed. */
async function gameOf(store: GameStore, count: number, extra: (version: number) => Partial<StreamItem> = () => ({})) {
  const gameId = newGameId();
  const items = Array.from({ length: count }, (_, i) => itemOf(gameId, i + 1, extra(i + 1)));
  for (const item of items) await store.append(item, item.version === 1 ? { serverSeed: `seed-of-${gameId}` } : {});
  return { gameId, items };
}

const everything = { pageSize: 100, enough: () => false };
const versions = (items: StreamItem[]) => items.map((item) => item.version);
const keyed = (gameId: string, key = 'key-1', requestHash = 'hash-1'): KeyedCommand => ({ gameId, actor: 'p_ann', key, requestHash });

export function gameStoreContract(makeStore: () => GameStore): void {
  describe('reads', () => {
    it('gives back what was appended, oldest first, with the event schema it was written with', async () => {
      const store = makeStore();
      const snapshot = encodeSnapshot({ schema: 'dice-kings/1/2/1', state: { status: 'playing', list: [1, 2] } as never });
      const { gameId, items } = await gameOf(store, 3, (v) => (v === 2 ? { snapshot, fairPosition: 12 } : {}));
      const read = await store.readBack(gameId, everything);
      expect(versions(read)).toEqual([1, 2, 3]);
      expect(read.map(({ snapshot: _, ...rest }) => rest)).toEqual(
        items.map(({ snapshot: _, ...rest }) => ({ ...rest, schema: EVENT_SCHEMA })),
      );
      expect(decodeSnapshot(read[1]!.snapshot!)).toEqual(decodeSnapshot(snapshot));
    });

    it('reads at or below `upTo`, back at least to the first item that is enough, without a gap', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 12);
      const read = await store.readBack(gameId, { upTo: 10, pageSize: 3, enough: (item) => item.version === 8 });
      expect(read.at(-1)!.version).toBe(10);
      expect(read[0]!.version).toBeLessThanOrEqual(8);
      expect(versions(read)).toEqual(Array.from({ length: read.length }, (_, i) => read[0]!.version + i));
      // Nothing enough within the first page: read on to the beginning.
      expect(
        versions(await store.readBack(gameId, { upTo: 10, pageSize: 3, enough: (item) => item.version === 2 }))[0],
      ).toBeLessThanOrEqual(2);
      expect(versions(await store.readBack(gameId, { pageSize: 2, enough: () => false }))).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
    });

    it('knows no game it was never given', async () => {
      const store = makeStore();
      expect(await store.readBack(newGameId(), everything)).toEqual([]);
      await expect(store.serverSeed(newGameId())).rejects.toThrow(/no server seed/);
    });
  });

  describe('appends', () => {
    it('refuses a version already taken (VersionTaken) and keeps the first writer’s item, known by its write id', async () => {
      const store = makeStore();
      const { gameId, items } = await gameOf(store, 2);
      const same = { ...items[1]!, writeId: randomUUID() };
      await expect(store.append(same)).rejects.toBeInstanceOf(VersionTaken);
      const read = await store.readBack(gameId, everything);
      expect(read[1]!.writeId).toBe(items[1]!.writeId);
    });

    it('lets one of many writers of the same version win, at once', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 1);
      const rivals = Array.from({ length: 5 }, () => itemOf(gameId, 2));
      const settled = await Promise.allSettled(rivals.map((item) => store.append(item)));
      const won = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [rivals[i]!] : []));
      expect(won).toHaveLength(1);
      for (const s of settled) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(VersionTaken);
      expect((await store.readBack(gameId, everything))[1]!.writeId).toBe(won[0]!.writeId);
    });

    it('stores a new game’s seed with its first item', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 1);
      expect(await store.serverSeed(gameId)).toBe(`seed-of-${gameId}`);
    });
  });

  describe('a command’s Idempotency-Key', () => {
    it('is taken with its item: the earlier command is found by it, with its version and body hash', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 1);
      expect(await store.findEarlier(keyed(gameId), NOW)).toBeUndefined();
      await store.append(itemOf(gameId, 2), { key: { command: keyed(gameId), now: NOW } });
      expect(await store.findEarlier(keyed(gameId), NOW + 1000)).toEqual({ version: 2, requestHash: 'hash-1' });
      // Per game, per actor, per key.
      expect(await store.findEarlier({ ...keyed(gameId), actor: 'p_bob' }, NOW)).toBeUndefined();
      expect(await store.findEarlier(keyed(gameId, 'key-2'), NOW)).toBeUndefined();
    });

    it('alive, refuses the item it comes with (KeyTaken, naming the earlier command) and stores nothing of it', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 1);
      await store.append(itemOf(gameId, 2), { key: { command: keyed(gameId), now: NOW } });
      const again = store.append(itemOf(gameId, 3), { key: { command: keyed(gameId, 'key-1', 'hash-2'), now: NOW + 60_000 } });
      await expect(again).rejects.toBeInstanceOf(KeyTaken);
      await expect(again).rejects.toMatchObject({ earlier: { version: 2, requestHash: 'hash-1' } });
      expect(versions(await store.readBack(gameId, everything))).toEqual([1, 2]);
    });

    it('is not taken by an item refused for its version', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 2);
      await expect(store.append(itemOf(gameId, 2), { key: { command: keyed(gameId), now: NOW } })).rejects.toBeInstanceOf(VersionTaken);
      expect(await store.findEarlier(keyed(gameId), NOW)).toBeUndefined();
    });

    it('is forgotten after its lifetime, and may then be taken again', async () => {
      const store = makeStore();
      const { gameId } = await gameOf(store, 1);
      await store.append(itemOf(gameId, 2), { key: { command: keyed(gameId), now: NOW } });
      const later = NOW + IDEMPOTENCY_LIFETIME_MS + 2000;
      expect(await store.findEarlier(keyed(gameId), later)).toBeUndefined();
      await store.append(itemOf(gameId, 3), { key: { command: keyed(gameId, 'key-1', 'hash-2'), now: later } });
      expect(await store.findEarlier(keyed(gameId), later)).toEqual({ version: 3, requestHash: 'hash-2' });
    });
  });
}
