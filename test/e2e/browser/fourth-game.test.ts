/**
 * The fourth game in the web client: High Roll (test/support/fourth-game/), registered on the
 * server in one place and nowhere in the web client, is played in Chromium on the generic table
 * any game gets for free: its board as the view gives it, its legal moves as buttons. The other
 * player plays over HTTP; the page follows the game live to its end. Its replay folds with the
 * rules the page was built with, so the page says plainly that it has none for this game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFourthGame } from '../../support/fourth-game/index.ts';

registerFourthGame();
// Loaded after the registration, so the server knows four games.
const { newPlayer, useTestStack } = await import('../../support/local-stack.ts');
const { buildPlay } = await import('../../../client/scripts/build.ts');
const { openBrowser } = await import('./chromium.ts');
const { openGame, playerOf, signUp } = await import('./pages.ts');
const { installJudging } = await import('../../../functions/analysis/judging.ts');

const stack = useTestStack();
let ann: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  await buildPlay();
  // Judged in this thread: the local stack's worker threads load their own modules, with three games.
  installJudging(undefined);
  ann = await openBrowser('desktop');
  await signUp(ann.page, stack.api.url, 'Ann');
}, 120_000);
afterAll(async () => {
  expect(ann?.errors ?? []).toEqual([]);
  await ann?.close();
});

describe('a fourth game the web client was not written for', () => {
  it('is played on the generic table: its board shown, its legal move a button, its end followed live', { timeout: 90_000 }, async () => {
    const { api } = stack;
    const { page } = ann;
    const me = await playerOf(page);
    const bob = await newPlayer(api, 'Bob');
    const created = await api.post('/games', { game: 'high-roll' }, me.token);
    expect(created.status, created.text).toBe(201);
    const gameId: string = created.body.gameId;
    expect((await api.post(`/games/${gameId}/join`, undefined, bob.token)).status).toBe(200);
    expect((await api.post(`/games/${gameId}/start`, undefined, me.token)).status).toBe(200);

    await openGame(page, api.url, gameId);
    await page.getByRole('heading', { level: 1, name: 'high-roll' }).waitFor();
    const table = page.locator('[data-generic-table="high-roll"]');
    await table.waitFor();
    expect(await page.locator('[data-turn]').textContent()).toContain('Your turn: roll');
    // Its one legal move, as GET /games/{id}/legal-moves lists it.
    await page.getByRole('button', { name: 'cast', exact: true }).click();
    await page.locator('.game-head').getByText('version 4').waitFor();
    const mine = (await api.get(`/games/${gameId}`)).body.board.rolls[me.playerId];
    // The board as the view gives it: Ann's die under her name.
    const board = table.locator('dl.tree').first();
    expect(await board.locator('dt').allTextContents()).toEqual(['rolls', 'Ann (you)']);
    expect(await board.locator('dd dd').first().textContent()).toBe(String(mine));
    expect(await page.locator('[data-turn]').textContent()).toContain("Bob's turn: roll");

    // Bob rolls over HTTP; the page follows it live to the end.
    expect((await api.post(`/games/${gameId}/commands`, { type: 'cast' }, bob.token)).status).toBe(200);
    await page.locator('.game-head').getByText('version 5').waitFor();
    expect(await board.locator('dt').allTextContents()).toEqual(['rolls', 'Ann (you)', 'Bob']);
    expect(await page.getByRole('button', { name: 'cast', exact: true }).count()).toBe(0);
    // Ended: its analysis by its own judge; the replay, which folds with the rules the page was built with, says it has none.
    await page.getByText('This page cannot replay a game of high-roll: it was built without its rules.').waitFor();
  });
});
