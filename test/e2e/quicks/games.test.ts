/**
 * Quicks end to end over HTTP: whole games with rigged dice to the scores worked out by hand,
 * and what a client sees of step `white` (legal moves, who is awaited, who is refused).
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

type Row = 'red' | 'yellow' | 'green' | 'blue';
type Move = { type: 'pass' } | { type: 'cross'; row: Row; white?: 0 | 1 };
type Seat = { playerId: string; token: string };

const pass: Move = { type: 'pass' };
const cross = (row: Row, white?: 0 | 1): Move => (white === undefined ? { type: 'cross', row } : { type: 'cross', row, white });

/** One turn: the rigged throw, every decision on the white sum in the order sent, and the thrower's colour move if step `colour` begins. */
interface Turn {
  dice: number[];
  white: [Seat, Move][];
  colour?: Move;
}

async function send(api: Api, gameId: string, seat: Seat, body: unknown) {
  const reply = await api.post(`/games/${gameId}/commands`, body, seat.token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.game;
}

async function refused(api: Api, gameId: string, seat: Seat, body: unknown, status: number, code: string) {
  const before = (await api.get(`/games/${gameId}`)).body.version;
  const reply = await api.post(`/games/${gameId}/commands`, body, seat.token);
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toContain('application/problem+json');
  expect(reply.body.code).toBe(code);
  expect(reply.body.detail).toMatch(/\w+ \w+ \w+/);
  // A refused command changes nothing.
  expect((await api.get(`/games/${gameId}`)).body.version).toBe(before);
}

/** Plays one turn of `thrower`, checking that step `colour` begins exactly when the script says. */
async function playTurn(api: Api, gameId: string, thrower: Seat, turn: Turn) {
  const thrown = await send(api, gameId, thrower, { type: 'throw' });
  expect(thrown.board.dice.white).toEqual(turn.dice.slice(0, 2));
  let game = thrown;
  for (const [seat, move] of turn.white) game = await send(api, gameId, seat, move);
  if (turn.colour) {
    expect(game.turn).toMatchObject({ step: 'colour', playerId: thrower.playerId, awaiting: [thrower.playerId] });
    game = await send(api, gameId, thrower, turn.colour);
  } else {
    expect(game.turn?.step).not.toBe('colour');
  }
  return game;
}

async function playTurns(api: Api, gameId: string, seats: Seat[], turns: Turn[], firstTurn = 0) {
  let game;
  for (const [i, turn] of turns.entries()) game = await playTurn(api, gameId, seats[(firstTurn + i) % seats.length]!, turn);
  return game;
}

async function allEvents(api: Api, gameId: string) {
  const events: { version: number; type: string; [key: string]: unknown }[] = [];
  let after: number | null = 0;
  for (let page = 0; after !== null && page < 100; page++) {
    const reply = await api.get(`/games/${gameId}/events?after=${after}`);
    expect(reply.status).toBe(200);
    events.push(...reply.body.events);
    after = reply.body.nextAfter;
  }
  return events;
}

describe('Quicks over HTTP', () => {
  it('three players: two lock red on one white throw (ruling 4), the game ends by two locked rows', async () => {
    const { api } = ctx;
    const [ann, bob, cy] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob'), await newPlayer(api, 'Cy')];
    const seats = [ann, bob, cy];
    // Coloured dice of 1 leave every thrower a legal coloured cross, so step `colour` always begins.
    const before: Turn[] = [
      {
        dice: [1, 1, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, cross('red')],
          [cy, pass],
        ],
        colour: pass,
      }, // Ann throws: 2
      {
        dice: [1, 2, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, cross('red')],
          [cy, pass],
        ],
        colour: pass,
      }, // Bob: 3
      {
        dice: [2, 2, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, cross('red')],
          [cy, cross('yellow')],
        ],
        colour: pass,
      }, // Cy: 4
      {
        dice: [2, 3, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, cross('red')],
          [cy, cross('yellow')],
        ],
        colour: pass,
      }, // Ann: 5
      {
        dice: [3, 3, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, cross('red')],
          [cy, cross('yellow')],
        ],
        colour: pass,
      }, // Bob: 6
    ];
    // Cy throws 6+6 next: Ann and Bob have five crosses in red, so each may lock it.
    const lockThrow = [6, 6, 1, 1, 1, 1];
    const after: Turn[] = [
      // Ann throws 3+4: yellow 7 in step white, then white die 1 (4) + green 6 = green 10 in step colour (ruling 5).
      {
        dice: [3, 4, 1, 1, 6, 1],
        white: [
          [ann, cross('yellow')],
          [bob, pass],
          [cy, cross('yellow')],
        ],
        colour: cross('green', 1),
      },
      // Bob throws 4+4 and crosses nothing in either step: his penalty (ruling 7). Cy's fifth yellow cross.
      {
        dice: [4, 4, 1, 1, 1, 1],
        white: [
          [ann, pass],
          [bob, pass],
          [cy, cross('yellow')],
        ],
        colour: pass,
      },
      // Cy throws 6+6 and locks yellow: the second locked row ends the game in step white (ruling 8).
      {
        dice: [6, 6, 1, 1, 1, 1],
        white: [
          [ann, pass],
          [bob, pass],
          [cy, cross('yellow')],
        ],
      },
    ];
    const gameId = await newGame(api, 'quicks', seats, {
      rig: { dice: [...before.map((t) => t.dice), lockThrow, ...after.map((t) => t.dice)] },
    });

    await playTurns(api, gameId, seats, before);

    await send(api, gameId, cy, { type: 'throw' });
    const annLocked = await send(api, gameId, ann, cross('red'));
    // Ann's lock does not close the row yet: Bob may still lock it in the same step.
    expect(annLocked.board.lockedRows).toEqual([]);
    expect(annLocked.board.dice.red).toBe(1);
    expect(annLocked.board.sheets[ann.playerId]).toMatchObject({ rows: { red: [2, 3, 4, 5, 6, 12] }, locks: ['red'] });
    const bobLocked = await send(api, gameId, bob, cross('red'));
    expect(bobLocked.board.sheets[bob.playerId]).toMatchObject({ rows: { red: [2, 3, 4, 5, 6, 12] }, locks: ['red'] });
    expect(bobLocked.board.lockedRows).toEqual([]);
    const stepEnded = await send(api, gameId, cy, cross('green'));
    // Step white has ended: red is locked for everyone and its die has left the game.
    expect(stepEnded.board.lockedRows).toEqual(['red']);
    expect(stepEnded.board.dice).not.toHaveProperty('red');
    expect(stepEnded.turn).toMatchObject({ step: 'colour', playerId: cy.playerId });
    await send(api, gameId, cy, pass);

    const ended = await playTurns(api, gameId, seats, after, 6);

    // Ann: red 2 3 4 5 6 12 + her lock = 7 crosses, 28; yellow 7: 1; green 10: 1. 30.
    // Bob: red 2 3 4 5 6 12 + his lock = 7 crosses, 28; one penalty, −5. 23.
    // Cy: yellow 4 5 6 7 8 12 + his lock = 7 crosses, 28; green 12: 1. 29.
    const scores = { [ann.playerId]: 30, [bob.playerId]: 23, [cy.playerId]: 29 };
    expect(ended.status).toBe('ended');
    expect(ended.turn).toBeNull();
    expect(ended.result).toEqual({ winners: [ann.playerId], scores });
    expect(ended.board.lockedRows).toEqual(['red', 'yellow']);
    expect(ended.board.dice).not.toHaveProperty('yellow');
    expect(ended.board.sheets[cy.playerId]).toMatchObject({
      rows: { yellow: [4, 5, 6, 7, 8, 12], green: [12] },
      locks: ['yellow'],
      penalties: 0,
    });
    expect(ended.board.sheets[bob.playerId]).toMatchObject({ penalties: 1, score: 23 });
    // The event that ends the game carries the same result (docs/rulings.md, all games).
    const events = await allEvents(api, gameId);
    expect(events.filter((e) => e.type === 'RowLocked').map((e) => e.row)).toEqual(['red', 'yellow']);
    // The end's last event is the reveal of the server seed (docs/contract.md, Fairness); the game's own last is GameEnded.
    expect(events.map((e) => e.type).slice(-2)).toEqual(['GameEnded', 'ServerSeedRevealed']);
    expect(events.at(-2)).toMatchObject({ type: 'GameEnded', result: { winners: [ann.playerId], scores } });
    await refused(api, gameId, ann, { type: 'throw' }, 409, 'game-over');
  });

  it("two players: the game ends with the thrower's fourth penalty (ruling 8), scores net of penalties", async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const seats = [ann, bob];
    const turns: Turn[] = [
      // Ann throws and crosses nothing in her turns: a penalty each time.
      {
        dice: [1, 1, 1, 1, 1, 1],
        white: [
          [ann, pass],
          [bob, cross('red')],
        ],
        colour: pass,
      }, // 2
      // Bob crosses red 3 on the white dice, then white die 0 (1) + yellow 1 = yellow 2.
      {
        dice: [1, 2, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, cross('red')],
        ],
        colour: cross('yellow', 0),
      }, // 3
      {
        dice: [2, 2, 1, 1, 1, 1],
        white: [
          [ann, pass],
          [bob, cross('red')],
        ],
        colour: pass,
      }, // 4
      {
        dice: [2, 3, 1, 1, 1, 1],
        white: [
          [bob, cross('red')],
          [ann, cross('red')],
        ],
        colour: pass,
      }, // 5
      {
        dice: [3, 3, 1, 1, 1, 1],
        white: [
          [ann, pass],
          [bob, cross('red')],
        ],
        colour: pass,
      }, // 6
      // Bob passes on the white 7 and crosses white die 1 (4) + yellow 1 = yellow 5: no penalty.
      {
        dice: [3, 4, 1, 1, 1, 1],
        white: [
          [ann, cross('red')],
          [bob, pass],
        ],
        colour: cross('yellow', 1),
      }, // 7
      {
        dice: [4, 4, 1, 1, 1, 1],
        white: [
          [ann, pass],
          [bob, cross('red')],
        ],
        colour: pass,
      }, // 8: Ann's fourth penalty
    ];
    const gameId = await newGame(api, 'quicks', seats, { rig: { dice: turns.map((t) => t.dice) } });

    const ended = await playTurns(api, gameId, seats, turns);

    // Ann: red 3 5 7 = 3 crosses, 6; four penalties, −20. −14.
    // Bob: red 2 3 4 5 6 8 = 6 crosses, 21; yellow 2 5 = 2 crosses, 3. 24.
    const scores = { [ann.playerId]: -14, [bob.playerId]: 24 };
    expect(ended.status).toBe('ended');
    expect(ended.result).toEqual({ winners: [bob.playerId], scores });
    expect(ended.board.sheets[ann.playerId]).toMatchObject({ rows: { red: [3, 5, 7] }, penalties: 4, score: -14 });
    expect(ended.board.sheets[bob.playerId]).toMatchObject({ rows: { red: [2, 3, 4, 5, 6, 8], yellow: [2, 5] }, penalties: 0, score: 24 });
    expect(ended.board.lockedRows).toEqual([]);
    const events = await allEvents(api, gameId);
    expect(events.filter((e) => e.type === 'PenaltyTaken').map((e) => e.playerId)).toEqual(Array(4).fill(ann.playerId));
    expect(events.map((e) => e.type).slice(-2)).toEqual(['GameEnded', 'ServerSeedRevealed']);
    expect(events.at(-2)).toMatchObject({ type: 'GameEnded', result: { scores } });
    await refused(api, gameId, bob, { type: 'throw' }, 409, 'game-over');
  });
});

describe('Quicks step white over HTTP', () => {
  /** A new two-player game in step white after Ann's throw of 6+6: red and yellow 12 need five crosses first (ruling 2). */
  async function whiteTwelve(api: Api) {
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const gameId = await newGame(api, 'quicks', [ann, bob], { rig: { dice: [[6, 6, 1, 1, 1, 1]] } });
    await send(api, gameId, ann, { type: 'throw' });
    return { gameId, ann, bob };
  }

  it('legal-moves lists exactly the commands the server accepts', async () => {
    const { api } = ctx;
    const candidates: unknown[] = [
      { type: 'throw' },
      pass,
      ...(['red', 'yellow', 'green', 'blue'] as const).flatMap((row) => [cross(row), cross(row, 0), cross(row, 1)]),
    ];
    const { gameId, bob } = await whiteTwelve(api);
    const listed = await api.get(`/games/${gameId}/legal-moves`, bob.token);
    expect(listed.status).toBe(200);
    expect(listed.body.moves).toEqual(expect.arrayContaining([cross('green'), cross('blue'), pass]));
    expect(listed.body.moves).toHaveLength(3);

    const isListed = (c: unknown) => listed.body.moves.some((m: unknown) => JSON.stringify(m) === JSON.stringify(c));
    for (const command of candidates.filter((c) => !isListed(c))) {
      const reply = await api.post(`/games/${gameId}/commands`, command, bob.token);
      expect(reply.status, JSON.stringify(command)).toBeGreaterThanOrEqual(400);
      expect(reply.status, JSON.stringify(command)).toBeLessThan(500);
    }
    // Each listed move is accepted, each in its own game in the very same spot (a decision is final).
    for (const move of listed.body.moves) {
      const fresh = await whiteTwelve(api);
      const moves = (await api.get(`/games/${fresh.gameId}/legal-moves`, fresh.bob.token)).body.moves;
      expect(moves).toEqual(listed.body.moves);
      const reply = await api.post(`/games/${fresh.gameId}/commands`, move, fresh.bob.token);
      expect(reply.status, JSON.stringify(move)).toBe(200);
    }
    expect(listed.body.version).toBe((await api.get(`/games/${gameId}`)).body.version);
  });

  it('refuses the red 12 with the rule it breaks, and a white die named in step white', async () => {
    const { api } = ctx;
    const { gameId, bob } = await whiteTwelve(api);
    await refused(api, gameId, bob, cross('red'), 422, 'illegal-move');
    await refused(api, gameId, bob, cross('green', 0), 409, 'wrong-step');
    await refused(api, gameId, bob, { type: 'throw' }, 409, 'wrong-step');
    await refused(api, gameId, bob, cross('yellow'), 422, 'illegal-move');
    // The detail names the rule: the last number needs LockAt (5) crosses in the row first.
    const reply = await api.post(`/games/${gameId}/commands`, cross('yellow'), bob.token);
    expect(reply.body.detail).toMatch(/already has 5 crosses in that row"; you have 0/);
  });

  it('turn.awaiting shrinks as decisions arrive, and step colour awaits only the thrower', async () => {
    const { api } = ctx;
    const [ann, bob, cy] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob'), await newPlayer(api, 'Cy')];
    const gameId = await newGame(api, 'quicks', [ann, bob, cy], { rig: { dice: [[3, 4, 1, 1, 1, 1]] } });
    const awaiting = async () => {
      const reply = await api.get(`/games/${gameId}`);
      return reply.body.turn.awaiting;
    };
    expect(await awaiting()).toEqual([ann.playerId]);
    await send(api, gameId, ann, { type: 'throw' });
    expect(await awaiting()).toEqual([ann.playerId, bob.playerId, cy.playerId]);
    expect((await send(api, gameId, bob, cross('red'))).turn.awaiting).toEqual([ann.playerId, cy.playerId]);
    expect(await awaiting()).toEqual([ann.playerId, cy.playerId]);
    expect((await send(api, gameId, cy, pass)).turn.awaiting).toEqual([ann.playerId]);
    const colour = await send(api, gameId, ann, cross('blue'));
    expect(colour.turn).toMatchObject({ step: 'colour', playerId: ann.playerId, awaiting: [ann.playerId] });
    expect(colour.turn.deadline).toEqual(expect.any(String));
  });

  it('a player who is not awaited gets 409 not-your-turn and nothing changes', async () => {
    const { api } = ctx;
    const [ann, bob, cy] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob'), await newPlayer(api, 'Cy')];
    // Ann throws 2+1 (Bob crosses red 3) and Bob throws 1+2 (he crosses yellow 3): then Cy's 1+1 leaves Bob no row
    // for 2 (red and yellow are past it, green and blue 2 need five crosses), so only Ann and Cy are awaited.
    const gameId = await newGame(api, 'quicks', [ann, bob, cy], {
      rig: {
        dice: [
          [2, 1, 1, 1, 1, 1],
          [1, 2, 1, 1, 1, 1],
          [1, 1, 1, 1, 1, 1],
        ],
      },
    });

    await refused(api, gameId, bob, { type: 'throw' }, 409, 'not-your-turn');
    await playTurns(
      api,
      gameId,
      [ann, bob, cy],
      [
        {
          dice: [2, 1],
          white: [
            [ann, cross('red')],
            [bob, cross('red')],
            [cy, pass],
          ],
          colour: pass,
        },
        {
          dice: [1, 2],
          white: [
            [ann, pass],
            [bob, cross('yellow')],
            [cy, pass],
          ],
          colour: pass,
        },
      ],
    );
    await send(api, gameId, cy, { type: 'throw' });
    expect((await api.get(`/games/${gameId}`)).body.turn.awaiting).toEqual([ann.playerId, cy.playerId]);
    await refused(api, gameId, bob, pass, 409, 'not-your-turn');
    await refused(api, gameId, bob, cross('green'), 409, 'not-your-turn');
    await send(api, gameId, ann, pass);
    // Ann has decided: a second decision of hers is refused too.
    await refused(api, gameId, ann, cross('blue'), 409, 'not-your-turn');
    const colour = await send(api, gameId, cy, pass);
    expect(colour.turn).toMatchObject({ step: 'colour', awaiting: [cy.playerId] });
    await refused(api, gameId, ann, pass, 409, 'not-your-turn');
  });
});
