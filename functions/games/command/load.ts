import type { GameState } from '../../../domain/platform/index.ts';
import { positionAfter } from '../../fairness/position.ts';
import { dynamoGameStore } from '../dynamo-game-store.ts';
import { readGame, type GameLog } from '../game-log.ts';
import type { GameStore } from '../game-store.ts';
import type { Underway } from './underway.ts';

/**
 * The game a command decides on: the game now, the version of the snapshot it was folded from
 * (0: from the beginning; the next snapshot is placed by it), where its fair byte stream stands
 * (the decision draws on from there), and the log, when it was read rather than known warm.
 */
export interface Loaded {
  state: GameState;
  base: number;
  position: number;
  log?: GameLog;
}

/**
 * The game now, read (one bounded Query), and the log it was read from; undefined if no game
 * has this id. What it reads is remembered (the store's warm cache): a command that follows on
 * this function needs no read.
 */
export async function loadGame(gameId: string, store: GameStore = dynamoGameStore): Promise<(Loaded & { log: GameLog }) | undefined> {
  const log = await readGame(gameId, {}, store);
  const state = log?.stateAt(log.latest);
  if (!log || !state) return undefined;
  const game = { state, base: log.baseOf(log.latest), position: positionAfter(log.items) };
  store.remember(gameId, game);
  return { ...game, log };
}

/**
 * The command's first step, at each attempt, warm: the game as this function last knew it, at
 * no request; undefined when it knows none, or not where its byte stream stands. Never taken for
 * the latest on trust: the write's condition (its version free) says it was, and a refusal or a
 * no-op decided on it is decided again on the game read (command-service.ts). After a write this
 * command sent (refused for a version taken, or with its answer lost), only a read can say
 * whose item is there (own-write.ts): none is known warm then.
 */
export function warmGame({ gameId, store, written }: Underway): Loaded | undefined {
  if (written) return undefined;
  const known = store.recall(gameId);
  return known?.position === undefined ? undefined : { state: known.state, base: known.base, position: known.position };
}

/** The command's first step when the game is not known warm, or must be read: one bounded Query. */
export const load = ({ gameId, store }: Underway) => loadGame(gameId, store);
