import type { Clock } from '../../adapters/clock.ts';
import type { StreamItem } from '../../adapters/event-store.ts';
import type { KeyedCommand } from '../../adapters/idempotency-store.ts';
import type { GameStore } from '../game-store.ts';
import type { CommandRequest, Decide } from './request.ts';

/**
 * A command on its way through the flow (command-service.ts): what its steps are given, as
 * Emmett's command handler is given its store, and what its attempts share when a race makes
 * it run again. Two things are learned on the way, each written by one step: the decision
 * (prepare.ts) and the item last sent to be stored (append.ts).
 */
export interface Underway {
  readonly gameId: string;
  readonly request: CommandRequest;
  readonly clock: Clock;
  readonly store: GameStore;
  /** The Idempotency-Key the item's write takes, for a command with a key and an actor. */
  readonly keyed: KeyedCommand | undefined;
  /** The decision: the request's own, or prepared from the game as first loaded (prepare.ts). */
  decide?: Decide;
  /** The item this command last sent to be stored (append.ts), which a reload may find landed (own-write.ts). */
  written?: StreamItem;
}

export function underway(gameId: string, request: CommandRequest, clock: Clock, store: GameStore): Underway {
  return {
    gameId,
    request,
    clock,
    store,
    keyed: request.idempotency && request.actor ? { gameId, actor: request.actor, ...request.idempotency } : undefined,
    decide: 'decide' in request ? request.decide : undefined,
  };
}
