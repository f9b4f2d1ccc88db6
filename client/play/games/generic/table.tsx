import type { Command, GameView, LegalMove } from '../../../src/index.ts';
import type { TableProps } from '../../table.ts';
import { moveInWords } from './words.ts';
import './generic.css';

/**
 * The table any game gets for free, for a game this page has no table of: the board as the
 * view gives it, as a tree of names and values, the config it is played with, and each move
 * `GET /games/{id}/legal-moves` lists as a button that sends it as listed, at the version shown.
 * The players and whose turn it is are on the page above it, as for every game.
 */
export function GenericTable({ view, moves, me, send }: TableProps & { view: GameView; moves: LegalMove[] }) {
  const nameOf = (key: string) => view.players.find((p) => p.playerId === key)?.name;
  // A listed move is a ready command body (docs/contract.md, Legal moves); the version makes a stale one refused, not misplayed.
  const play = (move: LegalMove) => send({ ...move, expectedVersion: view.version } as Command);
  return (
    <>
      <section class="card generic-table" aria-labelledby="generic-board-title" data-generic-table={view.game}>
        <h2 id="generic-board-title">Board</h2>
        {view.board == null ? <p class="muted">No board yet.</p> : <Value value={view.board} nameOf={nameOf} me={me} />}
        <details>
          <summary>Rules options</summary>
          <Value value={view.config} nameOf={nameOf} me={me} />
        </details>
      </section>
      {moves.length > 0 && (
        <section class="card" aria-labelledby="generic-moves-title">
          <h2 id="generic-moves-title">Your moves</h2>
          <div class="moves">
            {moves.map((move) => (
              <button onClick={() => play(move)}>{moveInWords(move)}</button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** A value of the view as a readable tree: an object's keys as a definition list (a player's id with their name), a list in order. */
function Value({ value, nameOf, me }: { value: unknown; nameOf(key: string): string | undefined; me: string }) {
  if (value === null || value === undefined) return <span class="muted">none</span>;
  if (typeof value !== 'object') return <span class="value">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span class="muted">none</span>;
    if (value.every((item) => item === null || typeof item !== 'object')) return <span class="value">{value.map(String).join(', ')}</span>;
    return (
      <ol class="tree">
        {value.map((item) => (
          <li>
            <Value value={item} nameOf={nameOf} me={me} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return <span class="muted">none</span>;
  return (
    <dl class="tree">
      {entries.map(([key, item]) => {
        const name = nameOf(key);
        return (
          <>
            <dt>{name ? `${name}${key === me ? ' (you)' : ''}` : key}</dt>
            <dd>
              <Value value={item} nameOf={nameOf} me={me} />
            </dd>
          </>
        );
      })}
    </dl>
  );
}
