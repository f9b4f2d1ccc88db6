import { positionOf, type DiceKingsView } from '../../../domain/dice-kings/bot/position.ts';
import { bestOf, turnMoves, type Plan } from '../../../domain/dice-kings/bot/turn-plan.ts';
import type { Command } from '../../../domain/dice-kings/commands.ts';
import type { Config } from '../../../domain/dice-kings/config.ts';
import type { Event } from '../../../domain/dice-kings/events.ts';
import type { State } from '../../../domain/dice-kings/state.ts';
import { view } from '../../../domain/platform/index.ts';
import { optimums } from '../../bots/dice-kings-tables.ts';
import type { GameJudge } from '../judge.ts';

/** docs/contract.md: a loss below this is agreement with the optimum (float noise, or equal moves). */
export const AGREED_BELOW = 0.005;

/** The scoring keys the exact engine knows: the optimum's own (docs/dice-kings-bots.md), one column, any JokerRule. */
const DEFAULT_KEYS = { UpperBonusAt: 63, UpperBonus: 35, ExtraKingsBonus: 100 } as const;
const isExact = (config: Config) =>
  config.Columns === 1 && Object.entries(DEFAULT_KEYS).every(([key, value]) => config[key as keyof typeof DEFAULT_KEYS] === value);

/** The same move in effect: the same dice kept (whichever of equal dice), or the same box of the same column. */
function same(a: Command, b: Command, dice: readonly number[]): boolean {
  if (a.type === 'score' && b.type === 'score') return a.box === b.box && (a.column ?? 0) === (b.column ?? 0);
  if (a.type !== 'roll' || b.type !== 'roll') return false;
  const kept = (move: typeof a) => (move.keep ?? []).map((i) => dice[i]!).sort((x, y) => x - y);
  return kept(a).join() === kept(b).join();
}

/**
 * Dice Kings: a person's decisions are the keep before each re-roll and the box scored; each is
 * valued by the one-column solitaire optimum of the game's scoring keys (the strong bot's own
 * turn values, functions/bots/dice-kings-tables.ts), from the pad alone: the other players
 * change nothing of it (ruling Bots 4). With the default scoring keys and one column that is
 * the exact optimum (engine `exact`, agreed when the loss is below 0.005); otherwise it is the
 * strong bot's valuation (engine `strong-bot`, agreed when the move is the bot's).
 */
export const diceKingsJudge: GameJudge = {
  engine: (config) => (isExact(config as Config) ? 'exact' : 'strong-bot'),
  valuesMoves: true,

  played(before, events) {
    const dice = (before.rulesState as State).dice;
    const event = events[0] as unknown as Event | undefined;
    if (event?.type === 'DiceRolled') return dice === null ? null : { type: 'roll', keep: [...event.keep] };
    if (event?.type !== 'BoxScored') return null;
    return (before.config as Config).Columns === 1
      ? { type: 'score', box: event.box }
      : { type: 'score', box: event.box, column: event.column };
  },

  judge(before, playerId, played) {
    const position = positionOf(view(before, playerId) as DiceKingsView, playerId);
    if (!position?.dice) throw new Error(`the game did not await a decision of ${playerId} at version ${before.version}`);
    const moves = turnMoves(position, optimums.for(position.config));
    const best = bestOf(moves);
    const chosen: Plan | undefined = moves.find((plan) => same(plan.move, played as Command, position.dice!));
    if (!chosen) throw new Error(`${JSON.stringify(played)} is no move of ${playerId} at version ${before.version}`);
    const loss = best.expectedScore - chosen.expectedScore;
    const agreed = isExact(position.config) ? loss < AGREED_BELOW : same(best.move, chosen.move, position.dice);
    return { best: best.move, loss, agreed };
  },
};
