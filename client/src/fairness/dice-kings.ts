import type { Checker, CheckerContext, NothingHidden } from './checker.ts';
import { same } from './same.ts';
import { die } from './values.ts';

/**
 * Dice Kings: each roll takes one die for each rolled position, lowest position first; the
 * kept positions (`keep`) show the values of the turn's previous roll.
 */
export function diceKingsChecker({ bytes, tally }: CheckerContext): Checker<NothingHidden> {
  let previous: readonly unknown[] | null = null;
  return {
    async check(event) {
      if (event.type === 'TurnStarted') previous = null;
      if (event.type !== 'DiceRolled') return null;
      const keep = Array.isArray(event.keep) ? event.keep : [];
      const expected: unknown[] = [];
      for (let position = 0; position < 5; position++) {
        if (keep.includes(position)) expected.push(previous?.[position] ?? null);
        else {
          expected.push(await die(bytes));
          tally.dice++;
        }
      }
      previous = expected;
      return same(expected, event.dice)
        ? null
        : { expected, found: event.dice, detail: 'the roll is not the kept dice and the next dice of the stream' };
    },
    // Every die was rolled in the open: the stream hides nothing more.
    revealed: () => ({}),
  };
}
