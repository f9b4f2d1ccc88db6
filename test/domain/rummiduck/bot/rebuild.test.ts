/**
 * The rebuild search (domain/rummiduck/bot/rebuild.ts) against an exhaustive one on small
 * tables: it lays rack tiles worth exactly as much as the best split of the table's and rack's
 * tiles into valid sets, every table tile placed.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../domain/kernel/index.ts';
import { rebuild, type Weights } from '../../../../domain/rummiduck/bot/rebuild.ts';
import { supplyOf } from '../../../../domain/rummiduck/bot/supply.ts';
import { readSet } from '../../../../domain/rummiduck/sets.ts';
import { ALL_TILES, tile, type TileId } from '../../../../domain/rummiduck/tiles.ts';

const weights: Weights = { natural: (n) => 100 + n, joker: () => 50 };
const worth = (id: TileId) => {
  const t = tile(id);
  return t.joker ? weights.joker(0) : weights.natural(t.number);
};

/** Every order of `set` that is a valid set, if any (jokers tried in every place). */
function asSet(set: TileId[], colourMatters: boolean): TileId[] | null {
  const naturals = set
    .filter((id) => !tile(id).joker)
    .sort((a, b) => {
      const [x, y] = [tile(a), tile(b)];
      return (x.joker ? 0 : x.number) - (y.joker ? 0 : y.number);
    });
  let orders: TileId[][] = [naturals];
  for (const joker of set.filter((id) => tile(id).joker)) {
    orders = orders.flatMap((o) => Array.from({ length: o.length + 1 }, (_, i) => [...o.slice(0, i), joker, ...o.slice(i)]));
  }
  return orders.find((o) => readSet(o, colourMatters).valid) ?? null;
}

/** The most the rack's tiles can be worth laid, every table tile placed: exhaustive over splits. */
function exhaustive(table: TileId[], rack: TileId[], colourMatters: boolean): number {
  const tiles = [...table, ...rack];
  const fromTable = new Set(table);
  const sets: number[] = [];
  for (let mask = 1; mask < 1 << tiles.length; mask++) {
    const size = mask.toString(2).replaceAll('0', '').length;
    if (
      size >= 3 &&
      asSet(
        tiles.filter((_, i) => mask & (1 << i)),
        colourMatters,
      )
    )
      sets.push(mask);
  }
  const mandatory = tiles.reduce((m, id, i) => (fromTable.has(id) ? m | (1 << i) : m), 0);
  let best = -1;
  const cover = (used: number, value: number, from: number) => {
    if ((used & mandatory) === mandatory) best = Math.max(best, value);
    for (let s = from; s < sets.length; s++) {
      const set = sets[s]!;
      if (set & used) continue;
      const laid = tiles.reduce((v, id, i) => (set & (1 << i) && !fromTable.has(id) ? v + worth(id) : v), 0);
      cover(used | set, value + laid, s + 1);
    }
  };
  cover(0, 0, 0);
  return best;
}

/** A small valid table (a few random sets) and a few rack tiles from what is left. */
function instance(random: () => number, jokers: boolean, colourMatters = false): { table: TileId[]; rack: TileId[] } {
  const pool = ALL_TILES.filter((id) => jokers || !tile(id).joker).filter(() => random() < 0.3);
  const table: TileId[] = [];
  for (let tries = 0; tries < 40 && table.length < 8; tries++) {
    const pick = Array.from({ length: 3 + Math.floor(random() * 2) }, () => pool[Math.floor(random() * pool.length)]!);
    if (new Set(pick).size === pick.length && pick.every((id) => !table.includes(id)) && asSet(pick, colourMatters)) table.push(...pick);
  }
  const left = pool.filter((id) => !table.includes(id));
  const rack = Array.from({ length: 3 + Math.floor(random() * 3) }, () => left.splice(Math.floor(random() * left.length), 1)[0]!);
  return { table, rack };
}

describe('Rummiduck rebuild search', () => {
  it('ruling 3: lays as much as an exhaustive split of table and rack into valid sets, jokers included', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 150; i++) {
      const { table, rack } = instance(random, i % 2 === 1);
      const found = rebuild(supplyOf(table, rack), false, weights, { nodes: 10_000_000 }).best!;
      expect(found.value, JSON.stringify({ table, rack, found })).toBe(exhaustive(table, rack, false));
      // What it lays out is that value: valid sets holding every table tile and the rack tiles it counts.
      expect(found.sets.every((set) => readSet(set, false).valid)).toBe(true);
      expect(found.sets.flat().sort()).toEqual([...table, ...found.laid].sort());
      expect(found.laid.reduce((v, id) => v + worth(id), 0)).toBe(found.value);
    }
  });

  it('ruling 2: with JokerColourMatters each joker stands only for its own colour, in runs and groups', () => {
    const random = seededRandom(12);
    for (let i = 0; i < 80; i++) {
      const { table, rack } = instance(random, true, true);
      const found = rebuild(supplyOf(table, rack), true, weights, { nodes: 10_000_000 }).best!;
      expect(found.value, JSON.stringify({ table, rack })).toBe(exhaustive(table, rack, true));
      expect(found.sets.every((set) => readSet(set, true).valid)).toBe(true);
    }
  });
});
