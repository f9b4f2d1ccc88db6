import type { PlayerId, Result, Turn } from '../kernel/index.ts';
import type { Dice, Event } from './events.ts';
import type { Row } from './rows.ts';
import { scoreOf } from './scoring.ts';
import type { State } from './state.ts';

/** `awaiting`: the thrower in `throw` and `colour`; in `white` the awaited who have not decided yet. */
export function turn(state: State): Turn | null {
  if (!state.step || !state.current) return null;
  return {
    playerId: state.current,
    step: state.step,
    awaiting: state.step === 'white' ? [...state.undecided] : [state.current],
    period: state.period,
  };
}

export const result = (state: State): Result | null => state.result;

export interface Board {
  readonly dice: Dice | null;
  readonly lockedRows: Row[];
  readonly sheets: Record<PlayerId, { rows: Record<Row, number[]>; locks: Row[]; penalties: number; score: number }>;
}

/** docs/contract.md "The game view", quicks: nothing on a sheet is hidden, so every viewer sees the same. */
export function board(state: State, _viewer: PlayerId | null): Board {
  return {
    dice: state.dice ? { ...state.dice, white: [...state.dice.white] } : null,
    lockedRows: [...state.lockedRows],
    sheets: Object.fromEntries(
      state.players.map((p) => {
        const sheet = state.sheets[p]!;
        return [
          p,
          {
            rows: { red: [...sheet.rows.red], yellow: [...sheet.rows.yellow], green: [...sheet.rows.green], blue: [...sheet.rows.blue] },
            locks: [...sheet.locks],
            penalties: sheet.penalties,
            score: scoreOf(sheet, state.config.PenaltyPoints),
          },
        ];
      }),
    ),
  };
}

/** Quicks hides nothing: events hold only dice already thrown and crosses on open sheets. */
export const redact = (event: Event, _viewer: PlayerId | null): Event => event;
