/**
 * High Roll's part of the SDK's fairness verifier, written with nothing but what the SDK
 * exports: each `Rolled` shows the next die of the game's stream, as the server drew it
 * (`draws.dice(1)`, one die per roll).
 */
import { die, type CheckerOf, type NothingHidden } from '../../../client/src/index.ts';

export const highRollChecker: CheckerOf<NothingHidden> = ({ bytes, tally }) => ({
  async check(event) {
    if (event.type !== 'Rolled') return null;
    const expected = await die(bytes);
    tally.dice++;
    return expected === event.die ? null : { expected, found: event.die, detail: 'the roll is not the next die of the stream' };
  },
  // Both dice are rolled in the open: the stream hides nothing more.
  revealed: () => ({}),
});
