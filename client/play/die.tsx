/** Where the pips of each face sit on a 3×3 grid (cells 0–8, row by row). */
const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/**
 * A die drawn with pips (no font needed); `colour` for Quicks' coloured dice. With a `label` it
 * is an image with that text alternative; without, it is decoration of a control that names it.
 */
export function Die({ value, colour = 'white', label }: { value: number; colour?: string; label?: string }) {
  const pips = new Set(PIPS[value] ?? []);
  return (
    <span class={`die die-${colour}`} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}>
      {Array.from({ length: 9 }, (_, cell) => (
        <span class={pips.has(cell) ? 'pip' : 'blank'} />
      ))}
    </span>
  );
}
