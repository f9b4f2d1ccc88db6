/**
 * A write whose answer never came (functions/adapters/landed.ts, functions/games/append-surely.ts):
 * the writer looks whether it landed, and writes the very same item again only if it did not.
 * The memory game store stands for DynamoDB; a time-out is the DynamoDB client's own error.
 */
import { describe, expect, it } from 'vitest';
import { AwsError } from '../../functions/adapters/aws-request.ts';
import type { StreamItem } from '../../functions/adapters/event-store.ts';
import { writeSurely } from '../../functions/adapters/landed.ts';
import { appendSurely, newWriteId } from '../../functions/games/append-surely.ts';
import type { GameStore } from '../../functions/games/game-store.ts';
import { memoryGameStore } from '../../functions/games/memory-game-store.ts';

const timedOut = () => new AwsError('TimeoutError', 'PutItem: no answer within 625 ms', undefined);

/** The memory store, whose next appends fail as `fail` says: stored first (the answer was lost) or not at all. */
function flakyStore(...fail: ('stored' | 'not stored')[]) {
  const store = memoryGameStore();
  const appended: StreamItem[] = [];
  const flaky: GameStore = {
    ...store,
    async append(item, companions) {
      appended.push(item);
      const next = fail.shift();
      if (next === 'not stored') throw timedOut();
      await store.append(item, companions);
      if (next === 'stored') throw timedOut();
    },
  };
  return { store, flaky, appended };
}

const item = (): StreamItem => ({ gameId: 'g1', version: 1, events: [], writeId: newWriteId() });

describe('a write whose answer never came', () => {
  it('that landed: found by its write id, not written again', async () => {
    const { store, flaky, appended } = flakyStore('stored');
    const mine = item();
    await appendSurely(mine, {}, flaky);
    expect(appended).toHaveLength(1);
    expect(store.stream('g1').map((i) => i.writeId)).toEqual([mine.writeId]);
  });

  it('that did not land: written again, the very same item, once', async () => {
    const { store, flaky, appended } = flakyStore('not stored', 'not stored');
    const mine = item();
    await appendSurely(mine, {}, flaky);
    expect(appended.map((i) => i.writeId)).toEqual([mine.writeId, mine.writeId, mine.writeId]);
    expect(store.stream('g1').map((i) => i.writeId)).toEqual([mine.writeId]);
  });

  it('that another writer beat to its version: the refusal stands (the command reloads and decides again)', async () => {
    const { store, flaky } = flakyStore('not stored');
    await store.append(item());
    await expect(appendSurely(item(), {}, flaky)).rejects.toThrow(/written concurrently/);
  });

  it('whose look gets no answer either: the look’s failure is the answer (503 at the edge)', async () => {
    let writes = 0;
    const failure = writeSurely(
      async () => void (writes++, await Promise.reject(timedOut())),
      () => Promise.reject(new AwsError('TimeoutError', 'Query: no answer', undefined)),
    );
    await expect(failure).rejects.toThrow('Query: no answer');
    expect(writes).toBe(1);
  });

  it('a write refused for what it asked is no doubt: no look, the refusal at once', async () => {
    let looks = 0;
    const refused = new AwsError('ConditionalCheckFailedException', 'The conditional request failed', 400);
    await expect(
      writeSurely(
        () => Promise.reject(refused),
        async () => (looks++, true),
      ),
    ).rejects.toBe(refused);
    expect(looks).toBe(0);
  });
});
