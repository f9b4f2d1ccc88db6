/**
 * The chips a game's transition moves, decided in the command flow (command-service.ts) and
 * written in the command's own transaction. Only a game with a stake costs anything here: every
 * other command keeps its one Query and one PutItem.
 */
import { violation, type Violation } from '../../domain/kernel/index.ts';
import type { GameState, Seat } from '../../domain/platform/index.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { entryWrites, readBalances, type Balance } from './ledger.ts';

/** A balance read for the start changed before its write: the start is decided again on fresh balances. */
export class BalanceMoved extends Error {
  constructor() {
    super("a seated player's balance changed between its read and the start's write");
  }
}

/**
 * What the command from `before` to `after` does with chips.
 * - A player newly seated in the lobby (creating is checked by `coversStake`) with a balance below
 *   the stake: refused, `insufficient-chips`.
 * - The start (the pot, 4: stakes are taken when the game starts, never at join): every seated
 *   player's stake, each conditioned on the balance as read, and the player's stake in the game
 *   (`STAKE#<gameId>`, written once: the payout marks it paid). Anyone below the stake: refused.
 */
export async function stakeWrites(before: GameState, after: GameState, now: number): Promise<WithItem[] | Violation> {
  const stake = after.config.Stake;
  if (stake === 0) return [];
  if (before.status === 'lobby' && after.status === 'playing') {
    const balances = await readBalances(after.players.map((p) => p.playerId));
    const short = balances.filter((b) => b.balance < stake);
    if (short.length > 0) return insufficient(stake, short, after.players);
    return balances.flatMap((seen) => [stakeHeld(seen.playerId, after.gameId, stake, now), ...takeStake(seen, after.gameId, stake, now)]);
  }
  if (after.status === 'lobby') {
    const joined = after.players.filter((p) => !p.bot && !before.players.some((q) => q.playerId === p.playerId));
    if (joined.length === 0) return [];
    const short = (await readBalances(joined.map((p) => p.playerId))).filter((b) => b.balance < stake);
    if (short.length > 0) return insufficient(stake, short, after.players);
  }
  return [];
}

/** docs/contract.md, Chips and the pot: creating a game with a stake needs a balance that covers it. */
export async function coversStake(playerId: string, name: string, stake: number): Promise<Violation | undefined> {
  if (stake === 0) return undefined;
  const [seen] = await readBalances([playerId]);
  return seen!.balance < stake ? insufficient(stake, [seen!], [{ playerId, name }]) : undefined;
}

const takeStake = (seen: Balance, gameId: string, stake: number, at: number) =>
  entryWrites(seen, { kind: 'stake', amount: -stake, at, gameId, inPlay: stake });

/** The player's stake in the game, until the game's end pays it out (payout.ts): written once. */
const stakeHeld = (playerId: string, gameId: string, stake: number, at: number): WithItem => ({
  Put: {
    TableName: tableNames().read,
    Item: { ...readKeys.stake(playerId, gameId), playerId, gameId, stake, at },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The detail names who is short, and by how much (the contract: "the detail names who"). */
function insufficient(stake: number, short: Balance[], seats: readonly Pick<Seat, 'playerId' | 'name'>[]): Violation {
  const who = short.map((b) => `${seats.find((s) => s.playerId === b.playerId)?.name ?? b.playerId} (${b.playerId}) has ${b.balance}`);
  return violation(
    'insufficient-chips',
    `This game is played for a stake of ${stake} chips and ${who.join(', ')}: every seated player needs at least the stake.`,
  );
}
