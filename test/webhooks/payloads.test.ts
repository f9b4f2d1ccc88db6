import { describe, expect, it } from 'vitest';
import { create, fold, join, play, start, type StoredEvent } from '../../domain/platform/index.ts';
import { isViolation, seededDraws } from '../../domain/kernel/index.ts';
import type { StreamItem } from '../../functions/adapters/event-store.ts';
import { messageId, payloadOf, webhookEventsOf } from '../../functions/webhooks/payloads.ts';

const ann = { playerId: 'p_ann', name: 'Ann' };
const bob = { playerId: 'p_bob', name: 'Bob' };

/** A Rummiduck game of Ann and Bob as stored items, started, with Ann's first draw. */
function rummiduckItems(): StreamItem[] {
  const items: StreamItem[] = [];
  const append = (events: StoredEvent[] | ReturnType<typeof join>) => {
    if (isViolation(events)) throw new Error(events.detail);
    items.push({ gameId: 'g_1', version: items.length + 1, events });
  };
  append(create('g_1', 'rummiduck', {}, ann, 1_000));
  append(join(fold(items)!, bob, 2_000));
  const draws = seededDraws(1);
  append(start(fold(items)!, ann.playerId, 3_000, draws));
  append(play(fold(items)!, { type: 'draw' }, ann.playerId, 4_000, draws));
  return items;
}

const eventsAt = (items: StreamItem[], version: number) =>
  webhookEventsOf(fold(items.slice(0, version - 1)), fold(items.slice(0, version))!, items[version - 1]!);

describe('webhook payloads', () => {
  it('starting a game is game.started and the first turn.started, naming who is awaited, the step and the deadline', () => {
    const items = rummiduckItems();
    expect(eventsAt(items, 2)).toEqual([]);
    expect(eventsAt(items, 3)).toEqual([
      {
        type: 'game.started',
        at: 3_000,
        data: {
          gameId: 'g_1',
          version: 3,
          game: 'rummiduck',
          players: [
            { playerId: 'p_ann', seat: 0 },
            { playerId: 'p_bob', seat: 1 },
          ],
        },
      },
      {
        type: 'turn.started',
        at: 3_000,
        data: {
          gameId: 'g_1',
          version: 3,
          playerId: 'p_ann',
          step: 'move',
          awaiting: ['p_ann'],
          deadline: new Date(3_000 + 120_000).toISOString(),
        },
      },
    ]);
    expect(eventsAt(items, 4)).toEqual([
      {
        type: 'turn.started',
        at: 4_000,
        data: expect.objectContaining({ version: 4, playerId: 'p_bob', deadline: new Date(124_000).toISOString() }),
      },
    ]);
  });

  it('never carries hidden information: no tile of a rack or the bag appears in any payload', () => {
    const items = rummiduckItems();
    const dealt = JSON.stringify(items[2]!.events);
    expect(dealt).toMatch(/(black|blue|orange|red)-\d+-[ab]/); // the stored deal does hold tiles…
    const payloads = [3, 4].flatMap((v) => eventsAt(items, v).map((e) => payloadOf(messageId('wh_1', e), e)));
    for (const payload of payloads) expect(payload).not.toMatch(/(black|blue|orange|red)-\d+-[ab]|joker-/); // …the webhooks do not
  });

  it('the webhook-id and body depend only on the subscription and the stored item: a redelivered record gives the same bytes', () => {
    const items = rummiduckItems();
    const [first, second] = [eventsAt(items, 3), eventsAt(items, 3)];
    const ids = first.map((e) => messageId('wh_1', e));
    expect(second.map((e) => messageId('wh_1', e))).toEqual(ids);
    expect(second.map((e, i) => payloadOf(ids[i]!, e))).toEqual(first.map((e, i) => payloadOf(ids[i]!, e)));
    expect(new Set([...ids, messageId('wh_2', first[0]!)]).size).toBe(3);
    expect(JSON.parse(payloadOf(ids[0]!, first[0]!))).toEqual({
      id: ids[0],
      type: 'game.started',
      timestamp: new Date(3_000).toISOString(),
      data: first[0]!.data,
    });
  });
});
