import type { Draws, PlayerId, Violation } from '../kernel/index.ts';
import { isViolation, violation } from '../kernel/index.ts';
import type { Command } from './commands.ts';
import type { Event } from './events.ts';
import { draw } from './moves.ts';
import { checkPlay } from './play.ts';
import type { State } from './state.ts';
import { endTurn } from './turn-flow.ts';

/** Whether `actor` may move at all now. */
export function refusal(state: State, actor: PlayerId): Violation | null {
  if (!state.dealt) return violation('not-started', 'The tiles have not been dealt yet: the game begins with the deal.');
  if (state.result) return violation('game-over', 'The round is over: no more moves are taken.');
  if (actor !== state.current) {
    return violation('not-your-turn', `It is the turn of ${state.current}: seats play in seat order.`);
  }
  return null;
}

// The bag's order was fixed by the shuffle at the deal, so a draw needs no new randomness.
export function decide(state: State, command: Command, actor: PlayerId, _draws: Draws): Event[] | Violation {
  const refused = refusal(state, actor);
  if (refused) return refused;
  if (command.type === 'draw') return draw(state, actor, 'draw', 1);
  const laid = checkPlay(state, actor, command.table);
  if (isViolation(laid)) return laid;
  return endTurn(state, [{ type: 'TablePlayed', playerId: actor, table: command.table.map((set) => [...set]), laid }]);
}
