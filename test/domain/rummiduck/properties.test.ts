/**
 * Property tests over random legal games: a bot picks, for the player whose turn it is, a draw,
 * a timeout or a play it found (new sets from the rack, a rack tile added to a table set), with
 * fast-check choosing the deal, the config and every choice. Every loop is bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../../domain/kernel/index.ts';
import type { Event, State } from '../../../domain/rummiduck/index.ts';
import { rummiduck } from '../../../domain/rummiduck/index.ts';
import { readSet } from '../../../domain/rummiduck/sets.ts';
import { ALL_TILES, COLOURS, rackPoints, tile } from '../../../domain/rummiduck/tiles.ts';
import { testDraws } from '../../support/spec.ts';

const MAX_MOVES = 600;

/** Valid sets the bot sees in a rack: runs of three, groups of three or four, a pair with a joker. */
function setsInRack(rack: readonly string[], colourMatters: boolean): string[][] {
  const found: string[][] = [];
  const naturals = rack.filter((t) => !t.startsWith('joker'));
  const jokers = rack.filter((t) => t.startsWith('joker'));
  const byKey = new Map<string, string>();
  for (const t of naturals) {
    const x = tile(t);
    if (!x.joker) byKey.set(`${x.colour}-${x.number}`, t);
  }
  for (const colour of COLOURS) {
    for (let n = 1; n <= 11; n++) {
      const run = [n, n + 1, n + 2].map((k) => byKey.get(`${colour}-${k}`));
      if (run.every(Boolean)) found.push(run as string[]);
      const pair = [n, n + 1].map((k) => byKey.get(`${colour}-${k}`));
      if (pair.every(Boolean)) for (const j of jokers) found.push([...(pair as string[]), j]);
    }
  }
  for (let n = 1; n <= 13; n++) {
    const group = COLOURS.map((c) => byKey.get(`${c}-${n}`)).filter((t): t is string => t !== undefined);
    if (group.length >= 3) found.push(group);
  }
  return found.filter((set) => readSet(set, colourMatters).valid);
}

/** Plays the bot may try: a few new sets at once, or one rack tile added to one end of a table set. */
function candidatePlays(state: State, player: string, choice: number): string[][][] {
  const rack = state.racks[player] ?? [];
  const table = state.table.map((s) => [...s]);
  const { JokerColourMatters, InitialMeld } = state.config;
  const plays: string[][][] = [];
  const used = new Set<string>();
  const meld: string[][] = [];
  for (const set of setsInRack(rack, JokerColourMatters)) {
    if (set.some((t) => used.has(t))) continue;
    set.forEach((t) => used.add(t));
    meld.push(set);
  }
  const points = meld.reduce((sum, s) => sum + ((r) => (r.valid ? r.points : 0))(readSet(s, JokerColourMatters)), 0);
  if (meld.length > 0 && (state.hasMelded[player] || points >= InitialMeld)) plays.push([...table, ...meld]);
  if (state.hasMelded[player]) {
    if (meld[0]) plays.push([meld[0], ...table]);
    for (let k = 0; k < Math.min(6, rack.length); k++) {
      const t = rack[(choice + k) % rack.length]!;
      table.forEach((set, i) => {
        for (const grown of [
          [...set, t],
          [t, ...set],
        ]) {
          if (readSet(grown, JokerColourMatters).valid) plays.push(table.map((s, j) => (j === i ? grown : s)));
        }
      });
    }
  }
  return plays;
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
};

/** Plays one random game; `check` runs after every step. */
function playGame(
  config: Record<string, unknown>,
  players: string[],
  deck: string[],
  choices: number[],
  check: (before: State, after: State, events: Event[]) => void = () => {},
): { state: State; events: Event[] } {
  const parsed = rummiduck.configSchema.parse(config);
  const events: Event[] = rummiduck.start(parsed, players, testDraws([], deck));
  let state = events.reduce(rummiduck.evolve, rummiduck.initialState(parsed, players));
  for (let move = 0; move < MAX_MOVES && !rummiduck.result(state); move++) {
    const choice = choices[move % choices.length]!;
    const player = rummiduck.turn(state)!.playerId;
    const plays = candidatePlays(state, player, choice);
    let step: Event[];
    if (choice % 10 === 0) step = rummiduck.timeout(state, testDraws());
    else if (plays.length > 0 && choice % 3 !== 0) {
      const outcome = rummiduck.decide(state, { type: 'play', table: plays[choice % plays.length]! }, player, testDraws());
      if (isViolation(outcome)) throw new Error(`the bot's play was refused: ${outcome.detail}`);
      step = outcome;
    } else {
      const outcome = rummiduck.decide(state, { type: 'draw' }, player, testDraws());
      if (isViolation(outcome)) throw new Error(`a listed draw was refused: ${outcome.detail}`);
      step = outcome;
    }
    deepFreeze(state);
    deepFreeze(step);
    const before = state;
    state = step.reduce(rummiduck.evolve, state);
    events.push(...step);
    check(before, state, step);
  }
  return { state, events };
}

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }).map((n) => ['ann', 'bob', 'cy', 'dee'].slice(0, n)),
  config: fc.record({
    StartTiles: fc.integer({ min: 3, max: 14 }),
    InitialMeld: fc.integer({ min: 0, max: 30 }),
    TimeoutTiles: fc.integer({ min: 1, max: 3 }),
    JokerColourMatters: fc.boolean(),
  }),
  deck: fc.shuffledSubarray([...ALL_TILES], { minLength: 106, maxLength: 106 }),
  choices: fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }),
});

const tilesIn = (value: unknown): string[] => {
  if (typeof value === 'string') return ALL_TILES.includes(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(tilesIn);
  return [];
};

describe('properties of random legal games', () => {
  it('replay gives the same state; the game always ends; evolve never mutates', () => {
    fc.assert(
      fc.property(gameArb, ({ players, config, deck, choices }) => {
        const { state, events } = playGame(config, players, deck, choices);
        expect(rummiduck.result(state)).not.toBeNull();
        expect(events.at(-1)?.type).toBe('GameEnded');
        const parsed = rummiduck.configSchema.parse(config);
        const replayed = (JSON.parse(JSON.stringify(events)) as Event[]).reduce(rummiduck.evolve, rummiduck.initialState(parsed, players));
        expect(replayed).toEqual(state);
      }),
      { numRuns: 25 },
    );
  });

  it('tiles are conserved: table + racks + bag are the 106, each once, after every move', () => {
    fc.assert(
      fc.property(gameArb, ({ players, config, deck, choices }) => {
        playGame(config, players, deck, choices, (_before, after) => {
          const all = [...after.table.flat(), ...Object.values(after.racks).flat(), ...after.bag];
          expect(all.length).toBe(106);
          expect(new Set(all).size).toBe(106);
        });
      }),
      { numRuns: 15 },
    );
  });

  it('scores equal the racks: losers lose their rack points, the fewest points win, the scores sum to zero', () => {
    fc.assert(
      fc.property(gameArb, ({ players, config, deck, choices }) => {
        const { state } = playGame(config, players, deck, choices);
        const result = rummiduck.result(state)!;
        const points = Object.fromEntries(players.map((p) => [p, rackPoints(state.racks[p]!, state.config.JokerPoints)]));
        const fewest = Math.min(...Object.values(points));
        expect(result.winners).toEqual(players.filter((p) => points[p] === fewest));
        for (const p of players) if (!result.winners.includes(p)) expect(result.scores[p]).toBe(-points[p]!);
        expect(Object.values(result.scores).reduce((a, b) => a + b, 0)).toBe(0);
        expect(Object.keys(result.scores).sort()).toEqual([...players].sort());
      }),
      { numRuns: 15 },
    );
  });

  it("redact and board never contain another player's rack tile or a bag tile", () => {
    fc.assert(
      fc.property(gameArb, ({ players, config, deck, choices }) => {
        const parsed = rummiduck.configSchema.parse(config);
        const hiddenFrom = (state: State, viewer: string | null) =>
          new Set([...state.bag, ...players.filter((p) => p !== viewer).flatMap((p) => state.racks[p] ?? [])]);
        const look = (state: State, events: Event[]) => {
          for (const viewer of [...players, null]) {
            const hidden = hiddenFrom(state, viewer);
            const seen = [...tilesIn(rummiduck.board(state, viewer)), ...events.flatMap((e) => tilesIn(rummiduck.redact(e, viewer)))];
            expect(seen.filter((t) => hidden.has(t))).toEqual([]);
          }
        };
        const deal = rummiduck.start(parsed, players, testDraws([], deck));
        look(deal.reduce(rummiduck.evolve, rummiduck.initialState(parsed, players)), deal);
        playGame(config, players, deck, choices, (_before, after, events) => look(after, events));
      }),
      { numRuns: 15 },
    );
  });

  it('the events each viewer was given, stood in for, fold into the board and turn they were shown after every move', () => {
    fc.assert(
      fc.property(gameArb, ({ players, config, deck, choices }) => {
        const parsed = rummiduck.configSchema.parse(config);
        const viewers = [...players, null];
        const seen = new Map(viewers.map((viewer) => [viewer, rummiduck.initialState(parsed, players)]));
        const follow = (after: State, events: Event[]) => {
          for (const viewer of viewers) {
            const given = events.map((e) => rummiduck.redact(e, viewer));
            const state = given.reduce((s, e) => rummiduck.evolve(s, rummiduck.standIn!(s, e)), seen.get(viewer)!);
            seen.set(viewer, state);
            expect(rummiduck.board(state, viewer)).toEqual(rummiduck.board(after, viewer));
            expect(rummiduck.turn(state)).toEqual(rummiduck.turn(after));
          }
        };
        const deal = rummiduck.start(parsed, players, testDraws([], deck));
        follow(deal.reduce(rummiduck.evolve, rummiduck.initialState(parsed, players)), deal);
        playGame(config, players, deck, choices, (_before, after, events) => follow(after, events));
      }),
      { numRuns: 15 },
    );
  });

  it('legalMoves lists exactly what decide accepts: each listed move is accepted, moves not listed are refused', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ players, config, deck, choices }, salt) => {
        const probe = (state: State) => {
          for (const p of [...players, 'stranger']) {
            const moves = rummiduck.legalMoves(state, p) as { type: string }[];
            const draw = rummiduck.decide(state, { type: 'draw' }, p, testDraws());
            expect(!isViolation(draw)).toBe(moves.some((m) => m.type === 'draw'));
            if (!moves.some((m) => m.type === 'play')) {
              const table = [...state.table.map((s) => [...s]), (state.racks[p] ?? ALL_TILES).slice(0, 3)];
              expect(isViolation(rummiduck.decide(state, { type: 'play', table }, p, testDraws()))).toBe(true);
            } else {
              // Listed: some play is accepted for this player whenever the bot finds one.
              const plays = candidatePlays(state, p, salt);
              for (const table of plays.slice(0, 3))
                expect(isViolation(rummiduck.decide(state, { type: 'play', table }, p, testDraws()))).toBe(false);
              // A random table of rack tiles is accepted exactly when its sets are valid and the meld is enough.
              const random = [...state.table.map((s) => [...s]), (state.racks[p] ?? []).slice(salt % 3, (salt % 3) + 3)];
              const outcome = rummiduck.decide(state, { type: 'play', table: random }, p, testDraws());
              if (isViolation(outcome)) expect(outcome.violation).toBe('illegal-move');
            }
          }
        };
        const { state } = playGame(config, players, deck, choices, (before) => probe(before));
        probe(state);
      }),
      { numRuns: 10 },
    );
  });
});
