import { isViolation } from '../../domain/kernel/index.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { stakeWrites } from '../chips/stakes.ts';
import { append } from './command/append.ts';
import { notApplied } from './command/answer.ts';
import { decideFairly } from './command/decide.ts';
import { versionConflict } from './command/expected-version.ts';
import { buildItem } from './command/item.ts';
import { load, warmGame, type Loaded } from './command/load.ts';
import { ownWrite } from './command/own-write.ts';
import { prepare } from './command/prepare.ts';
import { againOnRace } from './command/races.ts';
import type { CommandOutcome, CommandRequest, NotApplied } from './command/request.ts';
import { underway, type Underway } from './command/underway.ts';
import { dynamoGameStore } from './dynamo-game-store.ts';
import type { GameStore } from './game-store.ts';
import { saveRig } from './rig.ts';

export type { CommandOutcome, CommandRequest, Decide, InvalidCommand } from './command/request.ts';
export { loadGame } from './command/load.ts';

/**
 * The flow of one command (docs/design.md), as its steps, each in its own file under command/
 * with its own tests (test/games/command/). Load the game: known warm (no request), or read (one
 * bounded Query); decide on it (after the defaults of periods already overdue, drawing from the
 * game's fair byte stream only when the decision draws); build the item on the next version;
 * append it (one conditional write: a PutItem, or one TransactWriteItems that also stores the
 * Idempotency-Key or the stakes a start takes, or checks a token resting on the warm cache);
 * answer. A warm function's command is thus one request. A step that refuses stores nothing,
 * and its refusal is the answer unless the command's key was used before (answer.ts). A concurrent
 * writer makes the command run again from its load, read this time, a bounded number of times
 * (races.ts), so simultaneous decisions are never lost. The comments name each step's DynamoDB
 * requests.
 *
 * The store is a parameter (the port, game-store.ts), as Emmett's command handler takes its
 * event store: DynamoDB's in the functions, memory's in the tests of this flow's logic.
 */
export async function runCommand(
  gameId: string,
  request: CommandRequest,
  clock: Clock = systemClock,
  store: GameStore = dynamoGameStore,
): Promise<CommandOutcome> {
  const command = underway(gameId, request, clock, store);
  return againOnRace(async () => {
    // No request. Only a write proves the game known warm was the newest (its condition: the
    // version free); a refusal or a no-op decided on it might be on an older game, so it is
    // decided again on the game read.
    const warm = warmGame(command);
    const decided = warm && (await decideAndAppend(command, warm));
    if (decided?.stored) return decided.outcome;
    // Query.
    const game = await load(command);
    if (!game) return { kind: 'not-found', gameId };
    const landed = ownWrite(command, game.log);
    if (landed) return { kind: 'applied', state: landed };
    const { stored, outcome } = await decideAndAppend(command, game);
    // From here, a refusal looks at the command's key, if it has one: GetItem.
    return stored || outcome.kind === 'applied' ? outcome : notApplied(command, outcome);
  });
}

/** What an attempt on one game came to: stored (or answered by a key taken before), or not. */
type Attempt =
  { stored: true; outcome: CommandOutcome } | { stored: false; outcome: NotApplied | { kind: 'applied'; state: Loaded['state'] } };

/** Decides the command on `game` and, if it changes the game, appends its item: the steps after the load. */
async function decideAndAppend(command: Underway, game: Loaded): Promise<Attempt> {
  const { gameId, request, clock, store } = command;
  const notStored = (outcome: Extract<Attempt, { stored: false }>['outcome']): Attempt => ({ stored: false, outcome });
  const decide = prepare(command, game.state);
  if (typeof decide !== 'function') return notStored(decide);
  const stale = versionConflict(request.expectedVersion, game.state);
  if (stale) return notStored(stale);
  const now = clock.now();
  // GetItem of the seed (and of the rig, with test hooks) only for a decision that draws, or ends the game.
  const decision = await decideFairly(game.state, game.position, now, decide, {
    defaults: request.expectedVersion === undefined,
    store,
  });
  if (decision.kind !== 'decided') return notStored(decision);
  if (decision.events.length === 0) return notStored({ kind: 'applied', state: game.state });
  const { item, after } = buildItem(command, game, decision);
  // The chips it moves; the balances are read (TransactGetItems) only by a join or a start of a game with a stake.
  const chips = await stakeWrites(game.state, after, now);
  if (isViolation(chips)) return notStored({ kind: 'refused', violation: chips });
  // PutItem; TransactWriteItems with a key, chips or a token resting on the warm cache.
  const replayed = await append(command, item, chips, now);
  if (replayed) return { stored: true, outcome: replayed };
  store.remember(gameId, { state: after, base: item.snapshot ? item.version : game.base, position: decision.positions.after });
  // Only a decision that took rigged values writes the rest back (PutItem or DeleteItem):
  // decisions that draw nothing never race a throw's update of the queue.
  if (decision.rig) await saveRig(gameId, decision.rig);
  return { stored: true, outcome: { kind: 'applied', state: after } };
}
