/**
 * The web client's leaderboards screen in headless Chromium against the local server, at
 * desktop and phone size (and a 375 px phone): eleven people end six two-player Quicks games
 * over the API (one penalty ends each, its points different in each game), then Ann's page
 * shows the Quicks board a page at a time by best score and by rating, her own rank in each
 * order (off the page shown, and on it), an empty board, and is reached from the lobby, her profile
 * and the end screen of her game. Checked by axe, for the phone's width, 44 px targets and the
 * keyboard. The rank is found by walking the board (own-rank.ts), checked first over the API
 * with small pages. UPDATE_SCREENSHOTS=1 writes docs/screenshots/leaderboards-{desktop,phone}.png (by rating, Ann's line marked).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { findOwnRank } from '../../../client/play/own-rank.ts';
import { Client } from '../../../client/src/index.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways } from './axe.ts';
import { openBrowser, VIEWPORTS, type ViewportName, type Visitor } from './chromium.ts';
import { openGame, poll, shoot } from './pages.ts';
import { clipped, expectKeyboardReach, smallTargets } from './targets.ts';

const stack = useTestStack();
/** The screen's page size: ten lines, so eleven people make two pages. */
const PAGE = 10;
type Person = Awaited<ReturnType<typeof newPlayer>>;

/**
 * A Quicks game of two that ends at its first penalty: the loser throws, both pass, and the
 * loser's pass in the coloured step is the penalty. The winner scores 0, the loser −`points`.
 */
async function penaltyGame(api: Api, loser: Person, winner: Person, points: number): Promise<string> {
  const gameId = await newGame(api, 'quicks', [loser, winner], {
    config: { Penalties: 1, PenaltyPoints: points },
    rig: { dice: [[3, 4, 2, 5, 6, 1]] },
  });
  for (const [who, type] of [
    [loser, 'throw'],
    [loser, 'pass'],
    [winner, 'pass'],
    [loser, 'pass'],
  ] as const) {
    const reply = await api.post(`/games/${gameId}/commands`, { type }, who.token);
    if (reply.status !== 200) throw new Error(`${who.name}'s ${type}: ${reply.status} ${reply.text}`);
  }
  return gameId;
}

let ann: Person;
let annGame: string;
const sdk = () => new Client({ baseUrl: stack.api.url });

beforeAll(async () => {
  await buildPlay();
  const { api } = stack;
  const people = await Promise.all(Array.from({ length: 11 }, (_, i) => newPlayer(api, i === 10 ? 'Ann' : `Player ${i + 1}`)));
  ann = people[10]!;
  // Game g: person 2g loses by g + 1 points to person 2g + 1.
  await Promise.all(Array.from({ length: 5 }, (_, g) => penaltyGame(api, people[2 * g]!, people[2 * g + 1]!, g + 1)));
  // Then Ann loses by 6, the lowest best score (11th), to Player 2, who won before: a loss to
  // someone stronger costs less rating, so she is first of the losers by rating (6th), alone.
  annGame = await penaltyGame(api, ann, people[1]!, 6);
  await api.stack.settled();
  // Both orders are projections: listed once the stream has been handed on.
  for (const order of ['score', 'rating'] as const)
    await vi.waitFor(async () => expect((await sdk().getLeaderboard('quicks', { order, limit: 100 })).entries).toHaveLength(11), {
      timeout: 15_000,
    });
}, 60_000);

/** What the table shows: each line's rank and name. */
const lines = (page: Page) =>
  page
    .locator('.leaderboard tbody tr')
    .evaluateAll((rows) => rows.map((row) => [row.querySelector('[data-rank]')?.textContent, row.querySelector('th')?.textContent]));

/** The same lines as the API gives them (Ann's marked as hers). */
const expected = async (order: 'score' | 'rating', cursor?: string) => {
  const page = await sdk().getLeaderboard('quicks', { order, limit: PAGE, cursor });
  return { page, lines: page.entries.map((e) => [String(e.rank), e.playerId === ann.playerId ? `${e.name} (you)` : e.name]) };
};

async function checkScreen(page: Page, screen: string) {
  expect(blocking(await runAxe(page)), screen).toEqual([]);
  expect(await scrollsSideways(page), `${screen} scrolls sideways`).toBe(false);
  expect(await clipped(page), `${screen} clipped`).toEqual([]);
  expect(await smallTargets(page), `${screen} targets under 44 px`).toEqual([]);
  await expectKeyboardReach(page, screen);
}

describe("the player's own rank, which the API does not give", () => {
  it('is found by reading the board page by page until the player comes, within a bound; nobody off the board is ranked', async () => {
    const client = sdk();
    // Ann is 11th by score: on the fourth page of three, past three of them.
    expect(await findOwnRank(client, 'quicks', 'score', ann.playerId, { pageSize: 3, pages: 4 })).toMatchObject({
      place: 'listed',
      entry: { rank: 11, playerId: ann.playerId, bestScore: -6 },
    });
    expect(await findOwnRank(client, 'quicks', 'score', ann.playerId, { pageSize: 3, pages: 3 })).toEqual({ place: 'further', below: 9 });
    expect(await findOwnRank(client, 'quicks', 'rating', ann.playerId, { pageSize: 3, pages: 4 })).toMatchObject({
      place: 'listed',
      entry: { rank: 6 },
    });
    expect(await findOwnRank(client, 'dice-kings-3', 'score', ann.playerId)).toEqual({ place: 'unlisted' });
    expect(await findOwnRank(client, 'rummiduck', 'rating', ann.playerId)).toEqual({ place: 'unlisted' });
  });
});

for (const size of ['desktop', 'phone'] as const satisfies ViewportName[]) {
  describe(`the leaderboards screen, ${size}`, () => {
    let visitor: Visitor;
    let page: Page;
    beforeAll(async () => {
      visitor = await openBrowser(size);
      page = visitor.page;
      // Ann signed in: the page keeps its player in localStorage, read as it loads.
      await page.context().addInitScript(`localStorage.setItem('organized-chaos.player', ${JSON.stringify(JSON.stringify(ann))})`);
    }, 60_000);
    afterAll(async () => {
      expect(visitor?.errors ?? []).toEqual([]);
      await visitor?.close();
    });

    it('is linked from the lobby; shows the Quicks board by best score a page at a time, and Ann 11th, off the first page', async () => {
      await page.goto(`${stack.api.url}/play#/`);
      await page.locator('.me-card').getByRole('link', { name: 'Leaderboards' }).click();
      await page.getByRole('heading', { name: 'Leaderboards' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Boards' }).locator('[aria-current=page]').textContent()).toBe('Quicks');
      expect(await page.getByRole('navigation', { name: 'Order' }).locator('[aria-current=page]').textContent()).toBe('By best score');

      const first = await expected('score');
      await poll(() => lines(page)).toEqual(first.lines);
      expect(first.lines).toHaveLength(PAGE);
      expect(await page.locator('.leaderboard caption').textContent()).toBe('Quicks by best score, page 1');
      await poll(() => page.locator('[data-own-rank]').textContent()).toBe('Your rank: 11 (best score -6)');
      expect(await page.locator('tr.mine').count()).toBe(0);
      await checkScreen(page, 'leaderboards');
      if (size === 'phone') {
        // The narrowest phone in common use, then back to the size the pictures are taken at.
        await page.setViewportSize({ width: 375, height: 812 });
        await checkScreen(page, 'leaderboards at 375 px');
        await page.setViewportSize(VIEWPORTS.phone);
      }

      await page.getByRole('button', { name: 'Next' }).click();
      const second = await expected('score', first.page.nextCursor!);
      await poll(() => lines(page)).toEqual(second.lines);
      expect(second.lines).toEqual([['11', 'Ann (you)']]);
      expect(await page.locator('tr.mine [data-rank]').textContent()).toBe('11');
      expect(await page.locator('.leaderboard caption').textContent()).toBe('Quicks by best score, page 2');
      expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('button', { name: 'Previous' }).click();
      await poll(() => lines(page)).toEqual(first.lines);
      expect(await page.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    });

    it('by rating: Ann on the first page, marked, with her rank; an empty board and an unknown one say so', async () => {
      await page.getByRole('link', { name: 'By rating' }).click();
      await poll(() => page.url()).toMatch(/#\/leaderboards\/quicks\/rating$/);
      const byRating = await expected('rating');
      await poll(() => lines(page)).toEqual(byRating.lines);
      const mine = byRating.page.entries.find((e) => e.playerId === ann.playerId)!;
      expect(mine.rank).toBe(6);
      expect(await page.locator('tr.mine [data-rank]').textContent()).toBe('6');
      await poll(() => page.locator('[data-own-rank]').textContent()).toBe(`Your rank: 6 (rating ${mine.rating!.ordinal.toFixed(1)})`);
      expect(await page.locator('.leaderboard caption').textContent()).toBe('Quicks by rating, page 1');
      await shoot(page, `leaderboards-${size}`);

      await page.getByRole('link', { name: 'Dice Kings, three columns' }).click();
      await page.locator('[data-empty-board]').waitFor();
      expect(page.url()).toMatch(/#\/leaderboards\/dice-kings-3\/rating$/);
      await poll(() => page.locator('[data-own-rank]').getAttribute('data-own-rank')).toBe('unlisted');
      await checkScreen(page, 'an empty leaderboard');

      // An address naming no board says so, with the four boards to pick from.
      await page.goto(`${stack.api.url}/play#/leaderboards/chess`);
      await page.getByRole('alert').getByText('There is no board "chess": pick one of the boards above.').waitFor();
      expect(await page.getByRole('navigation', { name: 'Boards' }).getByRole('link').count()).toBe(4);
    });

    it("is linked from Ann's profile, for each board, and from her game's end screen, to that game's board", async () => {
      await page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(ann.playerId)}`);
      await page.getByRole('link', { name: 'Leaderboard of Rummiduck' }).click();
      await poll(() => page.url()).toMatch(/#\/leaderboards\/rummiduck$/);
      await page.locator('[data-empty-board]').waitFor();
      await page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(ann.playerId)}`);
      await page.getByRole('link', { name: 'Leaderboard of Quicks' }).click();
      await poll(() => page.url()).toMatch(/#\/leaderboards\/quicks$/);
      await poll(() => page.locator('[data-own-rank]').textContent()).toBe('Your rank: 11 (best score -6)');

      await openGame(page, stack.api.url, annGame);
      const link = page.locator('.result').getByRole('link', { name: 'Leaderboards' });
      // The game's board comes with its ratings, a moment after the end.
      await poll(() => link.getAttribute('href')).toBe('#/leaderboards/quicks');
      await link.click();
      await poll(() => page.url()).toMatch(/#\/leaderboards\/quicks$/);
      await poll(() => lines(page)).toEqual((await expected('score')).lines);
    });
  });
}
