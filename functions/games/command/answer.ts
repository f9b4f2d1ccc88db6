import type { EarlierCommand, KeyedCommand } from '../../adapters/idempotency-store.ts';
import { readGame } from '../game-log.ts';
import type { CommandOutcome, NotApplied } from './request.ts';
import type { Underway } from './underway.ts';

/**
 * The answer to a command not applied this time (a step's refusal): a command with an
 * Idempotency-Key may have been applied before, under its key (one look at the key), and then
 * that is the answer; else the refusal is.
 */
export async function notApplied(command: Underway, outcome: NotApplied): Promise<CommandOutcome> {
  const { keyed, store, clock } = command;
  if (!keyed) return outcome;
  const earlier = await store.findEarlier(keyed, clock.now());
  return earlier ? replay(command, keyed, earlier) : outcome;
}

/** The answer to a command sent again with its key: the game as the first one left it, or the key's misuse. */
export async function replay({ gameId, store }: Underway, keyed: KeyedCommand, earlier: EarlierCommand): Promise<CommandOutcome> {
  if (earlier.requestHash !== keyed.requestHash)
    return { kind: 'conflict', with: 'idempotency-key', detail: 'This Idempotency-Key was already used with a different request body.' };
  const log = await readGame(gameId, { upTo: earlier.version, from: earlier.version }, store);
  return { kind: 'replayed', state: log!.stateAt(earlier.version)! };
}
