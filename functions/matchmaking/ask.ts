/** POST /matchmaking: a new ticket, checked as a game's creation is, then its first look queued. */
import type * as z from 'zod';
import { violation, type Violation } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { botsRefusedByStake } from '../../domain/platform/pot.ts';
import { games } from '../../domain/games.ts';
import { GetCommand } from '../adapters/documents.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { coversStake } from '../chips/stakes.ts';
import { shownOf } from '../ratings/items.ts';
import { poolOf } from './pool.ts';
import { matchQueue } from './queue.ts';
import { newTicketId, storeTicket, type Ticket } from './tickets.ts';

export interface MatchRequest {
  game: GameName;
  config?: Record<string, unknown>;
  players?: number;
  bots?: boolean;
}

/** docs/contract.md, Quick match: `players` defaults to 2 (within the game's seats). */
const DEFAULT_PLAYERS = 2;

export type Asked =
  | { ticket: Ticket }
  | { invalidConfig: z.ZodError }
  /** `players` outside the game's seats. */
  | { invalidPlayers: string }
  | { refused: Violation };

/**
 * The caller's new searching ticket: its config as a creation's (`invalid-config`), a table
 * size the game seats, no bots with a stake (`stakes-no-bots`), a balance that covers the
 * stake (`insufficient-chips`); its owner's `ordinal` on the game's board read once, now (a
 * rating that changes while the ticket waits does not move it). An owner already searching:
 * `AlreadySearching` (tickets.ts). The look at its arrival is queued last.
 */
export async function askForMatch(
  owner: { playerId: string; name: string },
  asked: MatchRequest,
  clock: Clock = systemClock,
): Promise<Asked> {
  // The moment of the ask, before any read: an earlier ticket matched after it still refuses this one (tickets.ts).
  const askedAt = clock.now();
  const rules = games[asked.game];
  const parsed = rules.configSchema.safeParse(asked.config ?? {});
  if (!parsed.success) return { invalidConfig: parsed.error };
  const config = parsed.data;
  const players = asked.players ?? Math.max(rules.seats.min, Math.min(DEFAULT_PLAYERS, rules.seats.max));
  if (players < rules.seats.min || players > rules.seats.max)
    return {
      invalidPlayers: `\`players\` is the table size: ${asked.game} seats ${rules.seats.min} to ${rules.seats.max} players, not ${players}.`,
    };
  const bots = asked.bots ?? false;
  if (bots) {
    const noBots = botsRefusedByStake(config);
    if (noBots) return { refused: violation('stakes-no-bots', `${noBots.detail} Ask again without \`bots\`, or with a \`Stake\` of 0.`) };
  }
  const short = await coversStake(owner.playerId, owner.name, config.Stake);
  if (short) return { refused: short };
  const ticket: Ticket = {
    ticketId: newTicketId(),
    owner: owner.playerId,
    ownerName: owner.name,
    game: asked.game,
    config: { ...config },
    players,
    bots,
    status: 'searching',
    createdAt: askedAt,
    ordinal: await ordinalOf(owner.playerId, rules.leaderboard(config)),
    pool: poolOf(asked.game, { ...config }, players),
  };
  await storeTicket(ticket);
  await (await matchQueue()).send([{ ticketId: ticket.ticketId }]);
  return { ticket };
}

/** The player's `ordinal` on the board now: 0 (mu 25, sigma 25/3) before their first rated game. */
async function ordinalOf(playerId: string, board: Parameters<typeof readKeys.rating>[0]): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.rating(board, playerId) }));
  return shownOf(Item)?.ordinal ?? 0;
}
