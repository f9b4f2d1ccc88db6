import type { PlayerId, Result } from '../kernel/index.ts';
import type { Config } from './config.ts';
import type { Dice } from './events.ts';
import type { Row } from './rows.ts';

export interface Sheet {
  /** The numbers crossed in each row, in the order crossed (left to right). */
  readonly rows: Readonly<Record<Row, readonly number[]>>;
  /** The rows whose last number this player crossed. */
  readonly locks: readonly Row[];
  readonly penalties: number;
}

export type Step = 'throw' | 'white' | 'colour';

export interface State {
  readonly config: Config;
  readonly players: readonly PlayerId[];
  readonly sheets: Readonly<Record<PlayerId, Sheet>>;
  /** Rows closed for everyone; their dice are out of the game. */
  readonly lockedRows: readonly Row[];
  /** Null before the first turn and once the game has ended. */
  readonly step: Step | null;
  /** Turn.period: one more every time a step begins (-1 before the first); ruling 10 times each step. */
  readonly period: number;
  /** The player whose turn it is, the thrower; null before the first turn. */
  readonly current: PlayerId | null;
  /** This turn's dice, null before they are thrown. */
  readonly dice: Dice | null;
  /** Step `white`: who had a row for the white sum (ruling 3), and who of them has not decided yet. */
  readonly awaited: readonly PlayerId[];
  readonly undecided: readonly PlayerId[];
  /** Whether the thrower has crossed anything this turn (ruling 7). */
  readonly throwerCrossed: boolean;
  /** Who has resigned (Resigning rulings): never awaited again, skipped as thrower, never a winner. */
  readonly resigned: readonly PlayerId[];
  readonly result: Result | null;
}

const emptySheet: Sheet = { rows: { red: [], yellow: [], green: [], blue: [] }, locks: [], penalties: 0 };

/** The version of `State` a snapshot holds: bump it by hand when State's shape or evolve changes. */
export const SNAPSHOT_VERSION = 2;

export function initialState(config: Config, players: readonly PlayerId[]): State {
  return {
    config,
    players: [...players],
    sheets: Object.fromEntries(players.map((p) => [p, emptySheet])),
    lockedRows: [],
    step: null,
    period: -1,
    current: null,
    dice: null,
    awaited: [],
    undecided: [],
    throwerCrossed: false,
    resigned: [],
    result: null,
  };
}
