import pMap from 'p-map';
import { isOver, leave, resign, seatOf } from '../../domain/platform/index.ts';
import { runCommand, type Decide } from '../games/command-service.ts';
import { liveGamesOf } from '../players/my-games-page.ts';
import { seatingsOf } from '../players/seatings.ts';

/** Games withdrawn from at once: enough to overlap round trips for a player in many lobbies. */
const CONCURRENCY = 8;

/**
 * What an erasure does to one game of the player's (docs/contract.md, Your data): a seat in
 * the lobby is left (seat 0 leaving cancels the game, as POST /games/{id}/leave does), a game in
 * play is resigned (the rulings, Resigning: a stake stays in the pot, a game left with fewer
 * than two players ends). A game over, a seat given up already, a resignation made: nothing.
 */
export const withdraw =
  (playerId: string): Decide =>
  (state, now) => {
    if (seatOf(state, playerId) === undefined || isOver(state)) return [];
    return state.status === 'lobby' ? leave(state, playerId, now) : resign(state, playerId, now);
  };

/**
 * The player leaves every game still going, each through the command flow like any change of a
 * game (a stake's pot, the seats, the webhooks and live updates follow as for a player's own
 * leave or resignation). The games are the player's own list's and their seatings' (seatings.ts),
 * so a seat taken a moment ago, not listed yet, is left too (as a rename finds them).
 */
export async function withdrawFromGames(playerId: string): Promise<void> {
  const [listed, seated] = await Promise.all([liveGamesOf(playerId), seatingsOf(playerId)]);
  await pMap(
    new Set([...listed, ...seated]),
    async (gameId) => {
      const outcome = await runCommand(gameId, { actor: playerId, decide: withdraw(playerId) });
      if (outcome.kind !== 'applied' && outcome.kind !== 'not-found')
        throw new Error(`game ${gameId}: the erased player could not leave it (${outcome.kind})`);
    },
    { concurrency: CONCURRENCY },
  );
}
