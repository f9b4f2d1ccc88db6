/** Property tests over random legal games (fast-check): legal moves and timeouts, random dice. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceKings, type Command, type Event, type State } from '../../../domain/dice-kings/index.ts';
import { BOXES, UPPER_BOXES } from '../../../domain/dice-kings/boxes.ts';
import { isViolation, type Draws } from '../../../domain/kernel/index.ts';
import { movesOf } from './helpers.ts';
import { seededRandom } from '../../support/seeded-random.ts';

/** Random dice, with one throw in eight a five of a kind so jokers and extra Dice Kings happen. */
const drawsFrom = (next: () => number): Draws => ({
  dice: (count) => {
    const face = 1 + Math.floor(next() * 6);
    return Array.from({ length: count }, () => (next() < 0.125 ? face : 1 + Math.floor(next() * 6)));
  },
  shuffle: (tiles) => [...tiles],
});

const gameArb: fc.Arbitrary<GameSpec> = fc.record({
  players: fc.integer({ min: 1, max: 6 }),
  Columns: fc.constantFrom(1 as const, 3 as const),
  JokerRule: fc.constantFrom('free' as const, 'forced' as const, false as const),
  seed: fc.integer(),
});

interface GameSpec {
  players: number;
  Columns: 1 | 3;
  JokerRule: 'free' | 'forced' | false;
  seed: number;
}

interface Game {
  config: ReturnType<typeof diceKings.configSchema.parse>;
  players: string[];
  events: Event[];
  state: State;
  states: State[];
}

/** Plays a whole game: the awaited player sends a random legal move, now and then the clock runs out. */
function playRandom({ players: count, Columns, JokerRule, seed }: GameSpec, keepStates = false): Game {
  const next = seededRandom(seed);
  const draws = drawsFrom(next);
  const config = diceKings.configSchema.parse({ Columns, JokerRule });
  const players = Array.from({ length: count }, (_, i) => `p${i}`);
  let events: Event[] = diceKings.start(config, players, draws);
  let state = events.reduce(diceKings.evolve, diceKings.initialState(config, players));
  const states: State[] = [];
  for (let i = 0; i < count * 39 * 4 + 10 && !diceKings.result(state); i++) {
    if (keepStates) states.push(state);
    const actor = diceKings.turn(state)!.playerId;
    const moves = movesOf(state, actor);
    const fresh =
      next() < 0.1
        ? diceKings.timeout(state, draws)
        : (diceKings.decide(state, moves[Math.floor(next() * moves.length)]!, actor, draws) as Event[]);
    expect(isViolation(fresh)).toBe(false);
    events = [...events, ...fresh];
    state = fresh.reduce(diceKings.evolve, state);
  }
  return { config, players, events, state, states };
}

describe('properties of random legal games', () => {
  it('replaying the events gives the same state', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const { config, players, events, state } = playRandom(game);
        expect(events.reduce(diceKings.evolve, diceKings.initialState(config, players))).toEqual(state);
        expect(JSON.parse(JSON.stringify(events))).toEqual(events);
      }),
      { numRuns: 40 },
    );
  });

  it('the game always ends, after exactly 13 (or 39) turns per player, with GameEnded last', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const { config, players, events, state } = playRandom(game);
        expect(diceKings.result(state)).not.toBeNull();
        expect(events.at(-1)!.type).toBe('GameEnded');
        expect(events.filter((e) => e.type === 'GameEnded')).toHaveLength(1);
        for (const p of players) {
          expect(events.filter((e) => e.type === 'BoxScored' && e.playerId === p)).toHaveLength(13 * config.Columns);
          expect(events.filter((e) => e.type === 'TurnStarted' && e.playerId === p)).toHaveLength(13 * config.Columns);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("a pad's score equals its boxes plus bonuses times the column weights, and the result carries it", () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const { config, players, events, state } = playRandom(game);
        const board = diceKings.board(state, null);
        for (const p of players) {
          const expected = board.pads[p]!.columns.reduce((sum, column, index) => {
            const boxes = BOXES.reduce((s, box) => s + column.boxes[box]!, 0);
            const upper = UPPER_BOXES.reduce((s, box) => s + column.boxes[box]!, 0);
            const extra = events.reduce(
              (s, e) => s + (e.type === 'BoxScored' && e.playerId === p && e.column === index ? e.extraKings : 0),
              0,
            );
            return sum + (boxes + (upper >= config.UpperBonusAt ? config.UpperBonus : 0) + extra) * (index + 1);
          }, 0);
          expect(board.pads[p]!.score).toBe(expected);
          expect(diceKings.result(state)!.scores[p]).toBe(expected);
        }
        const best = Math.max(...players.map((p) => board.pads[p]!.score));
        expect(diceKings.result(state)!.winners).toEqual(players.filter((p) => board.pads[p]!.score === best));
      }),
      { numRuns: 40 },
    );
  });

  it('legalMoves lists exactly the commands decide accepts', () => {
    // Canonical form: keeps sorted and once each ({type:'roll'} keeps nothing); one column is column 0.
    const key = (c: Command, columns: number) =>
      c.type === 'roll' ? `roll:${(c.keep ?? []).join()}` : `score:${c.box}:${c.column ?? (columns === 1 ? 0 : 'none')}`;
    const keeps = Array.from({ length: 32 }, (_, mask) => [0, 1, 2, 3, 4].filter((i) => (mask >> i) & 1));
    const universe: Command[] = [
      { type: 'roll' },
      ...keeps.map((keep) => ({ type: 'roll' as const, keep })),
      { type: 'roll', keep: [1, 1] },
      ...BOXES.flatMap((box) => [
        { type: 'score' as const, box },
        ...([0, 1, 2] as const).map((column) => ({ type: 'score' as const, box, column })),
      ]),
    ];
    fc.assert(
      fc.property(
        gameArb.map((g) => ({ ...g, players: Math.min(g.players, 3) })),
        fc.integer({ min: 1, max: 7 }),
        (game, every) => {
          const { config, players, states, state } = playRandom(game, true);
          const noDraw: Draws = { dice: (n) => Array.from({ length: n }, () => 1), shuffle: (t) => [...t] };
          for (const s of [...states.filter((_, i) => i % every === 0), state]) {
            for (const actor of players) {
              const listed = movesOf(s, actor);
              const listedKeys = new Set(listed.map((c) => key(c, config.Columns)));
              expect(listedKeys.size).toBe(listed.length);
              for (const command of listed) expect(isViolation(diceKings.decide(s, command, actor, noDraw))).toBe(false);
              for (const command of universe) {
                const accepted = !isViolation(diceKings.decide(s, command, actor, noDraw));
                const duplicate = command.type === 'roll' && new Set(command.keep).size !== (command.keep ?? []).length;
                expect(accepted, `${actor} ${JSON.stringify(command)}`).toBe(!duplicate && listedKeys.has(key(command, config.Columns)));
              }
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
