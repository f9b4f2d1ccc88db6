/**
 * How long checking a play takes: decide of a `play` against a table of 90 tiles in 25 sets
 * with both jokers on it, a rebuild that adds one rack tile. Run alone: `npx tsx bench/rummiduck-check.ts`.
 */
import { performance } from 'node:perf_hooks';
import type { Draws } from '../domain/kernel/index.ts';
import { isViolation } from '../domain/kernel/index.ts';
import type { State } from '../domain/rummiduck/index.ts';
import { rummiduck } from '../domain/rummiduck/index.ts';
import { ALL_TILES } from '../domain/rummiduck/tiles.ts';

const REPETITIONS = 20_000;
const WARM_UP = 2_000;

const refuse = () => {
  throw new Error('checking a play draws nothing');
};
const noDraws: Draws = { dice: refuse, shuffle: refuse };

const run = (colour: string, copy: 'a' | 'b', from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${colour}-${from + i}-${copy}`);

/** 25 sets, 90 tiles; the red joker stands for blue-2-b, the black one for orange-6-b. */
export function tableOf90(): string[][] {
  const cuts = [
    [1, 3],
    [4, 6],
    [7, 9],
    [10, 13],
  ] as const;
  return [
    ...['black', 'blue', 'orange', 'red'].flatMap((c) => cuts.map(([from, to]) => run(c, 'a', from, to))),
    run('black', 'b', 1, 4),
    run('black', 'b', 5, 8),
    run('black', 'b', 9, 13),
    ['blue-1-b', 'joker-red', 'blue-3-b', 'blue-4-b'],
    run('blue', 'b', 5, 8),
    run('blue', 'b', 9, 13),
    run('orange', 'b', 1, 4),
    ['orange-5-b', 'joker-black', 'orange-7-b', 'orange-8-b'],
    run('orange', 'b', 9, 12),
  ];
}

/** Two melded players, Ann to move, the table above; the state is set up directly, not played to. */
export function benchState(table: string[][]): State {
  const config = rummiduck.configSchema.parse({});
  const onTable = new Set(table.flat());
  const rest = ALL_TILES.filter((t) => !onTable.has(t));
  const racks = { ann: ['blue-2-b', 'orange-6-b', ...run('red', 'b', 1, 4)], bob: run('red', 'b', 5, 10) };
  const bag = rest.filter((t) => !racks.ann.includes(t) && !racks.bob.includes(t));
  const dealt = rummiduck.evolve(rummiduck.initialState(config, ['ann', 'bob']), {
    type: 'TilesDealt',
    racks,
    rackSizes: { ann: 6, bob: 6 },
    bag,
    bagSize: bag.length,
  });
  return { ...dealt, table, hasMelded: { ann: true, bob: true } };
}

export async function benchRummiduckCheck(): Promise<Record<string, number>> {
  const table = tableOf90();
  const state = benchState(table);
  // The rebuild: blue-2-b from the rack takes the red joker's place, the joker becomes orange 13.
  const rebuilt = table.map((set) => [...set]);
  rebuilt[19] = ['blue-1-b', 'blue-2-b', 'blue-3-b', 'blue-4-b'];
  rebuilt[24] = [...run('orange', 'b', 9, 12), 'joker-red'];
  const command = { type: 'play' as const, table: rebuilt };
  const first = rummiduck.decide(state, command, 'ann', noDraws);
  if (isViolation(first)) throw new Error(`the benchmark's play is refused: ${first.detail}`);

  const micros: number[] = [];
  for (let i = 0; i < WARM_UP + REPETITIONS; i++) {
    const started = performance.now();
    rummiduck.decide(state, command, 'ann', noDraws);
    if (i >= WARM_UP) micros.push((performance.now() - started) * 1000);
  }
  micros.sort((a, b) => a - b);
  const at = (q: number) => micros[Math.min(micros.length - 1, Math.floor(q * micros.length))]!;
  return {
    tableTiles: table.flat().length,
    tableSets: table.length,
    repetitions: REPETITIONS,
    medianMicros: Math.round(at(0.5) * 10) / 10,
    p99Micros: Math.round(at(0.99) * 10) / 10,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchRummiduckCheck());
}
