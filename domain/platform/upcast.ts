import type { AnyGameRules } from '../kernel/index.ts';
import { isPlatformEvent, type StoredEvent } from './events.ts';

/**
 * The schema of the events every item is written with today; each item carries the one it was
 * written with (`schema`), and an item without one was written before items carried it.
 * Bump it when any stored event changes shape, and teach the game's `upcast` the old shape.
 * - 1: items without `schema`; Quicks named the actor of Crossed, Passed, PenaltyTaken `player`.
 * - 2: items carry `schema`; every event names its actor `playerId`.
 */
export const EVENT_SCHEMA = 2;

/** What the stream holds of one command: its version, its events and the schema they were written with. */
export interface StoredItem {
  readonly version: number;
  readonly events: readonly StoredEvent[];
  readonly schema?: number;
}

/**
 * One stored event in today's shape: an event of an older schema is read through its game's
 * upcaster; one of today's schema is returned as it is. Lobby events are the platform's and
 * have kept their shape.
 */
export function inTodaysShape(rules: AnyGameRules, event: StoredEvent, schema: number | undefined): StoredEvent {
  const written = schema ?? 1;
  if (written >= EVENT_SCHEMA || !rules.upcast || isPlatformEvent(event)) return event;
  return { ...rules.upcast(event, written), at: event.at } as StoredEvent;
}

/** The events of a stored item in today's shape. */
export const todaysEvents = (rules: AnyGameRules, item: StoredItem): readonly StoredEvent[] =>
  (item.schema ?? 1) >= EVENT_SCHEMA ? item.events : item.events.map((event) => inTodaysShape(rules, event, item.schema));
