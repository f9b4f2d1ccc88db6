/**
 * Platform core, end to end: whole Dice Kings games over HTTP against the local server,
 * with rigged dice, to the scores and winners worked out by hand below.
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

type Turn = [dice: number[], box: string, column?: number];

/** Plays the turns in seat order (one roll each, then the box), checking every answer. */
async function playTurns(api: Api, gameId: string, seats: { token: string }[], turns: Turn[]) {
  let last: any;
  for (const [i, [, box, column]] of turns.entries()) {
    const token = seats[i % seats.length]!.token;
    const rolled = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, token);
    expect(rolled.status, rolled.text).toBe(200);
    const scored = await api.post(`/games/${gameId}/commands`, { type: 'score', box, ...(column === undefined ? {} : { column }) }, token);
    expect(scored.status, scored.text).toBe(200);
    last = scored.body;
  }
  return last;
}

const interleave = (a: Turn[], b: Turn[]) => a.flatMap((t, i) => [t, b[i]!]);

describe('Dice Kings over HTTP', () => {
  it('two players play a whole one-column game to the scores worked out by hand', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const annTurns: Turn[] = [
      [[1, 1, 1, 2, 3], 'ones'], // 3
      [[2, 2, 2, 1, 3], 'twos'], // 6
      [[3, 3, 3, 1, 2], 'threes'], // 9
      [[4, 4, 4, 1, 2], 'fours'], // 12
      [[5, 5, 5, 1, 2], 'fives'], // 15
      [[6, 6, 6, 1, 2], 'sixes'], // 18: upper 63, so the bonus of 35
      [[6, 6, 6, 5, 4], 'threeOfAKind'], // 27
      [[6, 6, 6, 6, 1], 'fourOfAKind'], // 25
      [[2, 2, 3, 3, 3], 'fullHouse'], // 25
      [[1, 2, 3, 4, 6], 'smallStraight'], // 30
      [[2, 3, 4, 5, 6], 'largeStraight'], // 40
      [[4, 4, 4, 4, 4], 'diceKings'], // 50
      [[6, 6, 5, 5, 4], 'chance'], // 26
    ];
    // Ann: 63 + 35 + 27 + 25 + 25 + 30 + 40 + 50 + 26 = 321.
    const bobDice = [2, 3, 4, 6, 6];
    const bobTurns: Turn[] = annTurns.map(([, box]) => [bobDice, box]);
    // Bob: twos 2 + threes 3 + fours 4 + sixes 12 + chance 21 = 42; nothing else fits.
    const turns = interleave(annTurns, bobTurns);
    const gameId = await newGame(api, 'dice-kings', [ann, bob], { rig: { dice: turns.map(([dice]) => dice) } });

    const last = await playTurns(api, gameId, [ann, bob], turns);
    expect(last.game.status).toBe('ended');
    expect(last.game.result).toEqual({ winners: [ann.playerId], scores: { [ann.playerId]: 321, [bob.playerId]: 42 } });
    expect(last.game.board.pads[ann.playerId].columns[0]).toMatchObject({ upperBonus: 35, total: 321 });
    const after = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('game-over');
  });

  it('a three-column solitaire game: 39 turns, columns weighted ×1, ×2, ×3', async () => {
    const { api } = ctx;
    const solo = await newPlayer(api, 'Solo');
    const boxes = [
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'sixes',
      'threeOfAKind',
      'fourOfAKind',
      'fullHouse',
      'smallStraight',
      'largeStraight',
      'diceKings',
      'chance',
    ];
    const straight = [1, 2, 3, 4, 5];
    // Every box with 1-2-3-4-5: ones..fives 1+2+3+4+5 = 15, small 30, large 40, chance 15: 100 a column,
    // except column 0's Dice Kings box, filled with five threes: +50.
    const turns: Turn[] = [0, 1, 2].flatMap((column) =>
      boxes.map((box): Turn => [column === 0 && box === 'diceKings' ? [3, 3, 3, 3, 3] : straight, box, column]),
    );
    const gameId = await newGame(api, 'dice-kings', [solo], { config: { Columns: 3 }, rig: { dice: turns.map(([d]) => d) } });
    const last = await playTurns(api, gameId, [solo], turns);
    // (100 + 50) × 1 + 100 × 2 + 100 × 3 = 650.
    expect(last.game.result).toEqual({ winners: [solo.playerId], scores: { [solo.playerId]: 650 } });
    expect(last.game.board.pads[solo.playerId].columns.map((c: { total: number }) => c.total)).toEqual([150, 200, 300]);
  });

  it('a tie gives two winners', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const same: Turn[] = [
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'sixes',
      'threeOfAKind',
      'fourOfAKind',
      'fullHouse',
      'smallStraight',
      'largeStraight',
      'diceKings',
      'chance',
    ].map((box) => [[1, 2, 3, 4, 5], box]);
    const turns = interleave(same, same);
    const gameId = await newGame(api, 'dice-kings', [ann, bob], { rig: { dice: turns.map(([d]) => d) } });
    const last = await playTurns(api, gameId, [ann, bob], turns);
    expect(last.game.result.winners).toEqual([ann.playerId, bob.playerId]);
    expect(last.game.result.scores).toEqual({ [ann.playerId]: 100, [bob.playerId]: 100 });
  });
});
