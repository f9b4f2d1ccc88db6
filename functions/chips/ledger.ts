/**
 * A player's chips as the read table keeps them (docs/design.md, Storage): a ledger of entries,
 * each an item of its own, numbered, with the balance item beside them. Every entry is written
 * in one transaction with the balance it leaves, conditioned on the balance item as it was read
 * (its entry count `n`): so the balance is always the sum of the entries, each entry's `balance`
 * is the balance after it, and two writers never both add an entry after the same one.
 */
import { TransactGetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

export type EntryKind = 'grant' | 'stake' | 'share' | 'refund';

/** One entry as `GET /players/me/ledger` shows it (docs/contract.md, Chips and the pot). */
export interface LedgerEntry {
  entryId: string;
  at: string;
  kind: EntryKind;
  /** Signed: a stake is negative. */
  amount: number;
  /** The balance after the entry. */
  balance: number;
  gameId?: string;
}

/** A player's balance item as read: what the next entry is conditioned on. */
export interface Balance {
  playerId: string;
  balance: number;
  /** The player's stakes in games that have not ended. */
  inPlay: number;
  /** How many entries the ledger holds; the next is numbered n + 1. 0: no balance item (a player made before chips). */
  n: number;
}

/** What a change of the balance records: why, how much, when, for which game; and how it moves the stakes in play. */
export interface Change {
  kind: EntryKind;
  amount: number;
  at: number;
  gameId?: string;
  inPlay: number;
}

/** A grant has one per player; every other kind one per player and game: the id says which, so it names the entry's key too. */
export const entryIdOf = (kind: EntryKind, gameId?: string) => (gameId ? `${kind}-${gameId}` : kind);

/** The ledger's entry for a change, with the balance after it: written live and by the rebuild alike. */
export const entryOf = (change: Change, balance: number): LedgerEntry => ({
  entryId: entryIdOf(change.kind, change.gameId),
  at: new Date(change.at).toISOString(),
  kind: change.kind,
  amount: change.amount,
  balance,
  ...(change.gameId ? { gameId: change.gameId } : {}),
});

/** The balances of these players, read consistently and together (one TransactGetItems, at most 100). */
export async function readBalances(playerIds: readonly string[]): Promise<Balance[]> {
  const table = tableNames().read;
  const { Responses } = await dynamo().send(
    new TransactGetCommand({ TransactItems: playerIds.map((id) => ({ Get: { TableName: table, Key: readKeys.chips(id) } })) }),
  );
  return playerIds.map((playerId, i) => {
    const item = Responses?.[i]?.Item;
    return {
      playerId,
      balance: (item?.balance as number | undefined) ?? 0,
      inPlay: (item?.inPlay as number | undefined) ?? 0,
      n: (item?.n as number | undefined) ?? 0,
    };
  });
}

/**
 * The writes that book `change` on top of `seen`: the balance item (unchanged since it was read,
 * else the transaction fails and is made again on a fresh read) and the new entry (whose number
 * is free, which the balance's condition already implies). `inPlay` is added, not set: a payout
 * that moves no balance (a loser's stake leaving play) adds to it without a condition.
 */
export function entryWrites(seen: Balance, change: Change): WithItem[] {
  const table = tableNames().read;
  const n = seen.n + 1;
  const balance = seen.balance + change.amount;
  const entry = entryOf(change, balance);
  return [
    {
      Update: {
        TableName: table,
        Key: readKeys.chips(seen.playerId),
        UpdateExpression: 'SET balance = :balance, n = :n, playerId = :player ADD inPlay :inPlay',
        ConditionExpression: seen.n === 0 ? 'attribute_not_exists(pk)' : 'n = :seen',
        ExpressionAttributeValues: {
          ':balance': balance,
          ':n': n,
          ':player': seen.playerId,
          ':inPlay': change.inPlay,
          ...(seen.n === 0 ? {} : { ':seen': seen.n }),
        },
      },
    },
    {
      Put: {
        TableName: table,
        Item: { ...readKeys.ledgerEntry(seen.playerId, n), ...entry },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Stakes leaving play without an entry (a loser's, once the game has ended): only `inPlay` moves. */
export const outOfPlay = (playerId: string, stake: number): WithItem => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.chips(playerId),
    UpdateExpression: 'ADD inPlay :inPlay',
    ExpressionAttributeValues: { ':inPlay': -stake },
  },
});
