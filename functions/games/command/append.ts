import { CompanionRefused, type StreamItem, type WithItem } from '../../adapters/event-store.ts';
import { BalanceMoved } from '../../chips/stakes.ts';
import { appendSurely } from '../append-surely.ts';
import { KeyTaken } from '../game-store.ts';
import { replay } from './answer.ts';
import type { CommandOutcome } from './request.ts';
import { tokenFound, tokenToCheck } from './token.ts';
import type { Underway } from './underway.ts';

/**
 * Stores the item on its version, in one write with the command's key (if any), the chips it
 * moves (`chips`) and the condition on a token resting on the warm cache (token.ts): one
 * conditional PutItem, or one TransactWriteItems when anything goes with it. A write whose
 * answer never came is looked for, and written again if it did not land (append-surely.ts).
 * Undefined once stored; the earlier command's answer when the key was taken. A version taken
 * (VersionTaken) is thrown, with or without expectedVersion, for the command to run again
 * (races.ts): it may be our own write, whose answer was lost, and the reload recognises it
 * (own-write.ts) before any conflict is said. A cached token found gone is `TokenRevoked`.
 */
export async function append(command: Underway, item: StreamItem, chips: WithItem[], now: number): Promise<CommandOutcome | undefined> {
  const { keyed, store, request } = command;
  command.written = item;
  try {
    await appendSurely(item, { key: keyed && { command: keyed, now }, token: tokenToCheck(request.credential), also: chips }, store);
    tokenFound(request.credential);
    return undefined;
  } catch (error) {
    if (error instanceof KeyTaken && keyed) return replay(command, keyed, error.earlier);
    // A balance changed since it was read (the player's stake taken by another start): decide again.
    if (error instanceof CompanionRefused) throw new BalanceMoved();
    throw error;
  }
}
