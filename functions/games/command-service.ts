import type * as z from 'zod';
import { evolve, snapshotOf, type GameState } from '../../domain/platform/index.ts';
import { isViolation, type Violation } from '../../domain/kernel/index.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { CompanionRefused, encodeSnapshot, VersionTaken, type StreamItem } from '../adapters/event-store.ts';
import { TokenRevoked, verifyToken, type Authenticated } from '../players/players.ts';
import { withRetries } from '../adapters/retry.ts';
import { BalanceMoved, stakeWrites } from '../chips/stakes.ts';
import { withPosition } from '../fairness/position.ts';
import type { EarlierCommand, KeyedCommand } from '../adapters/idempotency-store.ts';
import { appendSurely, newWriteId, sameWrite } from './append-surely.ts';
import { dynamoGameStore } from './dynamo-game-store.ts';
import { decideFairly, type Decide } from './fair-decision.ts';
import { readGame, SNAPSHOT_EVERY, type GameLog } from './game-log.ts';
import { KeyTaken, type GameStore } from './game-store.ts';
import { saveRig } from './rig.ts';

export type { Decide };

/** A command body that is not one of its game's commands, and why. */
export interface InvalidCommand {
  readonly invalid: z.ZodError;
}

export type CommandRequest = (
  | { decide: Decide }
  /** Turns the game, as first loaded, into the decision: once, however often a race makes the command run again. */
  | { prepare: (state: GameState) => Decide | InvalidCommand }
) & {
  actor?: string;
  /**
   * The player the request acts for: a token resting on the warm cache is read beside the
   * game's first Query and must still be there before the write; a replaced one is `TokenRevoked`.
   */
  credential?: Authenticated;
  /** With it, a game that has moved on is a version conflict instead of a retry. */
  expectedVersion?: number;
  idempotency?: { key: string; requestHash: string };
};

/** What became of a command. Errors are values here: the HTTP edge turns refusals into problem+json. */
export type CommandOutcome =
  /** Stored as the next version (or nothing to store: a no-op), and the game after it. */
  | { kind: 'applied'; state: GameState }
  /** The same Idempotency-Key and body came before: nothing applied, the game as that command left it. */
  | { kind: 'replayed'; state: GameState }
  /** The rules refuse it; nothing is stored. */
  | { kind: 'refused'; violation: Violation }
  /** The body is no command of this game. */
  | { kind: 'invalid'; game: string; error: z.ZodError }
  /** The game moved on past `expectedVersion`, or the Idempotency-Key came with another body. */
  | { kind: 'conflict'; with: 'version' | 'idempotency-key'; detail: string }
  | { kind: 'not-found'; gameId: string };

const MAX_ATTEMPTS = 12;

/** The game now (and the log it was read from); undefined if no game has this id. One bounded Query. */
export async function loadGame(
  gameId: string,
  store: GameStore = dynamoGameStore,
): Promise<{ state: GameState; log: GameLog } | undefined> {
  const log = await readGame(gameId, {}, store);
  const state = log?.stateAt(log.latest);
  return log && state ? { state, log } : undefined;
}

/**
 * The flow of one command (docs/design.md): read the game back to its newest snapshot (one
 * bounded Query), apply the defaults of periods already overdue, decide, append one item on
 * the next version (one conditional write: a PutItem, or with an Idempotency-Key or a start
 * that takes stakes one TransactWriteItems that stores the key and the stakes too). A concurrent writer makes us reload and decide
 * again, a bounded number of times with jittered backoff, so simultaneous decisions are never
 * lost; a refusal writes nothing.
 *
 * A token from the warm cache is read (one GetItem) at the same time as the game, not named as
 * a condition of the write: a TransactWriteItems costs twice a PutItem's write units on AWS,
 * and halved the throughput of DynamoDB Local (docs/snapshots.md, Figures behind the code).
 *
 * The store is a parameter (the port, game-store.ts): DynamoDB's in the functions, memory's in
 * the tests of this flow's logic.
 */
export async function runCommand(
  gameId: string,
  request: CommandRequest,
  clock: Clock = systemClock,
  store: GameStore = dynamoGameStore,
): Promise<CommandOutcome> {
  let decide = 'decide' in request ? request.decide : undefined;
  const keyed: KeyedCommand | undefined =
    request.idempotency && request.actor ? { gameId, actor: request.actor, ...request.idempotency } : undefined;
  // A command not applied this time may have been applied before, under its key: then that is the answer.
  const unless = async (outcome: CommandOutcome): Promise<CommandOutcome> => {
    const earlier = keyed && (await store.findEarlier(keyed, clock.now()));
    return earlier ? replay(gameId, keyed, earlier, store) : outcome;
  };
  let written: StreamItem | undefined;
  const credential = request.credential;
  const tokenChecked = credential && verifyToken(credential);
  // Awaited before a write; a command that ends before one leaves it to the edge, which awaits it too.
  tokenChecked?.catch(() => undefined);

  const attempt = async (): Promise<CommandOutcome> => {
    const loaded = await loadGame(gameId, store);
    if (!loaded) return { kind: 'not-found', gameId };
    const { state, log } = loaded;
    // The last write's answer was lost (a time-out the client retried) although the write landed:
    // the version is ours if the item there carries our write id.
    if (written && sameWrite(log.item(written.version), written)) return { kind: 'applied', state: log.stateAt(written.version)! };

    if (!decide && 'prepare' in request) {
      const prepared = request.prepare(state);
      if ('invalid' in prepared) return unless({ kind: 'invalid', game: state.game, error: prepared.invalid });
      decide = prepared;
    }
    if (request.expectedVersion !== undefined && request.expectedVersion !== state.version)
      return unless({
        kind: 'conflict',
        with: 'version',
        detail: `The game is at version ${state.version}, not ${request.expectedVersion}.`,
      });

    const now = clock.now();
    const decision = await decideFairly(state, log.items, now, decide!, { defaults: request.expectedVersion === undefined, store });
    if (decision.kind === 'overdue')
      return unless({
        kind: 'conflict',
        with: 'version',
        detail: 'The step ran out of time and its default applies first; reload the game.',
      });
    if (decision.kind === 'refused') return unless(decision);
    const { events, rig } = decision;
    if (events.length === 0) return { kind: 'applied', state };
    const version = state.version + 1;
    const after: GameState = { ...events.reduce<GameState>(evolve, state), version };
    const item: StreamItem = withPosition(
      {
        gameId,
        version,
        events,
        actor: request.actor,
        writeId: newWriteId(),
        // Keeps a trusted snapshot among any SNAPSHOT_EVERY items in a row (game-log.ts).
        ...(version - log.baseOf(state.version) >= SNAPSHOT_EVERY ? { snapshot: encodeSnapshot(snapshotOf(after)) } : {}),
      },
      decision.positions.after,
    );
    // The chips it moves: a start with a stake takes every stake in this same write (or is refused).
    const chips = await stakeWrites(state, after, now);
    if (isViolation(chips)) return unless({ kind: 'refused', violation: chips });
    if (tokenChecked && !(await tokenChecked)) throw new TokenRevoked(credential.tokenHash);
    // With the item, in one transaction: the key (if any) and the chips' writes; a write whose
    // answer never came is looked for, and written again if it did not land (append-surely.ts).
    written = item;
    try {
      await appendSurely(item, { key: keyed && { command: keyed, now }, also: chips }, store);
    } catch (error) {
      // A version taken (VersionTaken) is retried, with or without expectedVersion: it may be our
      // own write, whose answer was lost, and the reload recognises it before any conflict is said.
      if (error instanceof KeyTaken && keyed) return replay(gameId, keyed, error.earlier, store);
      // A balance changed since it was read (the player's stake taken by another start): decide again.
      if (error instanceof CompanionRefused) throw new BalanceMoved();
      throw error;
    }
    // Only a command that took rigged values writes the rest back: decisions that draw nothing
    // never race a throw's update of the queue.
    if (rig) await saveRig(gameId, rig);
    return { kind: 'applied', state: after };
  };

  // A version taken by another writer: reload and decide again.
  return withRetries(attempt, {
    attempts: MAX_ATTEMPTS,
    firstDelayMs: 5,
    maxDelayMs: 200,
    retryable: (error) => error instanceof VersionTaken || error instanceof BalanceMoved,
  });
}

/** The answer to a command sent again with its key: the game as the first one left it, or the key's misuse. */
async function replay(gameId: string, keyed: KeyedCommand, earlier: EarlierCommand, store: GameStore): Promise<CommandOutcome> {
  if (earlier.requestHash !== keyed.requestHash)
    return { kind: 'conflict', with: 'idempotency-key', detail: 'This Idempotency-Key was already used with a different request body.' };
  const log = await readGame(gameId, { upTo: earlier.version, from: earlier.version }, store);
  return { kind: 'replayed', state: log!.stateAt(earlier.version)! };
}
