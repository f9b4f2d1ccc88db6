import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { DiceKingsBoard, DiceKingsBox, DiceKingsMove, LegalMove } from '../../../src/index.ts';
import { Die } from '../../die.tsx';
import type { GameTableProps } from '../play-game.ts';
import { boxPreview } from './points.ts';
import { boxTitles } from './texts.ts';

const UPPER: DiceKingsBox[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
const LOWER: DiceKingsBox[] = ['threeOfAKind', 'fourOfAKind', 'fullHouse', 'smallStraight', 'largeStraight', 'diceKings', 'chance'];

type Column = DiceKingsBoard['pads'][string]['columns'][number];

const isDiceKingsMove = (move: LegalMove): move is DiceKingsMove => move.type === 'roll' || move.type === 'score';

/** Dice Kings: the five dice (click one to keep it before rolling again) and every player's pad. */
export function DiceKingsTable({ view, board, moves, me, send, recent = [] }: GameTableProps<'dice-kings'>) {
  const mine = moves.filter(isDiceKingsMove);
  const canRoll = mine.some((move) => move.type === 'roll');
  const [keep, setKeep] = useState<number[]>([]);
  // A new turn keeps nothing.
  useEffect(() => setKeep([]), [view.turn?.playerId, board.dice === null]);
  const canKeep = canRoll && board.dice !== null;
  const toggle = (index: number) => setKeep((kept) => (kept.includes(index) ? kept.filter((i) => i !== index) : [...kept, index].sort()));
  const roll = () => send(board.dice === null ? { type: 'roll' } : { type: 'roll', keep });
  // Legal moves are ready bodies: the one for a box is sent as listed.
  const scoreMove = (box: DiceKingsBox, column: number) =>
    mine.find((move) => move.type === 'score' && move.box === box && (move.column ?? 0) === column);
  const columns = view.config.Columns;

  const rowOf = (title: string, cell: (column: Column, player: string, index: number) => ComponentChildren, className = '') => (
    <tr class={className}>
      <th scope="row">{title}</th>
      {view.players.map(({ playerId }) =>
        board.pads[playerId]?.columns.map((column, index) => (
          <td class={lastScored(playerId, title, index) ? 'last' : undefined}>{cell(column, playerId, index)}</td>
        )),
      )}
    </tr>
  );
  // The box the last move filled, marked on its pad.
  const scored = recent.find((event) => event.type === 'BoxScored');
  const lastScored = (player: string, title: string, column: number) =>
    !!scored &&
    scored.playerId === player &&
    boxTitles[scored.box as DiceKingsBox] === title &&
    ((scored.column as number) ?? 0) === column;
  const boxRow = (box: DiceKingsBox) =>
    rowOf(boxTitles[box], (column, player, index) => {
      const points = column.boxes[box];
      if (points !== null) return points;
      const move = player === me ? scoreMove(box, index) : undefined;
      if (!move || !board.dice) return null;
      // The points the box would get now, on its button.
      const preview = boxPreview(box, board.dice, column, view.config);
      const label = `Score ${boxTitles[box]}${columns > 1 ? ` in column ${index + 1}` : ''}: ${preview} point${preview === 1 ? '' : 's'}`;
      return (
        <button class="score-here" aria-label={label} title={label} data-preview={preview} onClick={() => send(move)}>
          +{preview}
        </button>
      );
    });

  return (
    <>
      {view.status === 'playing' && (
        <section class="card dice-area">
          <div class="dice">
            {(board.dice ?? [0, 0, 0, 0, 0]).map((value, index) => (
              <button
                class={`die-button${keep.includes(index) ? ' kept' : ''}`}
                aria-label={
                  board.dice ? `Die ${index + 1}: ${value}${keep.includes(index) ? ', kept' : ''}` : `Die ${index + 1}: not rolled`
                }
                aria-pressed={keep.includes(index)}
                disabled={!canKeep}
                onClick={() => toggle(index)}
              >
                {value ? <Die value={value} /> : <span class="die die-empty" aria-hidden="true" />}
              </button>
            ))}
          </div>
          <div class="row">
            <button onClick={roll} disabled={!canRoll}>
              {board.dice === null ? 'Roll' : keep.length ? `Roll again, keeping ${keep.length}` : 'Roll again'}
            </button>
            <span class="muted">
              {board.rollsLeft} roll{board.rollsLeft === 1 ? '' : 's'} left{canKeep ? ' · tap dice to keep them' : ''}
            </span>
          </div>
        </section>
      )}
      <section class="card pad-wrap">
        <table class="pad">
          <thead>
            <tr>
              <th scope="col">
                <span class="visually-hidden">Box</span>
              </th>
              {view.players.map(({ playerId, name }) =>
                board.pads[playerId]?.columns.map((_, index) => (
                  <th scope="col" class={playerId === me ? 'mine' : ''}>
                    {name}
                    {columns > 1 ? ` ×${index + 1}` : ''}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {UPPER.map(boxRow)}
            {rowOf('Upper bonus', (column) => column.upperBonus, 'sub')}
            {LOWER.map(boxRow)}
            {rowOf('Extra Dice Kings', (column) => column.extraKings, 'sub')}
            {rowOf('Column total', (column) => column.total, 'total')}
          </tbody>
          <tfoot>
            <tr class="total">
              <th scope="row">Score</th>
              {view.players.map(({ playerId }) => (
                <td colSpan={board.pads[playerId]?.columns.length ?? 1} data-score-of={playerId}>
                  {board.pads[playerId]?.score}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
