import type { StreamItem, WithItem } from '../adapters/event-store.ts';
import type { EarlierCommand, KeyedCommand } from '../adapters/idempotency-store.ts';
import type { WarmGame } from './warm-games.ts';

/**
 * What the command flow (command-service.ts) keeps of a game: the port it is given, as Emmett's
 * command handler is given its event store. Two adapters honour it, held to one set of contract
 * tests (test/games/game-store-contract.ts): DynamoDB's (dynamo-game-store.ts), which the
 * functions use, and memory's (memory-game-store.ts), on which the flow's logic is tested
 * without a database.
 */
export interface GameStore {
  /**
   * A game's items newest first, at or below `upTo`, until `enough` says an item read is far
   * enough back (or the game's first item is read); returned oldest first. `pageSize` is what
   * the first request reads (a hint: the usual read is one request).
   */
  readBack(gameId: string, range: ReadBack): Promise<StreamItem[]>;
  /**
   * Stores `item` on its version together with what goes with it, all or nothing. Someone else
   * holding the version first is `VersionTaken`; a key still alive is `KeyTaken`, naming the
   * command that took it; another write of `also` finding its condition false is
   * `CompanionRefused` (adapters/event-store.ts). The item is read back with the event schema
   * it was written with.
   */
  append(item: StreamItem, companions?: Companions): Promise<void>;
  /** The earlier command sent with this key and still remembered (undefined: none). */
  findEarlier(command: KeyedCommand, now: number): Promise<EarlierCommand | undefined>;
  /** The game's secret server seed, stored with its first item; an error if it has none. */
  serverSeed(gameId: string): Promise<string>;
  /**
   * The newest version of the game this function knows without a read (warm-games.ts for
   * DynamoDB's store), and what it keeps of one it read or wrote. Never the latest on trust:
   * the command writes the next version on the condition that it is free.
   */
  recall(gameId: string): WarmGame | undefined;
  remember(gameId: string, game: WarmGame): void;
}

export interface ReadBack {
  upTo?: number;
  pageSize: number;
  enough: (item: StreamItem) => boolean;
}

/** What is stored with an item, in the same write. */
export interface Companions {
  /** The command's Idempotency-Key, taken unless alive (docs/contract.md, Commands). */
  key?: { command: KeyedCommand; now: number };
  /** A new game's secret seed (docs/contract.md, Fairness), with its first item. */
  serverSeed?: string;
  /**
   * The hash of the bearer token the command came with, when it rests on a warm function's
   * cache: its item must still exist when the item is written (a condition of the same write),
   * so a token replaced or erased anywhere stops the command at once. Gone: `TokenRevoked`
   * (players.ts), and nothing is written.
   */
  token?: string;
  /**
   * Other features' writes in the same DynamoDB transaction (the chips a start takes). Only the
   * DynamoDB store has them; the memory store refuses any, so a test of a game with a stake
   * runs against DynamoDB Local.
   */
  also?: WithItem[];
}

/** The Idempotency-Key is alive and was taken by `earlier` (the same command sent again, or a misuse). */
export class KeyTaken extends Error {
  constructor(readonly earlier: EarlierCommand) {
    super(`the Idempotency-Key was taken by the command that wrote version ${earlier.version}`);
  }
}
