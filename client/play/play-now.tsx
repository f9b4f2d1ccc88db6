import { useEffect, useRef, useState } from 'preact/hooks';
import type { Client, GameName } from '../src/index.ts';
import { knownGames, playGames } from './games/index.ts';
import { describe } from './session.ts';
import { Problem } from './problem.tsx';

/**
 * "Play now" (docs/contract.md, Quick match): a table found for the player. The SDK's
 * quickMatch makes the ticket and waits for its match; Cancel aborts it, which deletes the
 * ticket. Once matched, the started game opens.
 */
export function PlayNow({ client }: { client: Client }) {
  const [game, setGame] = useState<GameName>(knownGames[0]!);
  const [bots, setBots] = useState(false);
  const [searching, setSearching] = useState<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mounted = useRef(true);
  const current = useRef<AbortController | null>(null);
  // Leaving the lobby while searching stops the search (its ticket deleted): nobody would see the table open.
  useEffect(
    () => () => {
      mounted.current = false;
      current.current?.abort(new DOMException('left the lobby', 'AbortError'));
    },
    [],
  );

  const play = async () => {
    const stop = new AbortController();
    current.current = stop;
    setProblem(null);
    setSearching(stop);
    try {
      const { gameId } = await client.quickMatch({ game, ...(bots ? { bots } : {}) }, { signal: stop.signal });
      if (mounted.current) location.hash = `#/games/${encodeURIComponent(gameId)}`;
    } catch (error) {
      if (!stop.signal.aborted && mounted.current) setProblem(describe(error));
    } finally {
      if (current.current === stop) current.current = null;
      if (mounted.current) setSearching((shown) => (shown === stop ? null : shown));
    }
  };
  const cancel = () => searching?.abort(new DOMException('cancelled', 'AbortError'));

  return (
    <section class="card play-now" aria-busy={searching ? 'true' : 'false'}>
      <h2>Play now</h2>
      {searching ? (
        <div class="row">
          <p class="searching" role="status">
            Looking for a {playGames[game].title} table…
          </p>
          <button onClick={cancel}>Cancel</button>
        </div>
      ) : (
        <div class="row">
          {/* Radios, not a select: the new-game form's select stays the lobby's only one. */}
          <fieldset class="play-now-games">
            <legend>Game</legend>
            {knownGames.map((name) => (
              <label>
                <input
                  type="radio"
                  name="play-now-game"
                  value={name}
                  checked={game === name}
                  onChange={(e) => e.currentTarget.checked && setGame(name)}
                />{' '}
                {playGames[name].title}
              </label>
            ))}
          </fieldset>
          <label>
            <input type="checkbox" name="play-now-bots" checked={bots} onChange={(e) => setBots(e.currentTarget.checked)} /> Bots after 30 s
          </label>
          <button onClick={play}>Play now</button>
        </div>
      )}
      <Problem text={problem} />
    </section>
  );
}
