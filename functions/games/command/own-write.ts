import type { GameState } from '../../../domain/platform/index.ts';
import { sameWrite } from '../append-surely.ts';
import type { GameLog } from '../game-log.ts';
import type { Underway } from './underway.ts';

/**
 * The game as this command's last write left it, when that write landed although its answer
 * was lost (a time-out the client retried, which then found the version taken): the item on
 * its version carries its write id. Undefined on a first attempt, and when another writer's
 * item is there, even one with the very same events.
 */
export function ownWrite({ written }: Underway, log: GameLog): GameState | undefined {
  return written && sameWrite(log.item(written.version), written) ? log.stateAt(written.version)! : undefined;
}
