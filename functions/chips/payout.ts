import { TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { refunded, sharesOf, type GameState } from '../../domain/platform/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { withRetries } from '../adapters/retry.ts';
import { tableNames } from '../adapters/tables.ts';
import { entryWrites, outOfPlay, readBalances, type EntryKind } from './ledger.ts';
import { BalanceMoved } from './stakes.ts';

/** A payout whose balance keeps moving under it is made again on a fresh read, a bounded number of times. */
const SETTLE_ATTEMPTS = 12;

/**
 * Pays an ended game's pot out (docs/rulings.md, The pot 2 and 3): each seated player's stake
 * leaves play, and their share (or, with no winner, their stake back) is booked, each player
 * once. What makes it once: the player's stake in the game (`STAKE#<gameId>`, written by the
 * start) is marked paid in the same transaction as the entry, on the condition that it was
 * not paid yet. So a redelivered record, a retried write, a restart or a rebuild finds it paid
 * and books nothing; a game that took no stakes has no such item and books nothing either.
 */
export async function payOut(state: GameState, endedAt: number): Promise<void> {
  const stake = state.config.Stake;
  const shares = sharesOf(state);
  if (stake === 0 || !shares) return;
  const kind: EntryKind = refunded(state) ? 'refund' : 'share';
  await Promise.all(
    state.players.map((p) =>
      settle({ playerId: p.playerId, gameId: state.gameId, stake, amount: shares[p.playerId] ?? 0, kind, at: endedAt }),
    ),
  );
}

interface Settlement {
  playerId: string;
  gameId: string;
  stake: number;
  amount: number;
  kind: EntryKind;
  at: number;
}

function settle(s: Settlement): Promise<void> {
  return withRetries(
    async () => {
      const paid: WithItem = {
        Update: {
          TableName: tableNames().read,
          Key: readKeys.stake(s.playerId, s.gameId),
          UpdateExpression: 'SET paidAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(paidAt)',
          ExpressionAttributeValues: { ':at': s.at },
        },
      };
      const booked =
        s.amount > 0
          ? entryWrites((await readBalances([s.playerId]))[0]!, {
              kind: s.kind,
              amount: s.amount,
              at: s.at,
              gameId: s.gameId,
              inPlay: -s.stake,
            })
          : [outOfPlay(s.playerId, s.stake)];
      try {
        await dynamo().send(new TransactWriteCommand({ TransactItems: [paid, ...booked] }));
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const [stakeReason, ...others] = error.CancellationReasons ?? [];
        // Paid before (or never staked): nothing to book, now or ever.
        if (stakeReason?.Code === 'ConditionalCheckFailed') return;
        if (
          others.some((r) => r.Code === 'ConditionalCheckFailed') ||
          [stakeReason, ...others].some((r) => r?.Code === 'TransactionConflict')
        )
          throw new BalanceMoved();
        throw error;
      }
    },
    { attempts: SETTLE_ATTEMPTS, firstDelayMs: 5, maxDelayMs: 200, retryable: (error) => error instanceof BalanceMoved },
  );
}
