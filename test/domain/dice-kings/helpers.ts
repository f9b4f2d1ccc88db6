/** Event and command builders for Dice Kings rule tests, and a driver that plays rigged turns. */
import { expect } from 'vitest';
import { diceKings, type Box, type Command, type Event, type State } from '../../../domain/dice-kings/index.ts';
import { isViolation, type Draws, type PlayerId } from '../../../domain/kernel/index.ts';
import { specFor, testDraws } from '../../support/spec.ts';

export const spec = (config: object = {}, players: PlayerId[] = ['ann']) => specFor(diceKings, config, players);

export const started = (playerId = 'ann'): Event => ({ type: 'TurnStarted', playerId });
export const rolled = (dice: number[], playerId = 'ann', keep: number[] = []): Event => ({ type: 'DiceRolled', playerId, keep, dice });
export const scored = (box: Box, points: number, playerId = 'ann', column = 0, extraKings = 0): Event => ({
  type: 'BoxScored',
  playerId,
  column,
  box,
  points,
  extraKings,
});
/** Boxes already written on a pad, as the events that wrote them (column 0 unless named). */
export const filled = (boxes: Partial<Record<Box, number>>, playerId = 'ann', column = 0): Event[] =>
  Object.entries(boxes).map(([box, points]) => scored(box as Box, points!, playerId, column));

export const roll = (keep?: number[]): Command => (keep ? { type: 'roll', keep } : { type: 'roll' });
export const score = (box: Box, column?: 0 | 1 | 2): Command =>
  column === undefined ? { type: 'score', box } : { type: 'score', box, column };

/** legalMoves as the game's own command type. */
export const movesOf = (state: State, actor: PlayerId): Command[] => diceKings.legalMoves(state, actor) as Command[];

/** One turn as a person plays it: rolls (with keeps after the first) and the box it fills. */
export interface PlayedTurn {
  throws: number[][];
  keeps?: number[][];
  box: Box;
  column?: 0 | 1 | 2;
}

/** Plays turns through decide/evolve with rigged dice, in seat order; fails on any violation. */
export function play(config: object, players: PlayerId[], turns: PlayedTurn[]): { state: State; events: Event[] } {
  const parsed = diceKings.configSchema.parse(config);
  let events: Event[] = diceKings.start(parsed, players, testDraws());
  let state = events.reduce(diceKings.evolve, diceKings.initialState(parsed, players));
  const send = (command: Command, draws: Draws) => {
    const outcome = diceKings.decide(state, command, diceKings.turn(state)!.playerId, draws);
    expect(isViolation(outcome), JSON.stringify(outcome)).toBe(false);
    events = [...events, ...(outcome as Event[])];
    state = (outcome as Event[]).reduce(diceKings.evolve, state);
  };
  for (const turn of turns) {
    turn.throws.forEach((thrown, i) => send(roll(i === 0 ? undefined : (turn.keeps?.[i - 1] ?? [])), testDraws([thrown])));
    send(score(turn.box, turn.column), testDraws());
  }
  return { state, events };
}
/** A turn of one throw straight into a box. */
export const turn = (dice: number[], box: Box, column?: 0 | 1 | 2): PlayedTurn => ({ throws: [dice], box, column });
