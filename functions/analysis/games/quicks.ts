import { colourSum, whiteSum } from '../../../domain/quicks/cross-rule.ts';
import type { Command } from '../../../domain/quicks/commands.ts';
import type { Dice, Event } from '../../../domain/quicks/events.ts';
import type { State } from '../../../domain/quicks/state.ts';
import { decideFor } from '../../bots/strategies.ts';
import type { GameJudge } from '../judge.ts';

/** The number a cross writes: the white sum in step white, a white die and the row's die in step colour. */
const numberOf = (move: Extract<Command, { type: 'cross' }>, dice: Dice): number | null =>
  move.white === undefined ? whiteSum(dice) : colourSum(dice, move.row, move.white);

/** The same move in effect: both pass, or both cross the same number in the same row (white 0 or 1 alike when the dice are equal). */
function same(a: Command, b: Command, dice: Dice): boolean {
  if (a.type !== 'cross' || b.type !== 'cross') return a.type === b.type;
  return a.row === b.row && numberOf(a, dice) === numberOf(b, dice);
}

/**
 * Quicks: a person's decisions are their crosses and passes in steps white and colour (the
 * throw is no choice). The strong bot ranks plans by a worth that is no expected score (a game
 * won counts a thousand points, docs/bots.md), so the loss is not given.
 */
export const quicksJudge: GameJudge = {
  engine: () => 'strong-bot',
  valuesMoves: false,

  played(before, events, playerId) {
    const { step, dice } = before.rulesState as State;
    const event = events[0] as unknown as Event | undefined;
    if (event?.type === 'Passed') return { type: 'pass' };
    if (event?.type !== 'Crossed' || !dice) return null;
    if (step === 'white') return { type: 'cross', row: event.row };
    const white = ([0, 1] as const).find((w) => colourSum(dice, event.row, w) === event.number);
    if (white === undefined) throw new Error(`${playerId}'s cross of ${event.number} in ${event.row} fits no white die`);
    return { type: 'cross', row: event.row, white };
  },

  judge(before, playerId, played) {
    const choice = decideFor(before, playerId, 'strong');
    if (!choice) throw new Error(`the game did not await a decision of ${playerId} at version ${before.version}`);
    const best = choice.move as Command;
    return { best, loss: null, agreed: same(best, played as Command, (before.rulesState as State).dice!) };
  },
};
