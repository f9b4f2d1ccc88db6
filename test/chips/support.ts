/**
 * The chips' storage tests: real players, games and payouts against the run's DynamoDB Local,
 * without a server. The payout is the stream reaction itself, handed every item of a game's
 * stream as DynamoDB Streams would hand it (and, where a test says so, again).
 */
import { beforeAll, expect } from 'vitest';
import type { GameName } from '../../domain/registry.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { chipsOf, ledgerPage } from '../../functions/chips/balance-page.ts';
import { payPots } from '../../functions/chips/reaction.ts';
import { loadGame, type CommandOutcome } from '../../functions/games/command-service.ts';
import { createGame, joinGame, playCommand } from '../../functions/games/commands.ts';
import type { PlayerRecord } from '../../functions/players/record.ts';
import { saveRig } from '../../functions/games/rig.ts';
import { batchTransitions } from '../../functions/games/transition.ts';
import { createPlayer } from '../../functions/players/players.ts';
import { useTables } from '../support/tables.ts';

/** Tables of the file's own, with the test hooks on (a tie is played on rigged dice). */
export function useChipsTables(): void {
  useTables();
  beforeAll(() => {
    process.env.TEST_HOOKS = '1';
  });
}

export async function newPlayer(name: string): Promise<PlayerRecord> {
  const { playerId } = await createPlayer(name);
  return { playerId, name };
}

/** A lobby of `game` with this stake, created by the first seat; the others join (a join refused is left out). */
export async function lobby(game: GameName, stake: number, seats: PlayerRecord[]): Promise<{ gameId: string; joins: CommandOutcome[] }> {
  const created = await createGame(game, { Stake: stake }, seats[0]!);
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  const { gameId } = created.state;
  const joins: CommandOutcome[] = [];
  for (const seat of seats.slice(1)) joins.push(await joinGame(gameId, seat));
  return { gameId, joins };
}

/** The payout reaction handed every stored item of the game, `times` times over (redeliveries). */
export async function deliverAll(gameId: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    const items = await loadStream(gameId);
    const transitionOf = batchTransitions(items);
    for (const item of items) await payPots(item, () => transitionOf(item), { newerInBatch: item !== items.at(-1) });
  }
}

export const state = async (gameId: string) => (await loadGame(gameId))!.state;

export const ledgerOf = async (playerId: string) => (await ledgerPage(playerId, 100, undefined)).entries;

export const balanceOf = async (playerId: string) => (await chipsOf(playerId)).balance;

const BOXES = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'threeOfAKind', 'fourOfAKind', 'fullHouse'];
const MORE_BOXES = ['smallStraight', 'largeStraight', 'diceKings', 'chance'];

/**
 * Plays a started Dice Kings game to its end with every player who has not resigned rolling the
 * same rigged dice and scoring the same boxes in the same order: they all tie.
 */
export async function playToATie(gameId: string): Promise<void> {
  const players = (await state(gameId)).players.filter((p) => !p.resigned);
  await saveRig(gameId, { dice: Array.from({ length: 13 * players.length }, () => [6, 6, 6, 6, 6]) });
  for (const box of [...BOXES, ...MORE_BOXES])
    for (const p of players) {
      expect((await playCommand(gameId, p, { type: 'roll' })).kind).toBe('applied');
      expect((await playCommand(gameId, p, { type: 'score', box })).kind).toBe('applied');
    }
  expect((await state(gameId)).status).toBe('ended');
}
