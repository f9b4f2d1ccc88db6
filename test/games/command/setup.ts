/** A started Dice Kings game on the memory store, for the tests of the command flow's steps (functions/games/command/). */
import type { GameStore } from '../../../functions/games/game-store.ts';
import { loadGame } from '../../../functions/games/command/load.ts';
import type { CommandRequest } from '../../../functions/games/command/request.ts';
import { underway } from '../../../functions/games/command/underway.ts';
import { memoryGameStore } from '../../../functions/games/memory-game-store.ts';
import { testClock } from '../../support/clock.ts';
import type { PlayerRecord } from '../../../functions/players/record.ts';
import { playing, startedGame } from '../memory-games.ts';

export const ann = { playerId: 'p_ann', name: 'Ann' };
export const bob = { playerId: 'p_bob', name: 'Bob' };

export async function started({ seats = [ann], config = {} }: { seats?: PlayerRecord[]; config?: Record<string, unknown> } = {}) {
  const store = memoryGameStore();
  const clock = testClock(Date.parse('2030-01-01T00:00:00Z'));
  const gameId = await startedGame(store, clock, { seats, config });
  return { store, clock, gameId, game: async () => (await loadGame(gameId, store))! };
}

/** Ann's roll, as the command flow is given it. */
export const annRolls = (extra: Partial<CommandRequest> = {}): CommandRequest => ({
  actor: ann.playerId,
  decide: playing(ann.playerId, { type: 'roll' }),
  ...extra,
});

export const commandOn = (
  { store, clock, gameId }: { store: GameStore; clock: ReturnType<typeof testClock>; gameId: string },
  request: CommandRequest = annRolls(),
) => underway(gameId, request, clock, store);
