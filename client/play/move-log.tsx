import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from '../src/index.ts';
import { describeEvent } from './replay/moves.ts';
import type { PlayedEvent } from './table.ts';

/** Events that say nothing to a player at the table. */
const QUIET = new Set(['GameCreated', 'PlayerRenamed', 'ServerSeedRevealed']);

const LOG_LENGTH = 40;

/**
 * What happened, newest last, the last move marked (in words as well as in colour); and a
 * polite live region that tells a screen reader of each roll, move and turn as it comes,
 * but not of the history found when the page opens.
 */
export function MoveLog({ view, events }: { view: GameView; events: readonly PlayedEvent[] }) {
  const nameOf = (playerId: unknown) => view.players.find((p) => p.playerId === playerId)?.name ?? 'someone';
  const told = events.filter((event) => !QUIET.has(event.type));
  const lastVersion = told.at(-1)?.version;
  const shown = told.slice(-LOG_LENGTH);
  const news = useNews(told.length);
  const announced = told.slice(news).map((event) => describeEvent(view.game, event, nameOf));

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [told.length]);

  return (
    <section class="card move-log" aria-labelledby="move-log-title">
      <h2 id="move-log-title">What happened</h2>
      {/* Focusable, so the keyboard can scroll it too. */}
      <ol ref={list} tabIndex={0} aria-label="Move log">
        {shown.map((event) => {
          const last = event.version === lastVersion;
          return (
            <li class={last ? 'last' : undefined} data-log-version={event.version}>
              {last && (
                <>
                  <span class="tag">latest</span>{' '}
                </>
              )}
              {describeEvent(view.game, event, nameOf)}
            </li>
          );
        })}
        {shown.length === 0 && <li class="muted">Nothing yet.</li>}
      </ol>
      <p class="visually-hidden" aria-live="polite" data-announce>
        {announced.join('. ')}
      </p>
    </section>
  );
}

/**
 * Where the news starts: everything known when the page first had events is history; after
 * that, each batch is announced until the next one replaces it.
 */
function useNews(count: number): number {
  const [state, setState] = useState<{ from: number; seen: number } | null>(null);
  useEffect(() => {
    if (count === 0) return;
    setState((known) => (known === null ? { from: count, seen: count } : count > known.seen ? { from: known.seen, seen: count } : known));
  }, [count]);
  return state?.from ?? count;
}
