/**
 * The stream consumers' transitions against DynamoDB Local (functions/games/transition.ts): a
 * function that knows a game (warm-games.ts) folds each record onto the version before it and
 * reads nothing; otherwise a batch reads each of its games once, however many of the game's items it holds, and a second
 * time, bounded by its own items, only when it reaches back past the last snapshots; every
 * item's before, after and latest are the game folded from its events.
 */
import { describe, expect, it } from 'vitest';
import { fold, join, leave } from '../../domain/platform/index.ts';
import { watchAwsCalls } from '../../functions/adapters/aws-calls.ts';
import { countRequests } from '../../functions/adapters/dynamo.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { runCommand } from '../../functions/games/command-service.ts';
import { createGame } from '../../functions/games/commands.ts';
import { SNAPSHOT_EVERY } from '../../functions/games/game-log.ts';
import { batchTransitions } from '../../functions/games/transition.ts';
import { forgetGame } from '../../functions/games/warm-games.ts';
import { useTables } from '../support/tables.ts';

useTables();

const ann = { playerId: 'p_ann', name: 'Ann', clientSeed: 'Ann' };
const bob = { playerId: 'p_bob', name: 'Bob', clientSeed: 'Bob' };

/** A Quicks lobby Bob joins and leaves again and again: `versions` items, snapshots among them. */
async function longLobby(versions: number): Promise<StreamItem[]> {
  const created = await createGame('quicks', {}, ann);
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  for (let v = 2; v <= versions; v++)
    await runCommand(created.state.gameId, { decide: (s, now) => (v % 2 === 0 ? join(s, bob, now) : leave(s, bob.playerId, now)) });
  return loadStream(created.state.gameId);
}

/** Every item's transition, and the requests the batch sent for them; `cold`: as a function that knows none of its games. */
async function transitionsOf(batch: StreamItem[], { cold = true } = {}) {
  if (cold) for (const { gameId } of batch) forgetGame(gameId);
  const transitionOf = batchTransitions(batch);
  return countRequests(() => Promise.all(batch.map((item) => transitionOf(item))));
}

describe("a stream batch's transitions", () => {
  const VERSIONS = 5 * SNAPSHOT_EVERY;

  it("a batch of the game's newest items reads it once; each transition is the fold of its events", async () => {
    const items = await longLobby(VERSIONS);
    const batch = items.slice(-SNAPSHOT_EVERY);
    const { result, requests } = await transitionsOf(batch);
    expect(requests).toEqual({ Query: 1 });
    batch.forEach((item, i) => {
      expect(result[i]!.before).toEqual(fold(items.slice(0, item.version - 1)));
      expect(result[i]!.after).toEqual(fold(items.slice(0, item.version)));
      expect(result[i]!.latest).toEqual(fold(items));
    });
  });

  it('a batch reaching back past the last snapshots reads the game twice, the second time no further than it needs', async () => {
    const items = await longLobby(VERSIONS);
    const batch = items.slice(2, 2 + 3 * SNAPSHOT_EVERY); // versions 3 to 26 of 40
    const limits: unknown[] = [];
    const stop = watchAwsCalls((call) => void (call.service === 'dynamodb' && limits.push(call.input.Limit)));
    const { result, requests } = await transitionsOf(batch).finally(stop);
    expect(requests).toEqual({ Query: 2 });
    // The newest items, then from the batch's newest back to the one before its oldest, with a
    // snapshot's reach below it: 26 - 2 + SNAPSHOT_EVERY + 1 items, not the game's 40.
    expect(limits).toEqual([SNAPSHOT_EVERY + 1, 26 - 2 + SNAPSHOT_EVERY + 1]);
    batch.forEach((item, i) => {
      expect(result[i]!.before).toEqual(fold(items.slice(0, item.version - 1)));
      expect(result[i]!.after).toEqual(fold(items.slice(0, item.version)));
      expect(result[i]!.latest).toEqual(fold(items));
    });
  });

  it('two games in one batch: one read each', async () => {
    const [first, second] = [await longLobby(6), await longLobby(6)];
    const { requests } = await transitionsOf([...first.slice(1), ...second.slice(1)]);
    expect(requests).toEqual({ Query: 2 });
  });

  it('a function that saw a game from its creation reads nothing: each item folded onto the one before it', async () => {
    const items = await longLobby(2 * SNAPSHOT_EVERY);
    const { result, requests } = await transitionsOf(items);
    expect(requests).toEqual({});
    items.forEach((item, i) => {
      expect(result[i]!.before).toEqual(fold(items.slice(0, item.version - 1)));
      expect(result[i]!.after).toEqual(fold(items.slice(0, item.version)));
      // The newest version it knows: never older than the batch's newest item of the game.
      expect(result[i]!.latest).toEqual(fold(items));
    });
  });

  it('after a batch read back, the next batch of the game reads nothing; a record whose version before it is unknown is read back', async () => {
    const items = await longLobby(3 * SNAPSHOT_EVERY);
    const first = await transitionsOf(items.slice(-6, -3));
    expect(first.requests).toEqual({ Query: 1 });
    const next = await transitionsOf(items.slice(-3), { cold: false });
    expect(next.requests).toEqual({});
    items.slice(-3).forEach((item, i) => {
      expect(next.result[i]!.before).toEqual(fold(items.slice(0, item.version - 1)));
      expect(next.result[i]!.after).toEqual(fold(items.slice(0, item.version)));
      expect(next.result[i]!.latest).toEqual(fold(items));
    });
    // A late record (a batch retried long after): the version before it is not known.
    const late = await transitionsOf(items.slice(2, 3), { cold: false });
    expect(late.requests).toEqual({ Query: 2 });
    expect(late.result[0]!.after).toEqual(fold(items.slice(0, 3)));
    expect(late.result[0]!.latest).toEqual(fold(items));
  });
});
