/** Events stored under an older shape are read in today's: old games fold and list as new ones. */
import { describe, expect, it } from 'vitest';
import {
  create,
  EVENT_SCHEMA,
  fold,
  join,
  play,
  redactEvent,
  start,
  todaysEvents,
  view,
  type GameState,
  type StoredEvent,
  type WrittenEvent,
} from '../../../domain/platform/index.ts';
import { isViolation } from '../../../domain/kernel/index.ts';
import { testDraws } from '../../support/spec.ts';

const ann = { playerId: 'ann', name: 'Ann' };
const bob = { playerId: 'bob', name: 'Bob' };

/** A Quicks game after Ann's throw of 1+1 (no row is the worse for a 2), Bob's cross and Ann's pass. */
function quicksEvents(): StoredEvent[] {
  const events: StoredEvent[] = [];
  let state: GameState | null = null;
  const apply = (decided: StoredEvent[] | unknown) => {
    if (isViolation(decided)) throw new Error(decided.detail);
    events.push(...(decided as StoredEvent[]));
    state = fold([{ version: 1, events }]);
  };
  apply(create('g_old', 'quicks', {}, ann, 1_000));
  apply(join(state!, bob, 2_000));
  apply(start(state!, 'ann', 3_000, testDraws()));
  apply(play(state!, { type: 'throw' }, 'ann', 4_000, testDraws([[1, 1, 1, 1, 1, 1]])));
  apply(play(state!, { type: 'cross', row: 'red' }, 'bob', 5_000, testDraws()));
  apply(play(state!, { type: 'pass' }, 'ann', 6_000, testDraws()));
  return events;
}

/** How Quicks began a turn before every game began it with TurnStarted { playerId } (schemas 1 and 2). */
function turnAsBefore(event: WrittenEvent): WrittenEvent {
  if (event.type !== 'TurnStarted') return event;
  const { playerId, ...rest } = event;
  return { ...rest, type: 'TurnBegan', thrower: playerId };
}

/** How Quicks stored its events under schema 1: the actor of Crossed, Passed and PenaltyTaken as `player`, and TurnBegan. */
function storedTheOldWay(event: WrittenEvent): WrittenEvent {
  if (!['Crossed', 'Passed', 'PenaltyTaken'].includes(event.type)) return turnAsBefore(event);
  const { playerId, ...rest } = event;
  return { ...rest, player: playerId };
}

describe('reading old events', () => {
  it("Quicks events stored with the actor as `player` and TurnBegan fold and are listed as today's, with `playerId` and TurnStarted", () => {
    const events = quicksEvents();
    const old = events.map(storedTheOldWay);
    expect(old.filter((e) => typeof e.player === 'string')).toHaveLength(2);
    expect(old.filter((e) => e.type === 'TurnBegan')).toHaveLength(1);

    const today = fold([{ version: 1, events }])!;
    const before = fold([{ version: 1, events: old }])!;
    expect(view(before, 'ann')).toEqual(view(today, 'ann'));
    const listed = todaysEvents(before.rules, { version: 1, events: old }).map((e) => redactEvent(before, e, null));
    expect(listed).toEqual(events.map((e) => redactEvent(today, e, null)));
  });

  it('Quicks items of schema 2 began a turn with TurnBegan { thrower }: they fold alike and are listed as TurnStarted { playerId }', () => {
    const events = quicksEvents();
    const old = events.map(turnAsBefore);
    expect(old.filter((e) => e.type === 'TurnBegan')).toEqual([{ type: 'TurnBegan', thrower: 'ann', at: 3_000 }]);

    const today = fold([{ version: 1, events, schema: EVENT_SCHEMA }])!;
    const before = fold([{ version: 1, events: old, schema: 2 }])!;
    expect(before.rulesState).toEqual(today.rulesState);
    expect(view(before, 'ann')).toEqual(view(today, 'ann'));
    const listed = todaysEvents(before.rules, { version: 1, events: old, schema: 2 });
    expect(listed.filter((e) => e.type === 'TurnStarted')).toEqual([{ type: 'TurnStarted', playerId: 'ann', at: 3_000 }]);
    expect(listed.map((e) => redactEvent(before, e, null))).toEqual(events.map((e) => redactEvent(today, e, null)));
  });

  it("an item without a schema was written with schema 1 and is upcast; one of today's schema is read as it is", () => {
    const events = quicksEvents();
    const old = events.map(storedTheOldWay);
    const crossed = (list: readonly StoredEvent[]) => list.find((e) => e.type === 'Crossed')!;
    const rules = fold([{ version: 1, events }])!.rules;

    expect(crossed(todaysEvents(rules, { version: 1, events: old, schema: 1 }))).toEqual(crossed(events));
    expect(crossed(todaysEvents(rules, { version: 1, events: old }))).toEqual(crossed(events));
    // Today's items are not read through the upcaster: nothing of today's shape is rewritten.
    const today = { version: 1, events: old, schema: EVENT_SCHEMA };
    expect(todaysEvents(rules, today)).toBe(today.events);
  });
});
