import { useEffect, useRef } from 'preact/hooks';
import type { GameView } from '../../src/index.ts';
import { GameTable } from '../games/game-table.tsx';
import type { Frame } from './boards.ts';
import { describeEvent } from './moves.ts';

const nothingToSend = () => Promise.resolve();

/**
 * A finished game step by step, version by version: the buttons, or the arrow keys (Home and
 * End for the first and the last). Each step shows the tables as they stood after that version.
 */
export function Replay({ view, me, frames, at, go }: { view: GameView; me: string; frames: Frame[]; at: number; go(index: number): void }) {
  const last = frames.length - 1;
  const to = (index: number) => go(Math.max(0, Math.min(last, index)));
  // The key handler reads the version shown now, not the one of the render that installed it:
  // effects run after the paint, so a key pressed right after a click would step from the old one.
  const now = useRef({ at, to });
  now.current = { at, to };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      const { at, to } = now.current;
      const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: Infinity };
      if (!(event.key in moves)) return;
      event.preventDefault();
      to(moves[event.key]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const frame = frames[at]!;
  const nameOf = (playerId: unknown) => view.players.find((p) => p.playerId === playerId)?.name ?? 'someone';
  // The tables as they stood then, with nothing to play: a replay sends no command.
  const props = { me, send: nothingToSend, moves: [] };
  const then = { ...view, status: 'playing' as const, version: frame.version, turn: null, result: null };
  return (
    <section class="card replay" aria-label="Replay">
      <div class="row replay-controls">
        <h2>Replay</h2>
        <button onClick={() => to(0)} disabled={at === 0} aria-label="First version">
          «
        </button>
        <button onClick={() => to(at - 1)} disabled={at === 0} aria-label="Previous version">
          ◀
        </button>
        <span class="replay-at" data-replay-version={frame.version}>
          version {frame.version} · step {at + 1} of {frames.length}
        </span>
        <button onClick={() => to(at + 1)} disabled={at === last} aria-label="Next version">
          ▶
        </button>
        <button onClick={() => to(last)} disabled={at === last} aria-label="Last version">
          »
        </button>
        <span class="muted small">← → keys step too</span>
      </div>
      <p class="muted replay-events">{frame.events.map((event) => describeEvent(view.game, event, nameOf)).join(' · ')}</p>
      {/* The frame's board is one of the view's own game, folded from its events (boards.ts). */}
      <GameTable {...props} view={{ ...then, board: frame.board } as GameView} />
    </section>
  );
}
