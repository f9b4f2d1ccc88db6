import type { PlayerId, Result, Turn } from '../kernel/index.ts';
import { BOXES, type Box } from './boxes.ts';
import type { Event } from './events.ts';
import { allowedBoxes } from './joker.ts';
import { columnTotal, padScore, upperBonus } from './scoring.ts';
import type { State } from './state.ts';

/** Step `roll` until the turn's first roll, then `choose` (roll again or fill a box). */
export function turn(state: State): Turn | null {
  if (state.result || state.current === null) return null;
  return {
    playerId: state.current,
    step: state.dice === null ? 'roll' : 'choose',
    awaiting: [state.current],
    period: state.period,
  };
}

export const result = (state: State): Result | null => state.result;

/**
 * Joker rule "forced": "Boxes that are not allowed are marked with × on the pad". The open
 * boxes of the current player's pad the current dice may not go in, as { column, box }.
 */
export function marked(state: State): { column: number; box: Box }[] {
  if (state.config.JokerRule !== 'forced' || state.current === null || state.dice === null) return [];
  const dice = state.dice;
  return state.pads[state.current]!.flatMap((column, index) => {
    const allowed = allowedBoxes(column, dice, state.config);
    return BOXES.filter((box) => column.boxes[box] === undefined && !allowed.includes(box)).map((box) => ({ column: index, box }));
  });
}

/** One column of a pad as the board shows it (docs/contract.md). */
export interface ColumnView {
  readonly boxes: Readonly<Record<Box, number | null>>;
  readonly upperBonus: number;
  /** The extra Dice Kings points in this column, before the column's weight. */
  readonly extraKings: number;
  /** The column's points after its weight. */
  readonly total: number;
}

/** docs/contract.md's dice-kings `board`. */
export interface Board {
  readonly dice: readonly number[] | null;
  readonly rollsLeft: number;
  readonly pads: Readonly<Record<PlayerId, { readonly columns: readonly ColumnView[]; readonly score: number }>>;
  /** Only with JokerRule "forced". */
  readonly marked?: readonly { readonly column: number; readonly box: Box }[];
}

/**
 * docs/contract.md's dice-kings board. Nothing is hidden in Dice Kings, so every viewer sees the same;
 * with JokerRule "forced" the board also carries `marked` (see above).
 */
export function board(state: State, _viewer: PlayerId | null): Board {
  const pads = Object.fromEntries(
    state.players.map((id) => {
      const pad = state.pads[id]!;
      const columns = pad.map((column, index) => ({
        boxes: Object.fromEntries(BOXES.map((box) => [box, column.boxes[box] ?? null])) as Record<Box, number | null>,
        upperBonus: upperBonus(column, state.config),
        extraKings: column.extraKings,
        total: columnTotal(column, index, state.config),
      }));
      return [id, { columns, score: padScore(pad, state.config) }];
    }),
  );
  const shown = { dice: state.dice ? [...state.dice] : null, rollsLeft: state.rollsLeft, pads };
  return state.config.JokerRule === 'forced' ? { ...shown, marked: marked(state) } : shown;
}

/** Dice Kings hides nothing: every event is public once it happened. */
export const redact = (event: Event, _viewer: PlayerId | null): Event => event;
