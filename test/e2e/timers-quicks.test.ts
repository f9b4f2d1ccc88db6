/**
 * Quicks ruling 10 end to end (TurnTime 1): a game whose players never act carries on by
 * itself, one default per step, until a player has `Penalties` penalties. Its own file: it
 * runs 21 one-second steps, in parallel with the other test files.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();

describe('Quicks turn timers', () => {
  it('ruling 10: nobody acts, so throws are made for the thrower, everyone passes, throwers take penalties, and the game ends by four penalties', { timeout: 45_000 }, async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const gameId = await newGame(api, 'quicks', [ann, bob], { config: { TurnTime: 1 } });

    let game: any;
    for (const end = Date.now() + 35_000; Date.now() < end; await sleep(250)) {
      game = (await api.get(`/games/${gameId}`)).body;
      if (game.status === 'ended') break;
    }
    expect(game.status).toBe('ended');
    // Seven turns, Ann throwing four of them: each a throw, a white and a colour step.
    const sheets = game.board.sheets;
    expect(sheets[ann.playerId].penalties).toBe(4);
    expect(sheets[bob.playerId].penalties).toBe(3);
    for (const sheet of [sheets[ann.playerId], sheets[bob.playerId]])
      expect(Object.values(sheet.rows).every((crossed: any) => crossed.length === 0)).toBe(true);
    expect(game.result).toEqual({ winners: [bob.playerId], scores: { [ann.playerId]: -20, [bob.playerId]: -15 } });

    const list: { type: string }[] = [];
    for (let after: number | null = 0, page = 0; after !== null && page < 50; page++) {
      const reply: { events: { type: string }[]; nextAfter?: number | null } = (await api.get(`/games/${gameId}/events?after=${after}`)).body;
      list.push(...reply.events);
      after = reply.nextAfter ?? null;
    }
    const count = (type: string) => list.filter((e) => e.type === type).length;
    expect(count('DiceThrown')).toBe(7);
    expect(count('PenaltyTaken')).toBe(7);
    expect(count('Passed')).toBe(7 * 3);
    expect(count('Crossed')).toBe(0);
  });
});
