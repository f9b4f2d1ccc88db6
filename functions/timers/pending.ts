import {
  ConditionalCheckFailedException,
  DeleteCommand,
  paginateQuery,
  PutCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteCommand,
} from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { listOrder, lists, onList, queryList, readIndexes, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { GameMovedOn, inputOf, timerName, type Scheduler, type TimerInput, type TurnTimer } from './scheduler.ts';

/**
 * The ledger of pending turn timers, in the read table on the list of timers, soonest first
 * (read-keys.ts), on AWS and on one machine alike. A timer is recorded when it is armed and
 * forgotten when its period ends, so whatever outlives its deadline here was missed (a
 * firing that failed through an outage, a schedule that gave up): the local scheduler re-arms
 * the ledger when it starts, and the sweep (sweep.ts) fires what is overdue.
 * One entry per game and kind of timer, holding its period: arming the next period overwrites
 * the ended one's, so the period's end most often costs the ledger no write of its own.
 */
const itemKey = ({ gameId, reminder }: TimerInput) => readKeys.timer(gameId, reminder);

/** The order of a timer on the list: its deadline as ISO-8601, so "due by" is a key range. */
const orderOf = (timer: TurnTimer) => listOrder.timer(new Date(timer.at).toISOString(), timerName(timer));

/**
 * Puts the timer on the ledger. One armed as of a version (`asOf`) is put in one transaction
 * with a check that the game's next version is not stored: a stream reader that folded the game
 * from its records (games/transition.ts) knows it as of its last record, which may be behind
 * the table, and this write it makes anyway tells it so (GameMovedOn) without a read of its own.
 */
export async function recordTimer(timer: TurnTimer): Promise<void> {
  const Item = { ...itemKey(timer), ...inputOf(timer), at: timer.at, ...onList(lists.timers, orderOf(timer)) };
  if (timer.asOf === undefined) return void (await dynamo().send(new PutCommand({ TableName: tableNames().read, Item })));
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableNames().events,
              Key: { gameId: timer.gameId, version: timer.asOf + 1 },
              ConditionExpression: 'attribute_not_exists(gameId)',
            },
          },
          { Put: { TableName: tableNames().read, Item } },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed')
      throw new GameMovedOn(timer.gameId, timer.asOf);
    throw error;
  }
}

/**
 * Takes the timer's period off the ledger, only while its entry still holds that period: an
 * older timer never forgets a newer period's. When it does not (a newer period is there, or
 * none), the entry may be one an older version keyed by its period: with `olderKey`, that key
 * is deleted too. A firing or the sweep, which found the timer on the ledger, asks for it; a
 * cancel at the period's end does not: most periods it finds gone were never armed (over when
 * their record was read), and an older version's entry it leaves is taken when it fires (the
 * timeout forgets it) or by the sweep.
 */
export async function forgetTimer(timer: TimerInput, { olderKey = true }: { olderKey?: boolean } = {}): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableNames().read,
        Key: itemKey(timer),
        ConditionExpression: '#period = :period',
        ExpressionAttributeNames: { '#period': 'period' },
        ExpressionAttributeValues: { ':period': timer.period },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    if (!olderKey) return;
    const { gameId, period, reminder } = timer;
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.periodTimer(gameId, period, reminder) }));
  }
}

const timerOf = (item: Record<string, unknown>): TurnTimer => ({
  ...inputOf({
    gameId: String(item.gameId),
    period: Number(item.period),
    reminder: item.reminder === undefined ? undefined : Number(item.reminder),
  }),
  at: Number(item.at),
});

/** Every pending timer, soonest first, up to `maxPages` pages (100 timers or 1 MB each). */
export async function pendingTimers(maxPages: number): Promise<TurnTimer[]> {
  const timers: TurnTimer[] = [];
  const pages = paginateQuery(
    { client: dynamo(), pageSize: 100 },
    { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.timers) },
  );
  let read = 0;
  for await (const page of pages) {
    timers.push(...(page.Items ?? []).map(timerOf));
    if (++read >= maxPages) break;
  }
  return timers;
}

/** Up to `limit` timers whose deadline was before `before` (ms), soonest first: one Query. */
export async function overdueTimers(before: number, limit: number): Promise<TurnTimer[]> {
  const { name, partitionKey, sortKey } = readIndexes.lists;
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      IndexName: name,
      KeyConditionExpression: `${partitionKey} = :list AND ${sortKey} < :before`,
      ExpressionAttributeValues: { ':list': lists.timers, ':before': new Date(before).toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map(timerOf);
}

/**
 * A scheduler whose timers are also on the ledger, so the sweep can find the ones missed. The
 * timer is recorded before it is armed and forgotten after it is cancelled: whatever fails in
 * between leaves it on the ledger, never a schedule the ledger does not know. A cancel whose
 * entry the next period's arming overwrote already (`superseded`) leaves the ledger alone.
 */
export function withLedger(scheduler: Scheduler): Scheduler {
  return {
    async arm(timer) {
      await recordTimer(timer);
      await scheduler.arm(timer);
    },
    async cancel(timer, superseded) {
      await scheduler.cancel(timer, superseded);
      if (!superseded) await forgetTimer(timer, { olderKey: false });
    },
  };
}
