/**
 * The best rebuild of the table with rack tiles: a dynamic programme over the numbers 1 to 13
 * (after van Rijn, Takes and Vis, "The complexity of Rummikub problems", 2015). Going up the
 * numbers, each colour has two run slots (its two copies), each empty or holding a run of 1,
 * 2, or 3 and more tiles; at each number every tile of it is put into a run slot or a group
 * of that number. Table tiles must all be placed; rack tiles may be, each worth its weight;
 * jokers fill any run slot or group place (with JokerColourMatters only of their colour). The
 * state is the slots of the four colours and the jokers placed so far: at most 10⁴ × 4 a
 * number. The best state at 13 with every run closed and every table joker placed is the
 * rebuild; the choices that led there are read back to lay out the sets.
 *
 * Its work is counted in transitions tried and bounded by `limit.nodes`, so the domain stays
 * pure and the bound holds on any machine; the adapter may also hand in a clock, `outOfTime`,
 * asked every few thousand transitions. A search that reaches either gives up (the caller
 * falls back to simpler plays).
 */
import { COLOURS, type TileId } from '../tiles.ts';
import { groupsFor, type Group } from './groups.ts';
import { JOKER_BITS, jokerColour, jokerId, type Supply } from './supply.ts';

export interface Weights {
  /** What laying a rack tile of `number` is worth. */
  readonly natural: (number: number) => number;
  /** What laying a rack joker that stands for `number` is worth. */
  readonly joker: (number: number) => number;
}

export interface Rebuild {
  readonly sets: TileId[][];
  /** The rack tiles laid. */
  readonly laid: TileId[];
  readonly value: number;
}

/** How much a search may do: transitions, and (from the adapter, with its clock) time. */
export interface Limit {
  readonly nodes: number;
  readonly outOfTime?: () => boolean;
}

/** The same limit less the transitions already spent. */
export const spent = (limit: Limit, nodes: number): Limit => ({ ...limit, nodes: limit.nodes - nodes });

export interface Search {
  /** The best rebuild, or null when the budget ran out first. */
  readonly best: Rebuild | null;
  readonly nodes: number;
}

// Run slot lengths 0..3 (3: three or more), two slots a colour, as an unordered pair.
const PAIRS = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 2],
  [2, 3],
  [3, 3],
] as const;
const pairCode = (a: number, b: number) => PAIRS.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
const CLOSED = new Set([pairCode(0, 0), pairCode(0, 3), pairCode(3, 3)]);

const IDLE = 0,
  START = 1,
  CONTINUE = 2,
  END = 3;
type Action = typeof IDLE | typeof START | typeof CONTINUE | typeof END;
const after = (length: number, action: Action) => (action === START ? 1 : action === CONTINUE ? Math.min(length + 1, 3) : 0);
const actionsFor = (length: number): Action[] => (length === 0 ? [IDLE, START] : length === 3 ? [CONTINUE, END] : [CONTINUE]);

interface SlotOption {
  readonly actions: readonly [Action, Action];
  readonly next: number;
  /** Tiles of this number and colour the runs take. */
  readonly uses: number;
}

/** For each pair, what its two slots may do at the next number: a slot of 1 or 2 must go on. */
const OPTIONS: readonly (readonly SlotOption[])[] = PAIRS.map(([a, b]) => {
  const options: SlotOption[] = [];
  for (const x of actionsFor(a)) {
    for (const y of actionsFor(b)) {
      const next = pairCode(after(a, x), after(b, y));
      const uses = Number(x === START || x === CONTINUE) + Number(y === START || y === CONTINUE);
      if (!options.some((o) => o.next === next && o.uses === uses)) options.push({ actions: [x, y], next, uses });
    }
  }
  return options;
});

const MINUS = -Infinity;
/** Every state: the four colours' pairs (10⁴) and the jokers placed (4). */
const STATES = 10_000 * 4;

/**
 * One number, prepared: the best groups for the run tiles `r` (colour by colour in base 3) and
 * the group jokers, which prefixes of `r` can still make groups, and each colour's run moves.
 * A move packs the pair's next code (bits 0-3), the naturals it takes (4-5), its jokers
 * (6-7) and the option's index (8-).
 */
interface Layer {
  readonly groupValue: Float64Array;
  readonly groupCounts: Int32Array;
  readonly prefixOk: readonly Uint8Array[];
  readonly moves: readonly (readonly Int32Array[])[];
  readonly jokerValue: Float64Array;
}

interface Context {
  readonly supply: Supply;
  readonly colourMatters: boolean;
  readonly weights: Weights;
  /** Both jokers alike (same place, colour not mattering): the red one is always placed first. */
  readonly alike: boolean;
}

/**
 * The best groups for each `r` (run tiles by colour), group jokers and `full`: the colours
 * whose runs take a rack joker at this number, which must then place every tile of theirs
 * too. A rack joker never stands in a run for a tile that could lie there instead: swapping
 * them is as good (the joker stays on the rack), and the search is smaller. A table joker must
 * lie somewhere, perhaps only where it lies, so it is not held to that.
 */
function groupsOf(ctx: Context, number: number, tableCount: number[], available: number[]) {
  const groups = groupsFor(ctx.colourMatters);
  const groupValue = new Float64Array(81 * 16 * 4).fill(MINUS);
  const groupCounts = new Int32Array(81 * 16 * 4);
  const worth = [0, 1, 2, 3].map((mask) => jokersWorth(ctx, mask, number));
  const tile = ctx.weights.natural(number);
  // Colour by colour: the run tiles r, the group tiles g (table tiles all placed, no more than there are).
  const visit = (c: number, rIndex: number, gIndex: number, laid: number, complete: number): void => {
    if (c === 4) {
      for (let mask = 0; mask < 4; mask++) {
        if (!groups[gIndex * 4 + mask]) continue;
        const value = laid + worth[mask]!;
        for (let full = complete; ; full = (full - 1) & complete) {
          const at = (rIndex * 16 + full) * 4 + mask;
          if (value > groupValue[at]!) {
            groupValue[at] = value;
            groupCounts[at] = gIndex;
          }
          if (full === 0) break;
        }
      }
      return;
    }
    for (let r = 0; r <= available[c]!; r++) {
      for (let g = Math.max(0, tableCount[c]! - r); r + g <= available[c]!; g++) {
        const placed = r + g;
        const done = placed === available[c]! ? complete | (1 << c) : complete;
        visit(c + 1, rIndex * 3 + r, gIndex * 3 + g, laid + (placed - tableCount[c]!) * tile, done);
      }
    }
  };
  visit(0, 0, 0, 0, 0);
  return { groupValue, groupCounts };
}

const jokersWorth = (ctx: Context, mask: number, number: number) =>
  JOKER_BITS.reduce((sum, bit) => sum + (mask & bit & ctx.supply.rackJokers ? ctx.weights.joker(number) : 0), 0);

/** The jokers (as masks) that can fill `count` run places of colour `c` from the free ones. */
function jokerPicks(ctx: Context, count: number, free: number, c: number): number[] {
  if (count === 0) return [0];
  const bits = JOKER_BITS.filter((bit) => free & bit && (!ctx.colourMatters || COLOURS[c] === jokerColour(bit)));
  if (count === 2) return bits.length === 2 ? [3] : [];
  return ctx.alike ? bits.slice(0, 1) : bits;
}

function layerOf(ctx: Context, number: number): Layer {
  const tableCount = COLOURS.map((_, c) => ctx.supply.onTable[number]![c]!.length);
  const available = COLOURS.map((_, c) => tableCount[c]! + ctx.supply.onRack[number]![c]!.length);
  const { groupValue, groupCounts } = groupsOf(ctx, number, tableCount, available);
  const prefixOk = [1, 2, 3].map((k) => {
    const ok = new Uint8Array(3 ** k);
    for (let at = 0; at < 81 * 16 * 4; at++) if (groupValue[at] !== MINUS) ok[Math.floor(at / 64 / 3 ** (4 - k))] = 1;
    return ok;
  });
  const moves = COLOURS.map((_, c) =>
    PAIRS.flatMap((_pair, code) =>
      [0, 1, 2, 3].map((free) => {
        const packed: number[] = [];
        OPTIONS[code]!.forEach((option, index) => {
          for (let naturals = Math.min(option.uses, available[c]!); naturals >= 0 && option.uses - naturals <= 2; naturals--) {
            for (const jokers of jokerPicks(ctx, option.uses - naturals, free, c)) {
              packed.push(option.next | (naturals << 4) | (jokers << 6) | (index << 8));
            }
          }
        });
        return Int32Array.from(packed);
      }),
    ),
  );
  const jokerValue = Float64Array.from([0, 1, 2, 3], (mask) => jokersWorth(ctx, mask, number));
  return { groupValue, groupCounts, prefixOk, moves, jokerValue };
}

/** The group jokers to try when `left` are free (the black one alone is the red one's twin when alike). */
const groupMasks = (alike: boolean): readonly (readonly number[])[] =>
  [0, 1, 2, 3].map((left) => [0, 1, 2, 3].filter((m) => (m & left) === m && !(alike && left === 3 && m === 2)));

/** What one transition chose: the four colours' moves and the group jokers, with the pairs it left. */
interface Step {
  readonly pairs: readonly number[];
  readonly moves: readonly number[];
  readonly groupJokers: number;
  readonly groupCounts: number;
}

/** The states reached at one number, with their best values and the states they came from. */
interface Layered {
  readonly states: Int32Array;
  readonly values: Float64Array;
  readonly from: Int32Array;
}

type Visit = (next: number, gain: number, m0: number, m1: number, m2: number, m3: number, groupJokers: number) => boolean;

export function rebuild(supply: Supply, colourMatters: boolean, weights: Weights, limit: Limit): Search {
  if (limit.nodes <= 0) return { best: null, nodes: 0 };
  let stopped = false;
  const stop = () => (stopped ||= nodes >= limit.nodes || ((nodes & 4095) === 0 && limit.outOfTime?.() === true));
  const present = supply.tableJokers | supply.rackJokers;
  const rack = supply.rackJokers;
  const ctx: Context = {
    supply,
    colourMatters,
    weights,
    alike: !colourMatters && (supply.tableJokers === 3 || supply.rackJokers === 3),
  };
  const layers = [null, ...Array.from({ length: 13 }, (_, i) => layerOf(ctx, i + 1))];
  const masks = groupMasks(ctx.alike);
  let nodes = 0;

  /** Every transition from `state` at `number`; `visit` returns true to stop. */
  function transitions(number: number, state: number, visit: Visit): boolean {
    const layer = layers[number]!;
    const [ok1, ok2, ok3] = layer.prefixOk as [Uint8Array, Uint8Array, Uint8Array];
    const used = state & 3;
    const free = present & ~used;
    const code = state >> 2;
    const [by0, by1, by2, by3] = layer.moves as [Int32Array[], Int32Array[], Int32Array[], Int32Array[]];
    const moves0 = by0[Math.floor(code / 1000) * 4 + free]!;
    for (let i0 = 0; i0 < moves0.length; i0++) {
      const m0 = moves0[i0]!;
      const r0 = (m0 >> 4) & 3;
      if (!ok1[r0]) continue;
      const f1 = free & ~((m0 >> 6) & 3);
      const moves1 = by1[(Math.floor(code / 100) % 10) * 4 + f1]!;
      for (let i1 = 0; i1 < moves1.length; i1++) {
        const m1 = moves1[i1]!;
        const r1 = r0 * 3 + ((m1 >> 4) & 3);
        if (!ok2[r1]) continue;
        const f2 = f1 & ~((m1 >> 6) & 3);
        const moves2 = by2[(Math.floor(code / 10) % 10) * 4 + f2]!;
        for (let i2 = 0; i2 < moves2.length; i2++) {
          const m2 = moves2[i2]!;
          const r2 = r1 * 3 + ((m2 >> 4) & 3);
          if (!ok3[r2]) continue;
          const f3 = f2 & ~((m2 >> 6) & 3);
          const moves3 = by3[(code % 10) * 4 + f3]!;
          for (let i3 = 0; i3 < moves3.length; i3++) {
            const m3 = moves3[i3]!;
            const rIndex = r2 * 3 + ((m3 >> 4) & 3);
            const left = f3 & ~((m3 >> 6) & 3);
            const runJokers = free & ~left;
            const full = ((m0 >> 6) & rack ? 1 : 0) | ((m1 >> 6) & rack ? 2 : 0) | ((m2 >> 6) & rack ? 4 : 0) | ((m3 >> 6) & rack ? 8 : 0);
            const next = (((m0 & 15) * 10 + (m1 & 15)) * 10 + (m2 & 15)) * 10 + (m3 & 15);
            for (const groupJokers of masks[left]!) {
              const groupValue = layer.groupValue[(rIndex * 16 + full) * 4 + groupJokers]!;
              if (groupValue === MINUS) continue;
              nodes++;
              const gain = groupValue + layer.jokerValue[runJokers]!;
              if (visit((next << 2) | used | runJokers | groupJokers, gain, m0, m1, m2, m3, groupJokers)) return true;
            }
          }
        }
      }
    }
    return false;
  }

  // Per number, the states reached with their best value and the state each came from,
  // gathered in dense scratch arrays while the number is searched, then kept compact.
  const scratchValue = new Float64Array(STATES).fill(MINUS);
  const scratchFrom = new Int32Array(STATES);
  const reached: Layered[] = [{ states: Int32Array.of(0), values: Float64Array.of(0), from: Int32Array.of(-1) }];
  for (let number = 1; number <= 13; number++) {
    const touched: number[] = [];
    const { states, values } = reached[number - 1]!;
    for (let i = 0; i < states.length; i++) {
      const state = states[i]!;
      const base = values[i]!;
      transitions(number, state, (to, gain) => {
        const value = base + gain;
        if (scratchValue[to] === MINUS) touched.push(to);
        if (value > scratchValue[to]!) {
          scratchValue[to] = value;
          scratchFrom[to] = state;
        }
        return stop();
      });
      if (stopped) return { best: null, nodes };
    }
    reached[number] = {
      states: Int32Array.from(touched),
      values: Float64Array.from(touched, (t) => scratchValue[t]!),
      from: Int32Array.from(touched, (t) => scratchFrom[t]!),
    };
    for (const t of touched) scratchValue[t] = MINUS;
  }
  const last = reached[13]!;
  let end = -1;
  let best = MINUS;
  last.states.forEach((state, i) => {
    const closed = [1000, 100, 10, 1].every((d) => CLOSED.has(Math.floor((state >> 2) / d) % 10));
    if (closed && (state & supply.tableJokers) === supply.tableJokers && last.values[i]! > best) [end, best] = [state, last.values[i]!];
  });
  if (end < 0) throw new Error('the table as it lies is a rebuild: the search cannot find none');
  return { best: layOut(readBack(end), best), nodes };

  /** The steps from number 1 to 13 that led to `end`. */
  function readBack(end: number): Step[] {
    const steps: Step[] = [];
    for (let number = 13, state = end; number >= 1; number--) {
      const here = reached[number]!;
      const at = here.states.indexOf(state);
      const from = here.from[at]!;
      const before = reached[number - 1]!;
      const target = here.values[at]! - before.values[before.states.indexOf(from)]!;
      let step: Step | null = null;
      transitions(number, from, (to, gain, m0, m1, m2, m3, groupJokers) => {
        if (to !== state || gain !== target) return false;
        const rIndex = [m0, m1, m2, m3].reduce((r, m) => r * 3 + ((m >> 4) & 3), 0);
        const full = [m0, m1, m2, m3].reduce((f, m, c) => f | ((m >> 6) & supply.rackJokers ? 1 << c : 0), 0);
        const pairs = [1000, 100, 10, 1].map((d) => Math.floor((from >> 2) / d) % 10);
        step = {
          pairs,
          moves: [m0, m1, m2, m3],
          groupJokers,
          groupCounts: layers[number]!.groupCounts[(rIndex * 16 + full) * 4 + groupJokers]!,
        };
        return true;
      });
      if (!step) throw new Error('a rebuild could not be read back');
      steps[number] = step;
      state = from;
    }
    return steps;
  }

  function layOut(steps: Step[], value: number): Rebuild {
    const pools = supply.onTable.map((byColour, n) => byColour.map((ids, c) => [...ids, ...supply.onRack[n]![c]!]));
    const natural = (n: number, c: number) => pools[n]![c]!.shift()!;
    const sets: TileId[][] = [];
    const slots: TileId[][][] = COLOURS.map(() => [[], []]);
    for (let number = 1; number <= 13; number++) {
      const step = steps[number]!;
      COLOURS.forEach((_, c) => {
        const move = step.moves[c]!;
        let naturals = (move >> 4) & 3;
        const jokers = JOKER_BITS.filter((bit) => (move >> 6) & bit);
        OPTIONS[step.pairs[c]!]![move >> 8]!.actions.forEach((action, s) => {
          const slot = slots[c]![s]!;
          if (action === END) sets.push(slot.splice(0));
          if (action !== START && action !== CONTINUE) return;
          slot.push(naturals-- > 0 ? natural(number, c) : jokerId(jokers.shift()!));
        });
        // Slots stay in the pair's order, shorter first, as the next step reads them.
        slots[c]!.sort((a, b) => Math.min(a.length, 3) - Math.min(b.length, 3));
      });
      const groups: readonly Group[] = groupsFor(colourMatters)[step.groupCounts * 4 + step.groupJokers]!;
      for (const group of groups) sets.push([...group.colours.map((c) => natural(number, c)), ...group.jokers.map(jokerId)]);
    }
    for (const colourSlots of slots) for (const slot of colourSlots) if (slot.length > 0) sets.push(slot);
    const fromRack = new Set([...supply.onRack.flat(2), ...JOKER_BITS.filter((bit) => bit & supply.rackJokers).map(jokerId)]);
    return { sets, laid: sets.flat().filter((id) => fromRack.has(id)), value };
  }
}
