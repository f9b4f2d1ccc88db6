import type { Checker, CheckerContext, NothingHidden } from './checker.ts';
import { same } from './same.ts';
import { die } from './values.ts';

const ROWS = ['red', 'yellow', 'green', 'blue'];

/**
 * Quicks: each throw takes one die for each die still in the game, in the order white, white,
 * red, yellow, green, blue. A die leaves the game when its row is locked (`RowLocked`).
 */
export function quicksChecker({ bytes, tally }: CheckerContext): Checker<NothingHidden> {
  const locked = new Set<unknown>();
  return {
    async check(event) {
      if (event.type === 'RowLocked') locked.add(event.row);
      if (event.type !== 'DiceThrown') return null;
      const inGame = ROWS.filter((row) => !locked.has(row));
      const expected: Record<string, unknown> = { white: [await die(bytes), await die(bytes)] };
      for (const row of inGame) expected[row] = await die(bytes);
      tally.dice += 2 + inGame.length;
      return same(expected, event.dice) ? null : { expected, found: event.dice, detail: 'the throw is not the next dice of the stream' };
    },
    // Every die was thrown in the open: the stream hides nothing more.
    revealed: () => ({}),
  };
}
