import type { z } from 'zod';
import { evolve, fold, type GameState } from '../../domain/platform/index.ts';
import type { Violation } from '../../domain/kernel/index.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { appendItem, loadStream, RequirementFailed, VersionTaken, type StreamItem } from '../adapters/event-store.ts';
import type { Authenticated } from '../players/players.ts';
import { tokenGuard, TokenRevoked } from '../players/token-guard.ts';
import { withRetries } from '../adapters/retry.ts';
import { withPosition } from '../fairness/position.ts';
import { decideFairly, type Decide } from './fair-decision.ts';
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
   * The player the request acts for: a token resting on the warm cache is re-checked by the
   * append itself (its `verified` is set once it has been), and a replaced one is `TokenRevoked`.
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

/** The game's stream and its fold; undefined if no game has this id. */
export async function loadGame(gameId: string): Promise<{ state: GameState; items: StreamItem[] } | undefined> {
  const items = await loadStream(gameId);
  const state = fold(items);
  return state ? { state, items } : undefined;
}

/**
 * The flow of one command (DESIGN.md): load the stream (one Query), apply the defaults of
 * periods already overdue, decide, append one item on the next version (one conditional Put).
 * A concurrent writer makes us reload and decide again, a bounded number of times with
 * jittered backoff, so simultaneous decisions are never lost; a refusal writes nothing.
 */
export async function runCommand(gameId: string, request: CommandRequest, clock: Clock = systemClock): Promise<CommandOutcome> {
  let decide = 'decide' in request ? request.decide : undefined;

  const attempt = async (): Promise<CommandOutcome> => {
    const loaded = await loadGame(gameId);
    if (!loaded) return { kind: 'not-found', gameId };
    const { state, items } = loaded;

    const earlier = request.idempotency && findEarlier(items, request.actor, request.idempotency.key);
    if (earlier && request.idempotency) {
      if (earlier.requestHash !== request.idempotency.requestHash)
        return {
          kind: 'conflict',
          with: 'idempotency-key',
          detail: 'This Idempotency-Key was already used with a different request body.',
        };
      return { kind: 'replayed', state: fold(items.filter((i) => i.version <= earlier.version))! };
    }
    if (!decide && 'prepare' in request) {
      const prepared = request.prepare(state);
      if ('invalid' in prepared) return { kind: 'invalid', game: state.game, error: prepared.invalid };
      decide = prepared;
    }
    if (request.expectedVersion !== undefined && request.expectedVersion !== state.version)
      return { kind: 'conflict', with: 'version', detail: `The game is at version ${state.version}, not ${request.expectedVersion}.` };

    const now = clock.now();
    const decision = await decideFairly(state, items, now, decide!, { defaults: request.expectedVersion === undefined });
    if (decision.kind === 'overdue')
      return { kind: 'conflict', with: 'version', detail: 'The step ran out of time and its default applies first; reload the game.' };
    if (decision.kind === 'refused') return decision;
    const { events, rig } = decision;
    if (events.length === 0) return { kind: 'applied', state };
    const item: StreamItem = withPosition(
      {
        gameId,
        version: state.version + 1,
        events,
        actor: request.actor,
        idempotencyKey: request.idempotency?.key,
        requestHash: request.idempotency?.requestHash,
      },
      decision.positions.before,
      decision.positions.after,
    );
    try {
      await appendItem(item, tokenGuard(request.credential));
    } catch (error) {
      if (error instanceof RequirementFailed) throw new TokenRevoked(request.credential!.tokenHash);
      if (error instanceof VersionTaken && request.expectedVersion !== undefined)
        return { kind: 'conflict', with: 'version', detail: `Another command took version ${item.version} first.` };
      throw error;
    }
    // Only a command that took rigged values writes the rest back: decisions that draw nothing
    // never race a throw's update of the queue.
    if (rig) await saveRig(gameId, rig);
    if (request.credential) request.credential.verified = true;
    return { kind: 'applied', state: { ...events.reduce<GameState>(evolve, state), version: item.version } };
  };

  // A version taken by another writer: reload and decide again.
  return withRetries(attempt, {
    attempts: MAX_ATTEMPTS,
    firstDelayMs: 5,
    maxDelayMs: 200,
    retryable: (error) => error instanceof VersionTaken,
  });
}

function findEarlier(items: StreamItem[], actor: string | undefined, key: string): StreamItem | undefined {
  return items.find((i) => i.idempotencyKey === key && i.actor === actor);
}
