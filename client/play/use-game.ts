import { useEffect, useRef, useState } from 'preact/hooks';
import type { Client, Command, GameEvent, GameView, LegalMove, LiveStatus } from '../src/index.ts';
import { describe } from './session.ts';
import { useTryAgain } from './try-again.ts';

export interface LiveGame {
  view: GameView | null;
  /** How updates arrive: over the WebSocket, or by polling while it is unavailable. */
  live: LiveStatus;
  problem: string | null;
  /** Shows a view this page got itself (a command's answer) at once, unless a newer one came first. */
  accept(view: GameView): void;
}

/** The game as this player sees it, kept current by the SDK's subscription. */
export function useGame(client: Client, gameId: string): LiveGame {
  const [view, setView] = useState<GameView | null>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  // The first read, refused for a budget, is made again once it may be (the countdown shown meanwhile).
  const tryAgain = useTryAgain();
  const accept = (next: GameView) => setView((current) => (current && current.version > next.version ? current : next));

  useEffect(() => {
    let closed = false;
    let subscription: { close(): void } | undefined;
    setView(null);
    tryAgain
      .attempt(() => client.getGame(gameId))
      .then(
        (first) => {
          if (closed) return;
          accept(first);
          subscription = client.subscribe(gameId, {
            after: first.version,
            onUpdate: (update) => accept(update.game),
            onStatus: setLive,
            onError: (error) => setProblem(describe(error)),
          });
        },
        (error) => setProblem(describe(error)),
      );
    return () => {
      closed = true;
      subscription?.close();
    };
  }, [client, gameId]);

  return { view, live, problem: tryAgain.waiting ?? problem, accept };
}

export interface LegalNow {
  moves: LegalMove[];
  /**
   * Whether `moves` are for the version shown. After a move the last list stays on the page
   * (its buttons, and the keyboard focus on one of them, do not vanish) until the new one
   * arrives; a move picked from a stale list waits for the new one (see GamePage).
   */
  current: boolean;
}

/** The commands this player may send now (none while the game waits for others). */
export function useLegalMoves(client: Client, view: GameView | null, playerId: string): LegalNow {
  const [moves, setMoves] = useState<{ version: number; moves: LegalMove[] } | null>(null);
  const awaited = !!view?.turn?.awaiting.includes(playerId);
  const version = view?.version;
  // A list refused for a budget is asked for again: a move picked meanwhile waits for it.
  const tryAgain = useTryAgain();
  useEffect(() => {
    if (!view || !awaited) return;
    let stale = false;
    tryAgain
      .attempt(() => client.getLegalMoves(view.gameId))
      .then(
        (legal) => stale || setMoves(legal),
        () => undefined,
      );
    return () => {
      stale = true;
    };
  }, [client, view?.gameId, version, awaited]);
  if (!awaited || !moves) return { moves: [], current: true };
  return { moves: moves.moves, current: moves.version === version };
}

/**
 * Whether a listed legal move allows `command`: the same type and every field the list gives
 * (Rummiduck's play is listed without its table, a roll without the dice it keeps).
 */
export const allows = (listed: LegalMove, command: Command): boolean =>
  Object.entries(listed).every(([key, value]) => JSON.stringify((command as Record<string, unknown>)[key]) === JSON.stringify(value));

/** The game's events as far as the version shown, read page by page as the game moves on (the move log). */
export function useEvents(client: Client, view: GameView | null): GameEvent[] {
  const [events, setEvents] = useState<GameEvent[]>([]);
  const seen = useRef({ gameId: '', version: 0, target: 0, reading: false });
  const gameId = view?.gameId;
  const version = view?.version ?? 0;
  useEffect(() => {
    if (!gameId) return;
    if (seen.current.gameId !== gameId) {
      seen.current = { gameId, version: 0, target: 0, reading: false };
      setEvents([]);
    }
    seen.current.target = version;
    const read = () => {
      const now = seen.current;
      if (now.reading || now.version >= now.target) return;
      now.reading = true;
      client.allEvents(gameId, now.version).then(
        (more) => {
          if (seen.current !== now) return;
          now.reading = false;
          now.version = Math.max(now.version, ...more.map((event) => event.version));
          setEvents((known) => [...known, ...more]);
          // The game may have moved on while this page was read.
          read();
        },
        () => {
          now.reading = false;
        },
      );
    };
    read();
  }, [client, gameId, version]);
  return events;
}
