/** How many dice show each face: `counts[face]`, face 1 to 6. */
export function faceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  return counts;
}

export const sumOfAllDice = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);

export const isFiveOfAKind = (dice: readonly number[]): boolean => dice.length === 5 && dice.every((d) => d === dice[0]);

/** Whether `length` different consecutive numbers lie among the dice (ruling 2). */
export function hasRun(dice: readonly number[], length: number): boolean {
  const counts = faceCounts(dice);
  let run = 0;
  for (let face = 1; face <= 6; face++) {
    run = (counts[face] ?? 0) > 0 ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
}
