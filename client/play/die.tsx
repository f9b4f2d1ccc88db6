/** Where the pips of each face sit on a 3×3 grid (cells 0–8, row by row). */
const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die drawn with pips (no font needed); `colour` for Quicks' coloured dice. */
export function Die({ value, colour = 'white' }: { value: number; colour?: string }) {
  const pips = new Set(PIPS[value] ?? []);
  return (
    <span class={`die die-${colour}`} aria-hidden="true">
      {Array.from({ length: 9 }, (_, cell) => (
        <span class={pips.has(cell) ? 'pip' : 'blank'} />
      ))}
    </span>
  );
}
