/**
 * Rummiduck `strong`: the most a turn can lay, found by rebuilding the whole table
 * (rebuild.ts). The initial meld is the rack's best points alone, the table left as it lies
 * (ruling 4), with jokers only when it cannot be made without. After it, every rack tile laid
 * is worth a hundred and its number (most tiles first, then most points); a rack joker is
 * kept unless it brings two more tiles, until the end nears (a short rack, an empty bag, an
 * opponent close to out), when it is worth laying as much as a tile.
 *
 * The search is bounded by `limit` (transitions, and time when the adapter hands in a clock),
 * spent in order on: a play that leaves
 * the table as it lies (as-it-lies.ts), a rebuild that keeps the sets holding jokers as they
 * lie and the rack's jokers back (small: no joker to place), and, when jokers are about, the
 * full rebuild with every joker free. Each is kept only if it lays more than those before it,
 * so the table changes only where that pays; when the budget runs out, the best so far is played.
 */
import type { PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import type { TileId } from '../tiles.ts';
import { tile } from '../tiles.ts';
import { asItLies } from './as-it-lies.ts';
import { rebuild, spent, type Limit, type Rebuild, type Weights } from './rebuild.ts';
import { supplyOf } from './supply.ts';
import { boardOf, type RummiduckView } from './view.ts';

/** Measured in bench/bots.ts: a full search of this many transitions stays within 300 ms here. */
export const NODE_BUDGET = 1_500_000;

const TILE = 100;
const isJoker = (id: TileId) => tile(id).joker;

export interface Decision {
  readonly command: Command;
  /** Transitions searched; whether the full search gave up. */
  readonly nodes: number;
  readonly gaveUp: boolean;
}

const play = (table: readonly (readonly TileId[])[], found: Rebuild): Command => ({
  type: 'play',
  table: [...table.map((set) => [...set]), ...found.sets],
});

function initialMeld(view: RummiduckView, rack: readonly TileId[], table: TileId[][], limit: Limit): Decision {
  const { InitialMeld, JokerColourMatters } = view.config;
  const points: Weights = { natural: (n) => n, joker: (n) => n };
  let nodes = 0;
  for (const hand of [rack.filter((id) => !isJoker(id)), rack]) {
    const search = rebuild(supplyOf([], hand), JokerColourMatters, points, spent(limit, nodes));
    if (!search.best) return { command: { type: 'draw' }, nodes: nodes + search.nodes, gaveUp: true };
    nodes += search.nodes;
    if (search.best.laid.length > 0 && search.best.value >= InitialMeld) return { command: play(table, search.best), nodes, gaveUp: false };
  }
  return { command: { type: 'draw' }, nodes, gaveUp: false };
}

type Search = (limit: Limit) => { readonly best: Rebuild | null; readonly nodes: number };

function rebuildPlay(view: RummiduckView, me: PlayerId, limit: Limit): Decision {
  const { table, rack, racks, bag } = boardOf(view);
  const opponents = Object.entries(racks)
    .filter(([p]) => p !== me)
    .map(([, n]) => n);
  const endNear = rack.length <= 6 || bag === 0 || Math.min(...opponents) <= 3;
  const weights: Weights = { natural: (n) => TILE + n, joker: () => (endNear ? TILE : -1.5 * TILE) };
  const colourMatters = view.config.JokerColourMatters;
  const withJokers = table.filter((set) => set.some(isJoker));
  const naturals = table.filter((set) => !set.some(isJoker)).flat();

  // Cheapest first; a later one is kept only if it lays more. The first two always fit a budget.
  const searches: Search[] = [
    (left) => asItLies(table, rack, colourMatters, weights, left),
    (left) => {
      const found = rebuild(
        supplyOf(
          naturals,
          rack.filter((id) => !isJoker(id)),
        ),
        colourMatters,
        weights,
        left,
      );
      return { ...found, best: found.best && { ...found.best, sets: [...withJokers.map((set) => [...set]), ...found.best.sets] } };
    },
    ...(withJokers.length > 0 || rack.some(isJoker)
      ? [(left: Limit) => rebuild(supplyOf(table.flat(), rack), colourMatters, weights, left)]
      : []),
  ];
  let best: Rebuild | null = null;
  let nodes = 0;
  let gaveUp = false;
  for (const search of searches) {
    const found = search(spent(limit, nodes));
    nodes += found.nodes;
    if (!found.best) {
      gaveUp = true;
      break;
    }
    if (!best || found.best.value > best.value) best = found.best;
  }
  if (!best || best.laid.length === 0 || best.value <= 0) return { command: { type: 'draw' }, nodes, gaveUp };
  return { command: { type: 'play', table: best.sets }, nodes, gaveUp };
}

export function strongDecision(view: RummiduckView, me: PlayerId, limit: Limit = { nodes: NODE_BUDGET }): Decision {
  const board = boardOf(view);
  if (!board.hasMelded[me]) return initialMeld(view, board.rack, board.table, limit);
  return rebuildPlay(view, me, limit);
}
