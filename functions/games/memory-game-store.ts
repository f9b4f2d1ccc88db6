import { setImmediate as nextTurn } from 'node:timers/promises';
import { EVENT_SCHEMA } from '../../domain/platform/index.ts';
import { VersionTaken, type StreamItem } from '../adapters/event-store.ts';
import { earlierOf, expiresAt } from '../adapters/idempotency-store.ts';
import { TokenRevoked } from '../players/players.ts';
import { KeyTaken, type GameStore } from './game-store.ts';
import type { WarmGame } from './warm-games.ts';

/** What the memory store holds, which a test may look into (a game's items as stored, say). */
export interface MemoryGameStore extends GameStore {
  /** Every item of a game, oldest first, as stored. */
  stream(gameId: string): StreamItem[];
  /** A bearer token's item deleted (a rotation, an erasure): a write conditioned on it is refused. */
  revokeToken(tokenHash: string): void;
}

/**
 * The game store in this process's memory: the command flow's logic tested without a
 * database, held to the same contract tests as DynamoDB's (test/games/game-store-contract.ts).
 * Each call waits a turn of the event loop before it reads or writes, as a request to a
 * database would, so commands run at once interleave; each write checks every condition
 * before it changes anything, so it is all or nothing. Items are copied in and out, as a
 * database marshals them. Every token is there but those revoked. What it knows warm is its
 * own (the newest version remembered of each game), so tests of the flow never share it, and
 * a test may write behind its back, as another function would.
 */
export function memoryGameStore(): MemoryGameStore {
  const streams = new Map<string, Map<number, StreamItem>>();
  const keys = new Map<string, { version: number; requestHash: string; expiresAt: number }>();
  const seeds = new Map<string, string>();
  const revoked = new Set<string>();
  const warm = new Map<string, WarmGame>();
  const keyOf = (command: { gameId: string; actor: string; key: string }) => JSON.stringify([command.gameId, command.actor, command.key]);
  const stream = (gameId: string) => [...(streams.get(gameId)?.values() ?? [])].sort((a, b) => a.version - b.version);

  return {
    stream: (gameId) => structuredClone(stream(gameId)),
    revokeToken: (tokenHash) => void revoked.add(tokenHash),
    recall: (gameId) => warm.get(gameId),
    remember(gameId, game) {
      if (game.state.version > (warm.get(gameId)?.state.version ?? 0)) warm.set(gameId, game);
    },

    async readBack(gameId, { upTo, pageSize, enough }) {
      await nextTurn();
      const newestFirst = stream(gameId)
        .filter((item) => upTo === undefined || item.version <= upTo)
        .reverse();
      // As DynamoDB's pages: the first request's `pageSize` items if one of them is enough, else all.
      const firstPage = newestFirst.slice(0, pageSize);
      return structuredClone(firstPage.some(enough) ? firstPage : newestFirst).reverse();
    },

    async append(item, { key, serverSeed, token, also = [] } = {}) {
      if (also.length > 0) throw new Error('the memory game store keeps no other feature’s writes (chips): use DynamoDB’s');
      await nextTurn();
      if (streams.get(item.gameId)?.has(item.version)) throw new VersionTaken(item.gameId, item.version);
      const held = key && keys.get(keyOf(key.command));
      const earlier = key && earlierOf(held, key.now);
      if (earlier) throw new KeyTaken(earlier);
      if (serverSeed && seeds.has(item.gameId)) throw new Error(`game ${item.gameId} has a server seed already`);
      if (token && revoked.has(token)) throw new TokenRevoked(token);

      if (!streams.has(item.gameId)) streams.set(item.gameId, new Map());
      streams.get(item.gameId)!.set(item.version, structuredClone({ ...item, schema: EVENT_SCHEMA }));
      if (key) keys.set(keyOf(key.command), { version: item.version, requestHash: key.command.requestHash, expiresAt: expiresAt(key.now) });
      if (serverSeed) seeds.set(item.gameId, serverSeed);
    },

    async findEarlier(command, now) {
      await nextTurn();
      return earlierOf(keys.get(keyOf(command)), now);
    },

    async serverSeed(gameId) {
      await nextTurn();
      const seed = seeds.get(gameId);
      if (!seed) throw new Error(`game ${gameId} has no server seed`);
      return seed;
    },
  };
}
