import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { evolve, fold, overdue, type GameState, type StoredEvent } from '../../domain/game/index.ts';
import { isViolation, riggedDraws, type Draws, type Violation } from '../../domain/kernel/index.ts';
import { appendItem, loadStream, VersionTaken, type StreamItem } from '../adapters/event-store.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../adapters/idempotency-store.ts';
import { cryptoDraws } from '../adapters/random.ts';
import { loadRig, saveRig, testHooksEnabled } from '../adapters/rig.ts';
import { fromViolation, Problem } from '../http/problem.ts';
import { lobbySnapshot } from '../stream/lobby.ts';

export interface CommandOptions {
  /** The decision on the newest state (after any overdue defaults), or the rule it breaks. */
  decide: (state: GameState, now: number, draws: Draws) => StoredEvent[] | Violation;
  actor?: string;
  /** With it, a game that has moved on is a version conflict instead of a retry. */
  expectedVersion?: number;
  idempotency?: { key: string; requestHash: string };
}

export interface CommandOutcome {
  state: GameState;
  /** True when an earlier command with the same Idempotency-Key was found and nothing applied. */
  replayed: boolean;
}

const MAX_ATTEMPTS = 12;

export async function loadGame(gameId: string): Promise<{ state: GameState; items: StreamItem[] }> {
  const items = await loadStream(gameId);
  const state = fold(items);
  if (!state) throw new Problem('game-not-found', `No game has the id ${gameId}.`);
  return { state, items };
}

/**
 * The flow of one command (DESIGN.md): load the stream (one Query), apply the defaults of
 * steps already overdue, decide, append one item on the next version (one conditional Put).
 * A concurrent writer makes us reload and decide again, a bounded number of times with
 * jittered backoff, so simultaneous decisions are never lost; a refusal writes nothing.
 */
export async function runCommand(gameId: string, options: CommandOptions): Promise<CommandOutcome> {
  let written: StreamItem | undefined;
  for (let attempt = 1; ; attempt++) {
    const { state, items } = await loadGame(gameId);
    // The last write's answer was lost (a time-out the SDK retried) although the write landed:
    // the version is ours, with our very events (their times and draws make them one of a kind).
    if (written && sameWrite(items.find((i) => i.version === written!.version), written))
      return { state: fold(items.filter((i) => i.version <= written!.version))!, replayed: false };

    const earlier = options.idempotency && findEarlier(items, options.actor, options.idempotency.key, Date.now());
    if (earlier && options.idempotency) {
      if (earlier.requestHash !== options.idempotency.requestHash)
        throw new Problem('idempotency-key-reused', 'This Idempotency-Key was already used with a different request body.');
      return { state: fold(items.filter((i) => i.version <= earlier.version))!, replayed: true };
    }
    if (options.expectedVersion !== undefined && options.expectedVersion !== state.version)
      throw new Problem('version-conflict', `The game is at version ${state.version}, not ${options.expectedVersion}.`);

    const rig = testHooksEnabled() ? await loadRig(gameId) : undefined;
    const rigSize = rig && (rig.dice?.length ?? 0) + (rig.bag?.length ?? 0);
    const draws = rig ? riggedDraws(rig, cryptoDraws) : cryptoDraws;
    const now = Date.now();
    const defaults = overdue(state, now, draws);
    if (defaults.length > 0 && options.expectedVersion !== undefined)
      throw new Problem('version-conflict', 'The step ran out of time and its default applies first; reload the game.');
    const current = defaults.reduce<GameState>(evolve, state);
    const decided = options.decide(current, now, draws);
    if (isViolation(decided)) throw fromViolation(decided);

    const events = [...defaults, ...decided];
    if (events.length === 0) return { state, replayed: false };
    const after = events.reduce<GameState>(evolve, state);
    const item: StreamItem = {
      gameId,
      version: state.version + 1,
      events,
      actor: options.actor,
      idempotencyKey: options.idempotency?.key,
      requestHash: options.idempotency?.requestHash,
      // The lobby list's whole state rides on every item of the lobby phase (start included).
      lobby: state.status === 'lobby' ? lobbySnapshot(after, items[0]!.events[0]!.at) : undefined,
    };
    written = item;
    try {
      await appendItem(item);
    } catch (error) {
      if (!(error instanceof VersionTaken)) throw error;
      if (options.expectedVersion !== undefined)
        throw new Problem('version-conflict', `Another command took version ${item.version} first.`);
      if (attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
      continue;
    }
    // Only a command that took rigged values writes the rest back: decisions that draw nothing
    // never race a throw's update of the queue.
    if (rig && (rig.dice?.length ?? 0) + (rig.bag?.length ?? 0) !== rigSize) await saveRig(gameId, rig);
    return { state: { ...after, version: item.version }, replayed: false };
  }
}

/** Whether the stored item is the one we wrote (DynamoDB keeps neither key order nor undefined values). */
const sameWrite = (stored: StreamItem | undefined, mine: StreamItem) =>
  !!stored && stored.actor === mine.actor && isDeepStrictEqual(stored.events, JSON.parse(JSON.stringify(mine.events)));

/**
 * The caller's command stored under this key in the last 24 hours. Its last event is the
 * command's own, stamped when it was decided (overdue defaults before it carry their deadlines).
 */
function findEarlier(items: StreamItem[], actor: string | undefined, key: string, now: number): StreamItem | undefined {
  return items.find((i) => i.idempotencyKey === key && i.actor === actor && (i.events.at(-1)?.at ?? 0) > now - IDEMPOTENCY_WINDOW_MS);
}
