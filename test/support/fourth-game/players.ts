/**
 * What the functions need of High Roll beside its rules: its bot and its analysis judge. A roll
 * is the only move there ever is, so the bot casts when the view awaits it, and the judge finds
 * no decision to value.
 */
import type { GameJudge } from '../../../functions/analysis/judge.ts';
import type { Bot } from '../../../domain/kernel/index.ts';
import type { GameView } from '../../../domain/platform/index.ts';

export const highRollBot = (): Bot<GameView, object> => (view, me) =>
  view.turn?.awaiting.includes(me) ? { move: { type: 'cast' } } : null;

export const highRollJudge: GameJudge = {
  engine: () => 'exact',
  valuesMoves: true,
  // The only move there was is no decision (docs/contract.md, Analysis and replays).
  played: () => null,
  judge: () => {
    throw new Error('High Roll has no decision to judge');
  },
};
