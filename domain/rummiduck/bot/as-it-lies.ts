/**
 * A play that leaves the table's sets as they lie: the rack's best new sets (the search on the
 * rack alone), then rack tiles added at either end of a set, over and over while one fits.
 * The strong bot prefers it to a rebuild that lays no more, so a table changes only where a
 * rebuild pays, and players can follow it.
 */
import { readSet } from '../sets.ts';
import { tile, type TileId } from '../tiles.ts';
import { rebuild, type Limit, type Rebuild, type Weights } from './rebuild.ts';
import { supplyOf } from './supply.ts';

export function asItLies(
  table: readonly (readonly TileId[])[],
  rack: readonly TileId[],
  colourMatters: boolean,
  weights: Weights,
  limit: Limit,
): { best: Rebuild | null; nodes: number } {
  const search = rebuild(supplyOf([], rack), colourMatters, weights, limit);
  if (!search.best) return search;
  const sets = [...table.map((set) => [...set]), ...search.best.sets];
  const laid = [...search.best.laid];
  let value = search.best.value;
  const grown = (set: readonly TileId[], id: TileId) =>
    [
      [...set, id],
      [id, ...set],
    ].find((g) => readSet(g, colourMatters).valid);
  let left = rack.filter((id) => !laid.includes(id) && !tile(id).joker);
  for (let added = true; added;) {
    added = false;
    for (const id of left) {
      const at = sets.findIndex((set) => grown(set, id));
      if (at < 0) continue;
      sets[at] = grown(sets[at]!, id)!;
      laid.push(id);
      const t = tile(id);
      value += t.joker ? 0 : weights.natural(t.number);
      added = true;
    }
    left = left.filter((id) => !laid.includes(id));
  }
  return { best: { sets, laid, value }, nodes: search.nodes };
}
