import { useEffect, useState } from 'preact/hooks';
import type { Client, GameView, LegalMove, LiveStatus } from '../src/index.ts';
import { describe } from './session.ts';

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
  const accept = (next: GameView) => setView((current) => (current && current.version > next.version ? current : next));

  useEffect(() => {
    let closed = false;
    let subscription: { close(): void } | undefined;
    setView(null);
    client.getGame(gameId).then(
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

  return { view, live, problem, accept };
}

/** The commands this player may send now (none while the game waits for others). */
export function useLegalMoves(client: Client, view: GameView | null, playerId: string): LegalMove[] {
  const [moves, setMoves] = useState<{ version: number; moves: LegalMove[] } | null>(null);
  const awaited = !!view?.turn?.awaiting.includes(playerId);
  const version = view?.version;
  useEffect(() => {
    if (!view || !awaited) return;
    let stale = false;
    client.getLegalMoves(view.gameId).then(
      (legal) => stale || setMoves(legal),
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [client, view?.gameId, version, awaited]);
  return awaited && moves && moves.version === version ? moves.moves : [];
}
