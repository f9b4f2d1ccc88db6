import { violation, type Draws, type PlayerId, type Violation } from '../kernel/index.ts';
import type { Command, Roll, Score } from './commands.ts';
import type { Event } from './events.ts';
import { allowedBoxes } from './joker.ts';
import type { State } from './state.ts';
import { fill, roll } from './moves.ts';

/** New events for a command, or the rule it breaks. Never throws for a bad command. */
export function decide(state: State, command: Command, actor: PlayerId, draws: Draws): Event[] | Violation {
  if (state.result) return violation('game-over', 'The game is over: every box of every pad is filled.');
  if (state.current === null) return violation('wrong-step', 'The game has not begun its first turn yet.');
  if (actor !== state.current) {
    return violation('not-your-turn', 'It is not your turn: players take their turns in seat order, one box each turn.');
  }
  return command.type === 'roll' ? decideRoll(state, command, actor, draws) : decideScore(state, command, actor);
}

function decideRoll(state: State, command: Roll, actor: PlayerId, draws: Draws): Event[] | Violation {
  const keep = command.keep ?? [];
  if (state.rollsLeft === 0) {
    return violation('illegal-move', 'A turn is up to three rolls, and you have rolled three times: fill a box.');
  }
  if (state.dice === null && keep.length > 0) {
    return violation('illegal-move', '"keep" must be empty on the turn\'s first roll: there are no dice to keep yet.');
  }
  if (new Set(keep).size !== keep.length) {
    return violation('illegal-move', '"keep" names the same die twice: list each kept die once.');
  }
  if (keep.length === 5) {
    return violation('illegal-move', 'Keeping all five dice leaves no die to roll: roll at least one die, or fill a box.');
  }
  return [roll(state, actor, keep, draws)];
}

function decideScore(state: State, command: Score, actor: PlayerId): Event[] | Violation {
  if (state.dice === null) {
    return violation('wrong-step', 'A box is filled only after at least one roll: roll the dice first.');
  }
  const columns = state.config.Columns;
  if (columns === 3 && command.column === undefined) {
    return violation('illegal-move', '"column" is needed when Columns is 3: name column 0, 1 or 2.');
  }
  const column = command.column ?? 0;
  if (column >= columns) {
    return violation('illegal-move', `This game plays one column: "column" may only be 0 (or left out), not ${column}.`);
  }
  const pad = state.pads[actor]![column]!;
  if (pad.boxes[command.box] !== undefined) {
    return violation(
      'illegal-move',
      `"In every turn exactly one box of your own pad is filled in": ${command.box} in column ${column} is already filled.`,
    );
  }
  if (!allowedBoxes(pad, state.dice, state.config).includes(command.box)) {
    return violation(
      'illegal-move',
      `Joker rule "forced": a further five of a kind "has to go in the upper box of its number while that is free, ` +
        `after that in a lower box while one is free, and only then anywhere"; ${command.box} in column ${column} is marked ×.`,
    );
  }
  return fill(state, actor, column, command.box);
}
