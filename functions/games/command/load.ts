import type { GameState } from '../../../domain/platform/index.ts';
import { verifyToken } from '../../players/players.ts';
import { dynamoGameStore } from '../dynamo-game-store.ts';
import { readGame, type GameLog } from '../game-log.ts';
import type { GameStore } from '../game-store.ts';
import type { Underway } from './underway.ts';

/** The game now, and the log it was read from. */
export interface Loaded {
  state: GameState;
  log: GameLog;
}

/** The game now (and the log it was read from); undefined if no game has this id. One bounded Query. */
export async function loadGame(gameId: string, store: GameStore = dynamoGameStore): Promise<Loaded | undefined> {
  const log = await readGame(gameId, {}, store);
  const state = log?.stateAt(log.latest);
  return log && state ? { state, log } : undefined;
}

/**
 * The command's first step, at each attempt: the game (one bounded Query), and beside it the
 * read of a token resting on the warm cache (one GetItem, made once per request: verifyToken
 * keeps it), so the token costs no round trip of its own. Not named as a condition of the
 * write: a TransactWriteItems costs twice a PutItem's write units on AWS, and halved the
 * throughput of DynamoDB Local (docs/snapshots.md, Figures behind the code).
 */
export async function load({ gameId, request, store }: Underway): Promise<{ game?: Loaded; tokenChecked?: Promise<boolean> }> {
  const tokenChecked = request.credential && verifyToken(request.credential);
  // Awaited before a write (token.ts); a command that ends before one leaves it to the edge, which awaits it too.
  tokenChecked?.catch(() => undefined);
  return { game: await loadGame(gameId, store), tokenChecked };
}
