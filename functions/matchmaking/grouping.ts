import { acceptedGap, BOTS_AFTER_MS } from './timing.ts';

/** What the grouping needs of a searching ticket. */
export interface Candidate {
  readonly ticketId: string;
  readonly owner: string;
  /** When it was made (ms): its place in the queue, and how long it has waited. */
  readonly createdAt: number;
  /** Its owner's `ordinal` on the game's board when the ticket was made. */
  readonly ordinal: number;
  readonly bots: boolean;
}

/** A table to make: its tickets in the order they were made (seat order), and how many bots fill it. */
export interface Table<T extends Candidate = Candidate> {
  readonly tickets: readonly T[];
  readonly bots: number;
}

const byAge = (a: Candidate, b: Candidate) => a.createdAt - b.createdAt || a.ticketId.localeCompare(b.ticketId);

/**
 * The tables the searching tickets of one pool make at `now` (docs/contract.md, Quick match).
 * The longest-waiting ticket not yet placed picks the `size - 1` others whose ordinals are
 * closest to its own (ties: the oldest first), if all lie within the difference its wait
 * accepts; a `bots` ticket that has waited 30 s takes those within it there are and bots for
 * the rest. A ticket that finds no table stays for a later one to pick.
 *
 * Deterministic: every examination of the same tickets finds the same tables, so examinations
 * running at once try the same claims, and one of them wins each.
 */
export function tablesOf<T extends Candidate>(tickets: readonly T[], size: number, now: number): Table<T>[] {
  const waiting = [...new Map(tickets.map((t) => [t.ticketId, t])).values()].sort(byAge);
  // One ticket per owner: a player's newer ticket can only be a stale one's successor (tickets.ts).
  const seenOwners = new Set<string>();
  const open = waiting.filter((t) => !seenOwners.has(t.owner) && seenOwners.add(t.owner));
  const placed = new Set<string>();
  const tables: Table<T>[] = [];
  for (const anchor of open) {
    if (placed.has(anchor.ticketId)) continue;
    const waited = now - anchor.createdAt;
    const gap = acceptedGap(waited);
    const near = open
      .filter((t) => t !== anchor && !placed.has(t.ticketId) && Math.abs(t.ordinal - anchor.ordinal) <= gap)
      .sort((a, b) => Math.abs(a.ordinal - anchor.ordinal) - Math.abs(b.ordinal - anchor.ordinal) || byAge(a, b))
      .slice(0, size - 1);
    const full = near.length === size - 1;
    if (!full && !(anchor.bots && waited >= BOTS_AFTER_MS)) continue;
    const seated = [anchor, ...near].sort(byAge);
    seated.forEach((t) => placed.add(t.ticketId));
    tables.push({ tickets: seated, bots: size - seated.length });
  }
  return tables;
}
