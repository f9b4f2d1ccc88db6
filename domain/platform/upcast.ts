import type { AnyGameRules } from '../kernel/index.ts';
import { isPlatformEvent, type StoredEvent, type WrittenEvent } from './events.ts';

/**
 * The schema of the events every item is written with today; each item carries the one it was
 * written with (`schema`), and an item without one was written before items carried it.
 * Bump it when any stored event changes shape, and teach the game's `upcast` the old shape.
 * - 1: items without `schema`; Quicks named the actor of Crossed, Passed, PenaltyTaken `player`.
 * - 2: items carry `schema`; every event names its actor `playerId`.
 * - 3: every game begins a turn with `TurnStarted { playerId }` (Quicks began it with
 *   `TurnBegan { thrower }`).
 */
export const EVENT_SCHEMA = 3;

/** What the stream holds of one command: its version, its events and the schema they were written with. */
export interface StoredItem {
  readonly version: number;
  readonly events: readonly WrittenEvent[];
  readonly schema?: number;
}

/**
 * One stored event in today's shape: an event of an older schema is read through its game's
 * upcaster; one of today's schema is returned as it is. The platform's events have kept their
 * shape; `rules` is undefined until GameCreated is folded (no game to upcast for yet).
 */
export function inTodaysShape(rules: AnyGameRules | undefined, event: WrittenEvent, schema: number | undefined): StoredEvent {
  const written = schema ?? 1;
  // The store holds only what the domain wrote, so an event no upcaster changes is in today's
  // shape: a StoredEvent (no type can know which schema a stored row was written with).
  if (written >= EVENT_SCHEMA || !rules?.upcast || isPlatformEvent(event)) return event as StoredEvent;
  return { ...rules.upcast(event, written), at: event.at };
}

/** The events of a stored item in today's shape. */
export const todaysEvents = (rules: AnyGameRules, item: StoredItem): readonly StoredEvent[] =>
  // An item of today's schema is returned as it is, as inTodaysShape returns its events.
  (item.schema ?? 1) >= EVENT_SCHEMA
    ? (item.events as readonly StoredEvent[])
    : item.events.map((event) => inTodaysShape(rules, event, item.schema));
