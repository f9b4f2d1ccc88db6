import { violation, type Violation } from '../../domain/kernel/index.ts';
import { cancelled, seatOf, type GameState } from '../../domain/platform/index.ts';
import { decideFor } from './strategies.ts';
import { tablesReady } from './table-solving.ts';

export interface Hint {
  readonly version: number;
  readonly move: object;
  readonly expectedScore?: number;
}

/**
 * GET /games/{id}/hint: the strong bot's choice for the caller now, decided from the caller's
 * own view as a bot in that seat would. Only where the caller is the only seated player who is
 * not a bot (docs/contract.md): anywhere else a hint would be help against another person.
 */
export async function hintFor(state: GameState, caller: string): Promise<Hint | Violation> {
  if (seatOf(state, caller) === undefined) return violation('not-seated', 'You are not seated in this game.');
  if (state.players.some((p) => !p.bot && p.playerId !== caller))
    return violation('hints-off', 'Hints are only given where you are the only seated player who is not a bot.');
  if (state.status === 'cancelled') return cancelled();
  if (state.status === 'lobby') return violation('not-started', 'This game has not started yet; seat 0 starts it.');
  if (state.status === 'ended') return violation('game-over', 'This game is over.');
  await tablesReady(state);
  const choice = decideFor(state, caller, 'strong');
  if (!choice) return violation('not-your-turn', 'The game is not waiting for a move of yours now.');
  return { version: state.version, ...choice };
}
