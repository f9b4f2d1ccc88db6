/**
 * Quick match from the client's side (docs/contract.md, Quick match): a ticket made, then
 * followed with If-None-Match until it is matched, bounded in time, and cancellable.
 */
import { ApiError } from './errors.ts';
import type { GameView, MatchRequest, Ticket } from './types.ts';

/** What quickMatch needs of the client: the ticket's three routes and the game view. */
export interface TicketRoutes {
  askForMatch(request: MatchRequest): Promise<Ticket>;
  getTicketIfChanged(ticketId: string, etag: string | null): Promise<{ ticket: Ticket; etag: string | null } | null>;
  cancelTicket(ticketId: string): Promise<Ticket>;
  getGame(gameId: string): Promise<GameView>;
}

export interface QuickMatchOptions {
  /** Stops the search: the ticket is cancelled (DELETE), and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** How often the ticket is read while it searches (default 500 ms). */
  pollMs?: number;
  /** Give up (cancelling the ticket) after this long; default 6 minutes, past the server's 5-minute expiry. */
  timeoutMs?: number;
  /** Told once the ticket exists: its id, for a client that shows it or cancels it itself. */
  onTicket?: (ticket: Ticket) => void;
}

export interface QuickMatch {
  ticket: Ticket;
  gameId: string;
  /** The game as the caller sees it: started, the caller seated. */
  game: GameView;
}

/** The search ended without a table: the ticket expired (or was cancelled elsewhere), or the wait passed `timeoutMs`. */
export class NoMatch extends Error {
  constructor(readonly ticket: Ticket) {
    super(`the quick-match ticket ${ticket.ticketId} ended ${ticket.status} without a table`);
    this.name = 'NoMatch';
  }
}

const DEFAULT_POLL_MS = 500;
const DEFAULT_TIMEOUT_MS = 6 * 60_000;

/** Waits `ms`, or less if the signal aborts first. */
const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Makes a ticket and waits for its table: resolves with the game once the ticket is matched.
 * Aborting (or the time-out) cancels the ticket; if the table was made meanwhile (409
 * `already-matched`), the match is returned all the same, since the caller is seated in it.
 */
export async function quickMatch(routes: TicketRoutes, request: MatchRequest, options: QuickMatchOptions = {}): Promise<QuickMatch> {
  const { signal, pollMs = DEFAULT_POLL_MS, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  signal?.throwIfAborted();
  let ticket = await routes.askForMatch(request);
  options.onTicket?.(ticket);
  let etag: string | null = null;
  const until = Date.now() + timeoutMs;
  const matched = async (t: Ticket): Promise<QuickMatch> => ({ ticket: t, gameId: t.gameId!, game: await routes.getGame(t.gameId!) });

  while (ticket.status === 'searching') {
    if (signal?.aborted || Date.now() >= until) {
      const ended = await cancelOrMatched(routes, ticket);
      if (ended.status === 'matched') return matched(ended);
      if (signal?.aborted) throw signal.reason;
      throw new NoMatch(ended);
    }
    await pause(Math.min(pollMs, Math.max(0, until - Date.now())), signal);
    if (signal?.aborted) continue;
    const changed = await routes.getTicketIfChanged(ticket.ticketId, etag);
    if (changed) ({ ticket, etag } = changed);
  }
  if (ticket.status === 'matched') return matched(ticket);
  throw new NoMatch(ticket);
}

/** The ticket cancelled, or as it is when the cancel came too late (matched). */
async function cancelOrMatched(routes: TicketRoutes, ticket: Ticket): Promise<Ticket> {
  try {
    return await routes.cancelTicket(ticket.ticketId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'already-matched') throw error;
    const now = await routes.getTicketIfChanged(ticket.ticketId, null);
    return now!.ticket;
  }
}
