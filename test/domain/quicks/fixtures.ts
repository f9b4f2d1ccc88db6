/** Events and commands for Quicks rule specs, named as the rules documents speak. */
import { quicks } from '../../../domain/quicks/index.ts';
import type { Dice, Event } from '../../../domain/quicks/events.ts';
import type { Row } from '../../../domain/quicks/rows.ts';
import type { State } from '../../../domain/quicks/state.ts';
import { board } from '../../../domain/quicks/view.ts';
import { specFor } from '../../support/spec.ts';

export const [ann, bob, cy] = ['ann', 'bob', 'cy'] as const;
export const players = [ann, bob, cy];

export const spec = (config: object = {}, seated: string[] = players) => specFor(quicks, config, seated);

export const turnStarted = (player: string): Event => ({ type: 'TurnStarted', playerId: player });
/** The dice as recorded: white pair, then red, yellow, green, blue (omit a die out of the game). */
export const dice = (white: [number, number], coloured: Partial<Record<Row, number>> = {}): Dice => ({ white, ...coloured });
export const allDice = (w1: number, w2: number, red: number, yellow: number, green: number, blue: number): Dice =>
  dice([w1, w2], { red, yellow, green, blue });
export const thrown = (thrower: string, d: Dice): Event => ({ type: 'DiceThrown', thrower, dice: d });
export const crossed = (player: string, row: Row, number: number): Event => ({ type: 'Crossed', playerId: player, row, number });
export const passed = (player: string): Event => ({ type: 'Passed', playerId: player });
export const rowLocked = (row: Row): Event => ({ type: 'RowLocked', row });
export const colourBegan = (thrower: string): Event => ({ type: 'ColourStepBegan', thrower });
export const penalty = (player: string): Event => ({ type: 'PenaltyTaken', playerId: player });

/** Crosses already on a sheet from earlier turns. */
export const history = (player: string, row: Row, numbers: number[]): Event[] => numbers.map((n) => crossed(player, row, n));
/** `count` earlier penalties of a player. */
export const penalties = (player: string, count: number): Event[] => Array.from({ length: count }, () => penalty(player));

export const throwDice = { type: 'throw' } as const;
export const pass = { type: 'pass' } as const;
export const cross = (row: Row, white?: 0 | 1) =>
  white === undefined ? ({ type: 'cross', row } as const) : ({ type: 'cross', row, white } as const);
/** A white die that the tests throw: [white1, white2, red, yellow, green, blue]. */
export const roll = (...values: number[]) => [values];

/** The folded state, typed (the spec helper is game-agnostic). */
export const fold = (events: unknown[], config: object = {}) => spec(config).fold(events as Event[]) as State;
export const stateOf = (given: { state: unknown }) => given.state as State;
export const gameEnded = (winners: string[], scores: Record<string, number>): Event => ({ type: 'GameEnded', result: { winners, scores } });
/** The board of the game view after `events`, typed. */
export const boardOf = (events: unknown[], config: object = {}) => board(fold(events, config), null);
/** A sheet on which nothing can be crossed: each row has only its last number left, with too few crosses. */
export const fullUp = (p: string): Event[] => [
  ...history(p, 'red', [11]),
  ...history(p, 'yellow', [11]),
  ...history(p, 'green', [3]),
  ...history(p, 'blue', [3]),
];
