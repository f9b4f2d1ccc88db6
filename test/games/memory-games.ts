/** Games played through the command flow on a game store of the test's choosing (the memory store, usually): no HTTP, no players' table. */
import { randomUUID } from 'node:crypto';
import { create, join, play, start, type GameState } from '../../domain/platform/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { games } from '../../domain/games.ts';
import type { Clock } from '../../functions/adapters/clock.ts';
import { loadGame, runCommand, type CommandRequest, type Decide } from '../../functions/games/command-service.ts';
import { storeCreation } from '../../functions/games/creation.ts';
import type { GameStore } from '../../functions/games/game-store.ts';
import type { PlayerRecord } from '../../functions/players/record.ts';

export const command = (store: GameStore, clock: Clock, gameId: string, request: CommandRequest) =>
  runCommand(gameId, request, clock, store);

export const playing =
  (actor: string, move: { type: string; [field: string]: unknown }): Decide =>
  (state, now, draws) =>
    play(state, move, actor, now, draws);

/** A game created by the first of `seats`, joined by the others, started: all through the command flow on `store`. */
export async function startedGame(
  store: GameStore,
  clock: Clock,
  { game = 'dice-kings', seats, config = {} }: { game?: GameName; seats: PlayerRecord[]; config?: Record<string, unknown> },
): Promise<string> {
  const gameId = `g_${randomUUID().slice(0, 8)}`;
  const [creator, ...others] = seats.map((seat) => ({ ...seat, clientSeed: `client-${seat.playerId}` }));
  const parsed = games[game].configSchema.parse(config);
  await storeCreation(
    (fairness) => ({ gameId, version: 1, events: create(gameId, game, parsed, creator!, clock.now(), fairness), actor: creator!.playerId }),
    store,
  );
  for (const seat of others) await command(store, clock, gameId, { actor: seat.playerId, decide: (s, now) => join(s, seat, now) });
  await command(store, clock, gameId, { actor: creator!.playerId, decide: (s, now, draws) => start(s, creator!.playerId, now, draws) });
  return gameId;
}

/** A Dice Kings player's next move: every roll of the turn, then the first box the rules list. */
export function nextMove(state: GameState): { actor: string; move: { type: string } } {
  const actor = state.rules.turn(state.rulesState)!.playerId;
  const moves = state.rules.legalMoves(state.rulesState, actor) as { type: string }[];
  return { actor, move: moves.find((m) => m.type === 'roll') ?? moves.find((m) => m.type === 'score')! };
}

/** The game played on by `nextMove` until it is at `version`. */
export async function playTo(store: GameStore, clock: Clock, gameId: string, version: number): Promise<GameState> {
  let { state } = (await loadGame(gameId, store))!;
  while (state.version < version) {
    const { actor, move } = nextMove(state);
    const outcome = await command(store, clock, gameId, { actor, decide: playing(actor, move) });
    if (outcome.kind !== 'applied') throw new Error(`${JSON.stringify(move)} at version ${state.version}: ${outcome.kind}`);
    state = outcome.state;
  }
  return state;
}
