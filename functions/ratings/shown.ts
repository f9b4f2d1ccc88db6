/** A rating as kept: OpenSkill's two numbers. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A rating as shown (docs/contract.md, Ratings and profiles): with `ordinal` = mu − 3·sigma. */
export interface ShownRating extends Skill {
  readonly ordinal: number;
}

/** OpenSkill's default z of its ordinal (test/ratings checks it is the library's). */
const Z = 3;

/**
 * A rating as shown, by the contract's formula, which is OpenSkill's `ordinal` at its default:
 * the functions that only read ratings (profiles, boards, a game's changes) leave the library
 * and its statistics dependencies out of their bundles, about 20 KB and the cold import's work.
 */
export const shown = ({ mu, sigma }: Skill): ShownRating => ({ mu, sigma, ordinal: mu - Z * sigma });
