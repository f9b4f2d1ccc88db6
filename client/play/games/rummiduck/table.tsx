import { useEffect, useState } from 'preact/hooks';
import type { LegalMove, RummiduckMove, RummiduckTile } from '../../../src/index.ts';
import type { GameTableProps } from '../play-game.ts';

const COLOURS = ['black', 'blue', 'orange', 'red'];

/** `red-7-a` → colour and number; a joker has number 0 and its own colour. */
export function parse(tile: RummiduckTile): { colour: string; number: number; joker: boolean } {
  const [colour = '', number = ''] = tile.split('-');
  return colour === 'joker' ? { colour: number, number: 0, joker: true } : { colour, number: Number(number), joker: false };
}

const byColourThenNumber = (a: RummiduckTile, b: RummiduckTile) => {
  const [x, y] = [parse(a), parse(b)];
  return Number(x.joker) - Number(y.joker) || COLOURS.indexOf(x.colour) - COLOURS.indexOf(y.colour) || x.number - y.number;
};

/** Tiles as a rack shows them: by colour, then number, the jokers last. */
export const inRackOrder = (tiles: readonly RummiduckTile[]) => [...tiles].sort(byColourThenNumber);

/** A set as laid: by number when it holds no joker (a run must rise), else in the order the tiles were picked. */
const arranged = (tiles: RummiduckTile[]) =>
  tiles.some((tile) => parse(tile).joker) ? tiles : [...tiles].sort((a, b) => parse(a).number - parse(b).number);

const isRummiduckMove = (move: LegalMove): move is RummiduckMove => move.type === 'play' || move.type === 'draw';

/** A mark of each colour's own shape under the number: the colour is not the only cue. */
const MARKS: Record<string, string> = { black: '■', blue: '●', orange: '▲', red: '♥' };

export function Tile({ tile, selected, last, onClick }: { tile: RummiduckTile; selected?: boolean; last?: boolean; onClick?: () => void }) {
  const { colour, number, joker } = parse(tile);
  const label = joker ? `${colour} joker` : `${colour} ${number}`;
  const look = `tile tile-${colour}${selected ? ' selected' : ''}${last ? ' last' : ''}`;
  const face = (
    <>
      <span class="tile-number">{joker ? '☺' : number}</span>
      <span class="tile-mark">{MARKS[colour]}</span>
    </>
  );
  // A tile nobody may pick now is an image with its name, not a disabled button. `data-tile`
  // names the very tile (`red-7-a`): the name says only what a player sees, its twin looks the same.
  return onClick ? (
    <button class={look} aria-label={label} aria-pressed={!!selected} onClick={onClick} data-tile={tile}>
      {face}
    </button>
  ) : (
    <span class={look} role="img" aria-label={label} data-tile={tile}>
      {face}
    </span>
  );
}

/**
 * Rummiduck: the table and this player's rack. A move is built on a draft of the table: pick
 * tiles (from the rack or the table), form a new set of them or add them to a set, then lay
 * the whole table; or draw.
 */
export function RummiduckTable({ view, board, moves, me, send, recent = [] }: GameTableProps<'rummiduck'>) {
  const mine = moves.filter(isRummiduckMove);
  const myMove = mine.length > 0;
  const [draft, setDraft] = useState<RummiduckTile[][]>(board.table);
  const [selected, setSelected] = useState<RummiduckTile[]>([]);
  // Every new version starts a fresh draft from the table as it now lies.
  useEffect(() => {
    setDraft(board.table);
    setSelected([]);
  }, [view.version]);

  const onDraft = new Set(draft.flat());
  const rack = inRackOrder((board.rack ?? []).filter((tile) => !onDraft.has(tile)));
  const laidFromRack = (board.rack ?? []).some((tile) => onDraft.has(tile));
  const toggle = (tile: RummiduckTile) =>
    setSelected((picked) => (picked.includes(tile) ? picked.filter((t) => t !== tile) : [...picked, tile]));
  const without = (sets: RummiduckTile[][]) => sets.map((set) => set.filter((tile) => !selected.includes(tile)));
  const formSet = () => {
    setDraft((sets) => [...without(sets), arranged(selected)].filter((set) => set.length > 0));
    setSelected([]);
  };
  const addTo = (index: number) => {
    setDraft((sets) =>
      without(sets)
        .map((set, i) => (i === index ? arranged([...set, ...selected]) : set))
        .filter((set) => set.length > 0),
    );
    setSelected([]);
  };
  const reset = () => {
    setDraft(board.table);
    setSelected([]);
  };
  const pick = myMove ? toggle : undefined;
  // The tiles the last move laid, marked on the table.
  const justLaid = new Set(recent.flatMap((event) => (event.type === 'TablePlayed' ? (event.laid as RummiduckTile[]) : [])));

  return (
    <>
      <section class="card">
        <h2>
          Table <span class="muted small">{board.bag} tiles in the bag</span>
        </h2>
        {/* A list holds list items only (axe, aria-required-children): an empty table is a sentence. */}
        {draft.length === 0 ? (
          <p class="muted">Nothing on the table yet.</p>
        ) : (
          <div class="table-sets" role="list" aria-label="Sets on the table">
            {draft.map((set, index) => (
              <div class="set" role="listitem" aria-label={`Set ${index + 1}`}>
                {set.map((tile) => (
                  <Tile tile={tile} selected={selected.includes(tile)} last={justLaid.has(tile)} onClick={pick && (() => pick(tile))} />
                ))}
                {myMove && selected.length > 0 && (
                  <button class="add" aria-label={`Add the picked tiles to set ${index + 1}`} onClick={() => addTo(index)}>
                    +
                  </button>
                )}
              </div>
            ))}
          </div>
        )}
      </section>
      {board.rack && (
        <section class="card">
          <h2>
            Your rack{' '}
            <span class="muted small">
              {board.hasMelded[me] ? 'melded' : `first play: at least ${view.config.InitialMeld} points from your rack`}
            </span>
          </h2>
          <div class="rack">
            {rack.map((tile) => (
              <Tile tile={tile} selected={selected.includes(tile)} onClick={pick && (() => pick(tile))} />
            ))}
          </div>
          {myMove && (
            <div class="moves">
              <button onClick={formSet} disabled={selected.length === 0}>
                Form a set
              </button>
              <button onClick={() => send({ type: 'play', table: draft })} disabled={!laidFromRack || !mine.some((m) => m.type === 'play')}>
                Lay
              </button>
              <button class="secondary" onClick={reset}>
                Reset
              </button>
              <button class="secondary" onClick={() => send({ type: 'draw' })} disabled={!mine.some((m) => m.type === 'draw')}>
                Draw
              </button>
              <span class="muted small">Pick tiles, form sets or add them to sets, then lay the table.</span>
            </div>
          )}
        </section>
      )}
      <section class="card">
        <ul class="racks">
          {view.players.map(({ playerId, name }) => (
            <li>
              {name}: {board.racks[playerId] ?? 0} tiles{board.hasMelded[playerId] ? '' : ', not melded yet'}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
