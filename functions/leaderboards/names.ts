import { batchGet } from '../adapters/batch-get.ts';
import { readKeys } from '../adapters/read-keys.ts';
import type { FinishedGame } from './finished-game.ts';
import { isSealedName } from '../privacy/sealed-names.ts';

/**
 * Boards show a player's name as it is now (PATCH /players/me renames the lines), so a line
 * takes the name on the profile, not the one the game was played under: counted as the game
 * ends or rebuilt from the events later, a board names everyone alike. An id without a profile
 * keeps its seat's name.
 */
export const namedNow = (game: FinishedGame, names: ReadonlyMap<string, string>): FinishedGame => ({
  ...game,
  players: game.players.map((p) => ({ ...p, name: names.get(p.playerId) ?? p.name })),
});

/**
 * A person erased (docs/contract.md, Your data): their seat's name is sealed (functions/privacy/)
 * and they have no profile any more. Boards leave them out, rebuilt or not. A bot has no profile
 * either, but its name is clear.
 */
export const erased = (player: { playerId: string; name: string }, names: ReadonlyMap<string, string>): boolean =>
  !names.has(player.playerId) && isSealedName(player.name);

/** The profiles' names of these players (for the rebuild). */
export async function profileNames(playerIds: readonly string[]): Promise<Map<string, string>> {
  const profiles = await batchGet(playerIds.map(readKeys.profile), {
    ProjectionExpression: 'pk, sk, playerId, #name',
    ExpressionAttributeNames: { '#name': 'name' },
  });
  return new Map([...profiles.values()].map((p) => [p.playerId as string, p.name as string]));
}
