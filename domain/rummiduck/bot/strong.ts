/**
 * Rummiduck `strong`: the most a turn can lay, found by rebuilding the whole table
 * (rebuild.ts). The initial meld is the rack's best points alone, the table left as it lies
 * (ruling 4), with jokers only when it cannot be made without. After it, every rack tile laid
 * is worth a hundred and its number (most tiles first, then most points); a rack joker is
 * kept unless it brings two more tiles, until the end nears (a short rack, an empty bag, an
 * opponent close to out), when it is worth laying as much as a tile.
 *
 * The search is bounded by `nodeBudget` transitions. A first rebuild keeps the sets that hold
 * jokers as they lie and keeps rack jokers back, and is always small; the full one, with every
 * joker free, runs only when jokers are about and gives way to the first if it runs out.
 */
import type { PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import type { TileId } from '../tiles.ts';
import { tile } from '../tiles.ts';
import { rebuild, type Rebuild, type Weights } from './rebuild.ts';
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

function initialMeld(view: RummiduckView, rack: readonly TileId[], table: TileId[][], nodeBudget: number): Decision {
  const { InitialMeld, JokerColourMatters } = view.config;
  const points: Weights = { natural: (n) => n, joker: (n) => n };
  let nodes = 0;
  for (const hand of [rack.filter((id) => !isJoker(id)), rack]) {
    if (nodes >= nodeBudget) return { command: { type: 'draw' }, nodes, gaveUp: true };
    const search = rebuild(supplyOf([], hand), JokerColourMatters, points, nodeBudget - nodes);
    nodes += search.nodes;
    const best = search.best;
    if (best && best.laid.length > 0 && best.value >= InitialMeld) return { command: play(table, best), nodes, gaveUp: false };
  }
  return { command: { type: 'draw' }, nodes, gaveUp: false };
}

function rebuildPlay(view: RummiduckView, me: PlayerId, nodeBudget: number): Decision {
  const board = boardOf(view);
  const opponents = Object.entries(board.racks).filter(([p]) => p !== me).map(([, n]) => n);
  const endNear = board.rack.length <= 6 || board.bag === 0 || Math.min(...opponents) <= 3;
  const weights: Weights = { natural: (n) => TILE + n, joker: () => (endNear ? TILE : -1.5 * TILE) };
  const colourMatters = view.config.JokerColourMatters;

  const kept = board.table.filter((set) => set.some(isJoker));
  const free = board.table.filter((set) => !set.some(isJoker));
  const first = rebuild(supplyOf(free.flat(), board.rack.filter((id) => !isJoker(id))), colourMatters, weights, nodeBudget);
  let best = first.best && { ...first.best, sets: [...kept, ...first.best.sets] };
  let nodes = first.nodes;
  let gaveUp = first.best === null;
  const jokersAbout = board.table.flat().some(isJoker) || board.rack.some(isJoker);
  if (jokersAbout && nodes < nodeBudget) {
    const full = rebuild(supplyOf(board.table.flat(), board.rack), colourMatters, weights, nodeBudget - nodes);
    nodes += full.nodes;
    gaveUp = full.best === null;
    if (full.best && (!best || full.best.value > best.value)) best = full.best;
  }
  if (!best || best.laid.length === 0 || best.value <= 0) return { command: { type: 'draw' }, nodes, gaveUp };
  return { command: { type: 'play', table: best.sets }, nodes, gaveUp };
}

export function strongDecision(view: RummiduckView, me: PlayerId, nodeBudget = NODE_BUDGET): Decision {
  const board = boardOf(view);
  if (!board.hasMelded[me]) return initialMeld(view, board.rack, board.table, nodeBudget);
  return rebuildPlay(view, me, nodeBudget);
}
