import type { Result } from '../../domain/kernel/index.ts';

/** A person at the table as ranking needs them (bots are never passed in). */
export interface RankedSeat {
  readonly playerId: string;
  readonly resigned: boolean;
}

/**
 * The places of the people of an ended game (docs/rulings.md, Ratings 1), 1 the best, equal
 * places tied: first the winners, tied with each other; then the others who did not resign,
 * by score, highest first, equal scores tied; then those who resigned, the last to resign
 * first, each on a place of their own. `resignedInOrder` lists the resigned in the order they
 * resigned. Places are consecutive whole numbers; OpenSkill reads only their order and ties.
 */
export function placesOf(people: readonly RankedSeat[], result: Result, resignedInOrder: readonly string[]): Map<string, number> {
  const places = new Map<string, number>();
  let place = 0;
  const winners = people.filter((p) => result.winners.includes(p.playerId));
  if (winners.length > 0) place += 1;
  for (const { playerId } of winners) places.set(playerId, place);
  const score = (playerId: string) => result.scores[playerId] ?? 0;
  const others = people.filter((p) => !p.resigned && !places.has(p.playerId)).sort((a, b) => score(b.playerId) - score(a.playerId));
  let previous: number | undefined;
  for (const { playerId } of others) {
    if (score(playerId) !== previous) place += 1;
    previous = score(playerId);
    places.set(playerId, place);
  }
  const resigned = people.filter((p) => p.resigned && !places.has(p.playerId)).map((p) => p.playerId);
  const lastFirst = [...resignedInOrder].reverse().filter((id) => resigned.includes(id));
  for (const playerId of lastFirst) places.set(playerId, ++place);
  return places;
}
