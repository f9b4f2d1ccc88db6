import { isViolation } from '../../domain/kernel/index.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { stakeWrites } from '../chips/stakes.ts';
import { append } from './command/append.ts';
import { notApplied } from './command/answer.ts';
import { decideFairly } from './command/decide.ts';
import { versionConflict } from './command/expected-version.ts';
import { buildItem } from './command/item.ts';
import { load } from './command/load.ts';
import { ownWrite } from './command/own-write.ts';
import { prepare } from './command/prepare.ts';
import { againOnRace } from './command/races.ts';
import type { CommandOutcome, CommandRequest } from './command/request.ts';
import { recheckToken } from './command/token.ts';
import { underway } from './command/underway.ts';
import { dynamoGameStore } from './dynamo-game-store.ts';
import type { GameStore } from './game-store.ts';
import { saveRig } from './rig.ts';

export type { CommandOutcome, CommandRequest, Decide, InvalidCommand } from './command/request.ts';
export { loadGame } from './command/load.ts';

/**
 * The flow of one command (docs/design.md), as its steps, each in its own file under command/
 * with its own tests (test/games/command/). Load the game (one bounded Query); decide on it
 * (after the defaults of periods already overdue, drawing from the game's fair byte stream only
 * when the decision draws); build the item on the next version; append it (one conditional
 * write: a PutItem, or one TransactWriteItems that also stores the Idempotency-Key or the
 * stakes a start takes); answer. A step that refuses stores nothing, and its refusal is the
 * answer unless the command's key was used before (answer.ts). A concurrent writer makes the
 * command run again from its load, a bounded number of times (races.ts), so simultaneous
 * decisions are never lost. The comments name each step's DynamoDB requests.
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
    // Query; beside it, GetItem of a token resting on the warm cache (once per request).
    const { game, tokenChecked } = await load(command);
    if (!game) return { kind: 'not-found', gameId };
    const landed = ownWrite(command, game.log);
    if (landed) return { kind: 'applied', state: landed };
    // From here, a refusal looks at the command's key, if it has one: GetItem.
    const decide = prepare(command, game.state);
    if (typeof decide !== 'function') return notApplied(command, decide);
    const stale = versionConflict(request.expectedVersion, game.state);
    if (stale) return notApplied(command, stale);
    const now = clock.now();
    // GetItem of the seed (and of the rig, with test hooks) only for a decision that draws, or ends the game.
    const decision = await decideFairly(game.state, game.log.items, now, decide, {
      defaults: request.expectedVersion === undefined,
      store,
    });
    if (decision.kind !== 'decided') return notApplied(command, decision);
    if (decision.events.length === 0) return { kind: 'applied', state: game.state };
    const { item, after } = buildItem(command, game, decision);
    // The chips it moves; the balances are read (TransactGetItems) only by a join or a start of a game with a stake.
    const chips = await stakeWrites(game.state, after, now);
    if (isViolation(chips)) return notApplied(command, { kind: 'refused', violation: chips });
    await recheckToken(request.credential, tokenChecked);
    // PutItem; TransactWriteItems with a key or chips.
    const replayed = await append(command, item, chips, now);
    if (replayed) return replayed;
    // Only a decision that took rigged values writes the rest back (PutItem or DeleteItem):
    // decisions that draw nothing never race a throw's update of the queue.
    if (decision.rig) await saveRig(gameId, decision.rig);
    return { kind: 'applied', state: after };
  });
}
