import type { Draws, PlayerId, Violation } from '../kernel/index.ts';
import { violation } from '../kernel/index.ts';
import type { Command, Cross } from './commands.ts';
import { colourSum, crossBreaks, whiteSum } from './cross-rule.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';
import { throwDice } from './moves.ts';
import { andThen, endColourStep } from './turn-flow.ts';

export function decide(state: State, command: Command, actor: PlayerId, draws: Draws): Event[] | Violation {
  if (state.result) return violation('game-over', 'The game has ended: no more moves are taken.');
  if (!state.step) return violation('not-started', 'The game has not started yet.');
  if (!state.players.includes(actor)) return violation('not-your-turn', 'Only players seated at this game have a sheet to cross.');
  switch (state.step) {
    case 'throw':
      return decideThrow(state, command, actor, draws);
    case 'white':
      return decideWhite(state, command, actor);
    case 'colour':
      return decideColour(state, command, actor);
  }
}

function decideThrow(state: State, command: Command, actor: PlayerId, draws: Draws): Event[] | Violation {
  if (command.type !== 'throw') {
    return violation('wrong-step', `The dice have not been thrown yet: "the player whose turn it is throws all six dice" first.`);
  }
  if (actor !== state.current)
    return violation('not-your-turn', `It is ${state.current}'s turn: "the player whose turn it is throws all six dice".`);
  return throwDice(state, draws);
}

/** Rules, "The white dice, for everyone" (ruling 3). */
function decideWhite(state: State, command: Command, actor: PlayerId): Event[] | Violation {
  if (command.type === 'throw') return violation('wrong-step', 'The dice of this turn are already thrown; step white is on.');
  if (command.type === 'cross' && command.white !== undefined) {
    return violation(
      'wrong-step',
      'Step white is on: cross the sum of the two white dice, naming only the row; a white die is chosen in step colour.',
    );
  }
  if (!state.awaited.includes(actor)) {
    return violation(
      'not-your-turn',
      `"A player who has no row for the white dice has nothing to decide and is not waited for": no row of yours takes ${whiteSum(state.dice!)}.`,
    );
  }
  if (!state.undecided.includes(actor))
    return violation(
      'not-your-turn',
      'You have already decided on the white dice this turn: "every player may cross the sum of the two white dice in one row".',
    );
  if (command.type === 'pass') return andThen(state, [{ type: 'Passed', playerId: actor }]);
  const number = whiteSum(state.dice!);
  const broken = crossBreaks(state, actor, command.row, number);
  if (broken) return violation('illegal-move', broken);
  return andThen(state, [{ type: 'Crossed', playerId: actor, row: command.row, number }]);
}

/** Rules, "A coloured die, for the thrower only" (rulings 5, 6). */
function decideColour(state: State, command: Command, actor: PlayerId): Event[] | Violation {
  if (command.type === 'throw') return violation('wrong-step', 'The dice of this turn are already thrown; step colour is on.');
  if (actor !== state.current)
    return violation('not-your-turn', `"A coloured die, for the thrower only": step colour is ${state.current}'s.`);
  if (command.type === 'pass') return endColourStep(state, [{ type: 'Passed', playerId: actor }]);
  return crossColour(state, command, actor);
}

function crossColour(state: State, command: Cross, actor: PlayerId): Event[] | Violation {
  if (command.white === undefined) {
    return violation('wrong-step', 'Step colour is on: name the white die (0 or 1) to "add to one coloured die".');
  }
  const number = colourSum(state.dice!, command.row, command.white);
  if (number === null) return violation('illegal-move', `The ${command.row} die is out of the game: its row is locked.`);
  const broken = crossBreaks(state, actor, command.row, number);
  if (broken) return violation('illegal-move', broken);
  return endColourStep(state, [{ type: 'Crossed', playerId: actor, row: command.row, number }]);
}
