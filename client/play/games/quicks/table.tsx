import type { LegalMove, QuicksBoard, QuicksMove, QuicksRow } from '../../../src/index.ts';
import { Die } from '../../die.tsx';
import type { GameTableProps } from '../play-game.ts';
import { labelOf, numberOf, rows } from './texts.ts';

const NUMBERS: Record<QuicksRow, number[]> = {
  red: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  yellow: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  green: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
  blue: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
};

const isQuicksMove = (move: LegalMove): move is QuicksMove => move.type === 'throw' || move.type === 'cross' || move.type === 'pass';

/**
 * The points a cross adds to `sheet` (ruling 9: a row of k crosses scores 1 + 2 + … + k, so the
 * next cross adds k + 1; the row's last number, allowed from `LockAt` crosses on, brings the
 * lock cross with it).
 */
function gainOf(row: QuicksRow, number: number, sheet: QuicksBoard['sheets'][string]): number {
  const crosses = sheet.rows[row].length;
  const locks = number === NUMBERS[row][NUMBERS[row].length - 1];
  return crosses + 1 + (locks ? crosses + 2 : 0);
}

/** Quicks: the dice, this player's choices now, and every sheet (one's own first). */
export function QuicksTable({ view, board, moves, me, send, recent = [] }: GameTableProps<'quicks'>) {
  const mine = moves.filter(isQuicksMove);
  const { dice } = board;
  // A cell of one's own sheet that a legal cross would mark is clickable too.
  const offers = new Map<string, QuicksMove>();
  if (dice) for (const move of mine) if (move.type === 'cross') offers.set(`${move.row}:${numberOf(move, dice)}`, move);
  const mySheet = board.sheets[me];
  const withGain = (move: QuicksMove) => {
    const label = labelOf(move, dice);
    if (move.type !== 'cross' || !dice || !mySheet) return label;
    const gain = gainOf(move.row, numberOf(move, dice), mySheet);
    return `${label} (+${gain})`;
  };
  // The crosses of the last move, marked on the sheets.
  const justCrossed = new Set(
    recent.filter((event) => event.type === 'Crossed').map((e) => `${e.playerId as string}:${e.row as string}:${e.number as number}`),
  );
  const players = [...view.players].sort((a, b) => Number(b.playerId === me) - Number(a.playerId === me));

  return (
    <>
      <section class="card dice-area">
        <div class="dice">
          {dice ? (
            <>
              {dice.white.map((value) => (
                <Die value={value} label={`white ${value}`} />
              ))}
              {rows.map((row) => {
                const value = dice[row];
                return value === undefined ? null : <Die value={value} colour={row} label={`${row} ${value}`} />;
              })}
            </>
          ) : (
            <span class="muted">The dice are not thrown yet.</span>
          )}
        </div>
        <div class="moves">
          {mine.map((move) => (
            <button class={move.type === 'cross' ? `move-${move.row}` : ''} onClick={() => send(move)}>
              {withGain(move)}
            </button>
          ))}
          {mine.length === 0 && view.status === 'playing' && <span class="muted">Waiting for the others…</span>}
        </div>
      </section>
      {players.map(({ playerId, name }) => {
        const sheet = board.sheets[playerId];
        if (!sheet) return null;
        return (
          <section class={`card sheet${playerId === me ? ' mine' : ''}`} data-sheet-of={playerId}>
            <h2>
              {name}
              {playerId === me ? ' (you)' : ''} <span class="score">{sheet.score === 1 ? '1 point' : `${sheet.score} points`}</span>
            </h2>
            {rows.map((row) => {
              const locked = board.lockedRows.includes(row);
              return (
                <div
                  class={`sheet-row row-${row}${locked ? ' locked' : ''}`}
                  role="group"
                  aria-label={`${row} row${locked ? ', locked' : ''}`}
                >
                  {/* The row's name in words: its colour is not the only cue. */}
                  <span class="row-name" aria-hidden="true">
                    {row}
                    {locked ? ' · locked' : ''}
                  </span>
                  {NUMBERS[row].map((number) => {
                    const crossed = sheet.rows[row].includes(number);
                    const offer = playerId === me ? offers.get(`${row}:${number}`) : undefined;
                    const last = justCrossed.has(`${playerId}:${row}:${number}`) ? ' last' : '';
                    return offer ? (
                      <button class="cell offer" aria-label={withGain(offer)} onClick={() => send(offer)}>
                        {number}
                      </button>
                    ) : (
                      <span
                        class={`cell${crossed ? ' crossed' : ''}${last}`}
                        role="img"
                        aria-label={crossed ? `${row} ${number} crossed` : `${row} ${number}`}
                      >
                        {number}
                      </span>
                    );
                  })}
                  <span
                    class={`cell lock${sheet.locks.includes(row) ? ' crossed' : ''}`}
                    role="img"
                    aria-label={sheet.locks.includes(row) ? `${row} lock crossed` : `${row} lock`}
                  >
                    lock
                  </span>
                </div>
              );
            })}
            <p class="muted small">
              Penalties: {sheet.penalties} of {view.config.Penalties} (−{view.config.PenaltyPoints} each)
            </p>
          </section>
        );
      })}
    </>
  );
}
