/** What players do to a game, each through the command flow (command-service.ts). */
import type * as z from 'zod';
import { create, fold, join, leave, play, resign, start, type GameState } from '../../domain/platform/index.ts';
import type { Violation } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { games } from '../../domain/games.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { coversStake } from '../chips/stakes.ts';
import { clientSeedOr } from '../fairness/game-fairness.ts';
import type { Authenticated } from '../players/players.ts';
import type { PlayerRecord } from '../players/record.ts';
import { runCommand, type CommandOutcome, type CommandRequest } from './command-service.ts';
import { storeCreation } from './creation.ts';
import { newGameId } from './game-id.ts';

/**
 * A new game in the lobby, its creator in seat 0 with the client seed they sent (or one picked
 * for them), its secret server seed stored apart; or why its config is refused, or why the
 * creator cannot play for its stake.
 */
export async function createGame(
  game: GameName,
  config: unknown,
  creator: PlayerRecord,
  { clientSeed, clock = systemClock }: { clientSeed?: string; clock?: Clock } = {},
): Promise<{ state: GameState } | { invalidConfig: z.ZodError } | { refused: Violation }> {
  const rules = games[game];
  const parsed = rules.configSchema.safeParse(config ?? {});
  if (!parsed.success) return { invalidConfig: parsed.error };
  const short = await coversStake(creator.playerId, creator.name, parsed.data.Stake);
  if (short) return { refused: short };
  const gameId = newGameId();
  const seat = { ...playerOf(creator), clientSeed: clientSeedOr(clientSeed) };
  const item = await storeCreation((fairness) => ({
    gameId,
    version: 1,
    events: create(gameId, rules.game, parsed.data, seat, clock.now(), fairness),
    actor: creator.playerId,
  }));
  return { state: fold([item])! };
}

/** Who acts: a player, or one who came with a bearer token, which the command's append re-checks. */
export type Caller = PlayerRecord | Authenticated;

const playerOf = (caller: Caller): PlayerRecord => ({ playerId: caller.playerId, name: caller.name });
const credentialOf = (caller: Caller) => ('tokenHash' in caller ? caller : undefined);

/** The caller takes the next seat with the client seed they sent, or one picked for them (ignored if already seated). */
export function joinGame(
  gameId: string,
  caller: Caller,
  { clientSeed, clock = systemClock }: { clientSeed?: string; clock?: Clock } = {},
): Promise<CommandOutcome> {
  const joiner = { ...playerOf(caller), clientSeed: clientSeedOr(clientSeed) };
  return runCommand(
    gameId,
    { actor: caller.playerId, credential: credentialOf(caller), decide: (state, now) => join(state, joiner, now) },
    clock,
  );
}

export const startGame = (gameId: string, caller: Caller, clock: Clock = systemClock): Promise<CommandOutcome> =>
  runCommand(
    gameId,
    { actor: caller.playerId, credential: credentialOf(caller), decide: (state, now, draws) => start(state, caller.playerId, now, draws) },
    clock,
  );

export const leaveGame = (gameId: string, caller: Caller, clock: Clock = systemClock): Promise<CommandOutcome> =>
  runCommand(
    gameId,
    { actor: caller.playerId, credential: credentialOf(caller), decide: (state, now) => leave(state, caller.playerId, now) },
    clock,
  );

export const resignGame = (gameId: string, caller: Caller, clock: Clock = systemClock): Promise<CommandOutcome> =>
  runCommand(
    gameId,
    { actor: caller.playerId, credential: credentialOf(caller), decide: (state, now) => resign(state, caller.playerId, now) },
    clock,
  );

/**
 * A seated player's command of the game. Its body is parsed with the game's own schema once
 * the stream is loaded (no extra read to learn the game), and only once, however often a
 * concurrent writer makes the command run again.
 */
export function playCommand(
  gameId: string,
  caller: Caller,
  body: Record<string, unknown>,
  options: Pick<CommandRequest, 'expectedVersion' | 'idempotency'> = {},
  clock: Clock = systemClock,
): Promise<CommandOutcome> {
  const actor = caller.playerId;
  return runCommand(
    gameId,
    {
      ...options,
      actor,
      credential: credentialOf(caller),
      prepare: (state) => {
        const parsed = state.rules.commandSchema.safeParse(body);
        if (!parsed.success) return { invalid: parsed.error };
        return (current, now, draws) => play(current, parsed.data, actor, now, draws);
      },
    },
    clock,
  );
}
