/** OpenSkill's rating update: only the functions that rate games load it (shown.ts shows a rating without it). */
import { rate, rating as openSkillRating } from 'openskill';
import type { Skill } from './shown.ts';

/** A person's rating before their first rated game: the library's published defaults (mu 25, sigma 25/3). */
export const firstRating = (): Skill => {
  const { mu, sigma } = openSkillRating();
  return { mu, sigma };
};

/**
 * The ratings after one game (docs/rulings.md, Ratings 2): each person a team of one, weight 1,
 * with their place as it is, ties as ties, through OpenSkill's default model, Plackett–Luce,
 * and every other option at the library's default.
 */
export function rateGame(before: readonly Skill[], places: readonly number[]): Skill[] {
  const after = rate(
    before.map(({ mu, sigma }) => [openSkillRating({ mu, sigma })]),
    { rank: [...places] },
  );
  return after.map(([one]) => ({ mu: one!.mu, sigma: one!.sigma }));
}
