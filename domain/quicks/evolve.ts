import type { Dice, Event } from './events.ts';
import { whiteRows } from './cross-rule.ts';
import { lastNumberOf, type Row } from './rows.ts';
import type { Sheet, State } from './state.ts';

/** Pure and deterministic: a new state from the old one and one event, never drawing. */
export function evolve(state: State, event: Event): State {
  switch (event.type) {
    case 'TurnStarted':
      return {
        ...state,
        step: 'throw',
        period: state.period + 1,
        current: event.playerId,
        dice: null,
        awaited: [],
        undecided: [],
        throwerCrossed: false,
      };
    case 'DiceThrown': {
      const thrown = { ...state, step: 'white' as const, period: state.period + 1, dice: event.dice };
      // Ruling 3: only players with a legal row for the white sum are awaited; Resigning ruling 1: never a resigned one.
      const awaited = state.players.filter((p) => !state.resigned.includes(p) && whiteRows(thrown, p).length > 0);
      return { ...thrown, awaited, undecided: awaited };
    }
    case 'Crossed': {
      const sheet = state.sheets[event.playerId]!;
      const crossed: Sheet = {
        ...sheet,
        rows: { ...sheet.rows, [event.row]: [...sheet.rows[event.row], event.number] },
        locks: event.number === lastNumberOf(event.row) ? [...sheet.locks, event.row] : sheet.locks,
      };
      return {
        ...decided(state, event.playerId),
        sheets: { ...state.sheets, [event.playerId]: crossed },
        throwerCrossed: state.throwerCrossed || event.playerId === state.current,
      };
    }
    case 'Passed':
      return decided(state, event.playerId);
    case 'RowLocked':
      return { ...state, lockedRows: [...state.lockedRows, event.row], dice: withoutDie(state.dice, event.row) };
    case 'ColourStepBegan':
      return { ...state, step: 'colour', period: state.period + 1, undecided: [] };
    case 'PenaltyTaken': {
      const sheet = state.sheets[event.playerId]!;
      return { ...state, sheets: { ...state.sheets, [event.playerId]: { ...sheet, penalties: sheet.penalties + 1 } } };
    }
    case 'PlayerResigned':
      // Resigning ruling 2: awaited in step white, they count as having passed.
      return { ...decided(state, event.playerId), resigned: [...state.resigned, event.playerId] };
    case 'GameEnded':
      return { ...state, step: null, undecided: [], result: event.result };
  }
}

/** In step `white` a decision takes the player off the list of the undecided. */
const decided = (state: State, player: string): State =>
  state.step === 'white' ? { ...state, undecided: state.undecided.filter((p) => p !== player) } : state;

/** A locked row's die leaves the game (rules, "Locking a row"). */
function withoutDie(dice: Dice | null, row: Row): Dice | null {
  if (!dice) return dice;
  const { [row]: _out, ...rest } = dice;
  return rest;
}
