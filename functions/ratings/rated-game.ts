import { fold } from '../../domain/platform/index.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { loadStream, type StreamItem } from '../adapters/event-store.ts';
import { listOrder } from '../adapters/read-keys.ts';
import { placesOf } from './ranks.ts';

/** What the ratings need of an ended game: its board, where it stands in the order games ended, and the people's places. */
export interface RatedGame {
  readonly gameId: string;
  readonly leaderboard: LeaderboardName;
  /** The game's place in the order games ended (GameEnded's time, then the id): the order ratings apply games in. */
  readonly ended: string;
  /** Each person seated (bots left out) and their place, in seat order. Fewer than two: the game is not rated. */
  readonly places: readonly { readonly playerId: string; readonly place: number }[];
}

/**
 * The game as its own events say it ended, or undefined while it has not: ranks from the
 * folded seats and result (docs/rulings.md, Ratings 1; Ratings 3 for the board), the order of
 * resignations from the PlayerResigned events.
 */
export function ratedGameOf(items: readonly StreamItem[]): RatedGame | undefined {
  const events = items.flatMap((i) => i.events);
  const ended = events.find((e) => e.type === 'GameEnded');
  const state = fold([...items]);
  if (!ended || !state || state.status !== 'ended' || !state.result) return undefined;
  // docs/contract.md, Ratings and profiles: bots are left out of the ranking.
  const people = state.players.filter((p) => !p.bot);
  const resignedInOrder = events.filter((e) => e.type === 'PlayerResigned').map((e) => e.playerId as string);
  const places = placesOf(people, state.result, resignedInOrder);
  return {
    gameId: state.gameId,
    leaderboard: state.rules.leaderboard(state.config),
    ended: listOrder.ended(ended.at, state.gameId),
    places: people.map(({ playerId }) => ({ playerId, place: places.get(playerId)! })),
  };
}

/** The game read back from its events alone (the projection and the rebuild read it alike). */
export const ratedGame = async (gameId: string): Promise<RatedGame | undefined> => ratedGameOf(await loadStream(gameId));

/** docs/contract.md, Ratings and profiles: a game counts when it ends with at least two people seated. */
export const counts = (game: RatedGame): boolean => game.places.length >= 2;
