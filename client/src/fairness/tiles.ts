/**
 * Rummiduck's 106 tiles in the order the shuffle starts from: black, blue, orange, red; within
 * a colour 1 to 13; within a number `a` then `b`; then `joker-red`, `joker-black`.
 */
export const TILES: readonly string[] = [
  ...['black', 'blue', 'orange', 'red'].flatMap((colour) =>
    Array.from({ length: 13 }, (_, i) => i + 1).flatMap((n) => [`${colour}-${n}-a`, `${colour}-${n}-b`]),
  ),
  'joker-red',
  'joker-black',
];
