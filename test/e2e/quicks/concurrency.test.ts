/**
 * Simultaneous decisions over HTTP (docs/contract.md, Commands: "simultaneous decisions by several players
 * never fail or get lost"): in step white, five players send their decisions at the same moment,
 * two hundred throws in a row, and every decision must be in the events exactly once.
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

type Row = 'red' | 'yellow' | 'green' | 'blue';
type Move = { type: 'pass' } | { type: 'cross'; row: Row };
type StoredEvent = { version: number; type: string; playerId?: string; thrower?: string; row?: Row; number?: number };

const THROWS = 200;

/**
 * One game's white sums: every row from its first number to the one before its last, so every
 * player always has a legal row for the sum (all five are awaited), nobody ever locks, and a
 * thrower who crosses in step white takes no penalty: forty throws and the game goes on.
 */
const phases: [Row, number[]][] = [
  ['red', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ['yellow', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ['green', [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]],
  ['blue', [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]],
];
const gameThrows = phases.flatMap(([row, sums]) => sums.map((sum) => ({ row, sum })));

/** White dice that add up to `sum`; coloured dice of 1. */
const diceFor = (sum: number) => [Math.max(1, sum - 6), sum - Math.max(1, sum - 6), 1, 1, 1, 1];

/** The thrower always crosses; the others pass now and then, so both kinds of decision race. */
const moveOf = (throwIndex: number, seat: number, thrower: number, row: Row): Move =>
  seat !== thrower && (throwIndex + seat) % 3 === 0 ? { type: 'pass' } : { type: 'cross', row };

async function eventsAfter(api: Api, gameId: string, after: number): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  let next: number | null = after;
  for (let page = 0; next !== null && page < 50; page++) {
    const reply = await api.get(`/games/${gameId}/events?after=${next}&limit=500`);
    expect(reply.status, reply.text).toBe(200);
    events.push(...reply.body.events);
    next = reply.body.nextAfter;
  }
  return events;
}

/** Every version from `from` to `to` holds at least one event, and no other version appears. */
function expectNoGap(events: StoredEvent[], from: number, to: number) {
  const versions = [...new Set(events.map((e) => e.version))];
  expect(versions).toEqual(Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

describe('Quicks: simultaneous decisions over HTTP', () => {
  it(
    `five players decide at the same moment in step white, ${THROWS} throws in a row: none lost, none twice, no 5xx`,
    { timeout: 300_000 },
    async () => {
      const { api } = ctx;
      const seats = [];
      for (const name of ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']) seats.push(await newPlayer(api, name));
      const started = Date.now();
      const statuses: number[] = [];
      let decidingMs = 0;
      let gameId = '';
      let version = 0;
      let expectedRows: Record<string, Record<Row, number[]>> = {};

      for (let t = 0; t < THROWS; t++) {
        const k = t % gameThrows.length;
        if (k === 0) {
          gameId = await newGame(api, 'quicks', seats, {
            config: { TurnTime: 3600 },
            rig: { dice: gameThrows.map(({ sum }) => diceFor(sum)) },
          });
          version = (await api.get(`/games/${gameId}`)).body.version;
          expectedRows = Object.fromEntries(seats.map((s) => [s.playerId, { red: [], yellow: [], green: [], blue: [] }]));
        }
        const { row, sum } = gameThrows[k]!;
        const throwerSeat = k % seats.length;
        const thrower = seats[throwerSeat]!;

        const thrown = await api.post(`/games/${gameId}/commands`, { type: 'throw' }, thrower.token);
        statuses.push(thrown.status);
        expect(thrown.status, thrown.text).toBe(200);
        expect(thrown.body.game.turn.awaiting).toHaveLength(seats.length);

        const moves = seats.map((_, seat) => moveOf(t, seat, throwerSeat, row));
        const deciding = Date.now();
        const replies = await Promise.all(seats.map((s, seat) => api.post(`/games/${gameId}/commands`, moves[seat], s.token)));
        decidingMs += Date.now() - deciding;
        statuses.push(...replies.map((r) => r.status));
        for (const r of replies) expect(r.status, r.text).toBe(200);
        const decidedAt = replies.map((r) => r.body.version as number);
        // Five decisions, five commands written: each on a version of its own.
        expect(new Set(decidedAt).size).toBe(seats.length);

        let latest = replies.reduce((a, b) => (b.body.version > a.body.version ? b : a)).body;
        expect(latest.version).toBe(thrown.body.version + seats.length);
        if (latest.game.turn.step === 'colour') {
          const passed = await api.post(`/games/${gameId}/commands`, { type: 'pass' }, thrower.token);
          statuses.push(passed.status);
          expect(passed.status, passed.text).toBe(200);
          latest = passed.body;
        }
        expect(latest.game.status).toBe('playing');

        const events = await eventsAfter(api, gameId, version);
        expectNoGap(events, version + 1, latest.version);
        expect(thrown.body.version).toBe(version + 1);
        expect(events[0]).toMatchObject({ version: version + 1, type: 'DiceThrown', thrower: thrower.playerId });
        const white = events.filter(
          (e) => e.version > version + 1 && e.version <= version + 1 + seats.length && (e.type === 'Crossed' || e.type === 'Passed'),
        );
        // Each awaited player's decision exactly once, in the very command the server answered them with.
        expect(white).toHaveLength(seats.length);
        seats.forEach((s, seat) => {
          const mine = white.filter((e) => e.playerId === s.playerId);
          const move = moves[seat]!;
          expect(mine).toEqual([
            move.type === 'cross'
              ? expect.objectContaining({ version: decidedAt[seat], type: 'Crossed', row, number: sum })
              : expect.objectContaining({ version: decidedAt[seat], type: 'Passed' }),
          ]);
          if (move.type === 'cross') expectedRows[s.playerId]![row].push(sum);
        });
        version = latest.version;

        if (k === gameThrows.length - 1 || t === THROWS - 1) {
          // The game's whole stream has no gap, and every sheet holds exactly the crosses sent.
          expectNoGap(await eventsAfter(api, gameId, 0), 1, version);
          const game = (await api.get(`/games/${gameId}`)).body;
          for (const s of seats) expect(game.board.sheets[s.playerId]).toMatchObject({ rows: expectedRows[s.playerId], penalties: 0 });
        }
      }

      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      // The figure to watch: the conditional appends serialize the five writers, so a step costs about five commands in a row.
      console.info(
        `${THROWS} throws with five simultaneous decisions: ${statuses.length} commands in ${((Date.now() - started) / 1000).toFixed(1)} s;` +
          ` the five decisions of a step took ${(decidingMs / THROWS).toFixed(0)} ms on average`,
      );
    },
  );
});
