/**
 * The web client's lobby and account screens in headless Chromium, at desktop and phone size,
 * against the local server: signing up (by keyboard), my chips and ratings, my games after a
 * reload, creating a game with its config (and the server's refusal shown), a Play now search
 * waiting, a profile, signing out with the key shown, and signing back in with it in another browser. Every screen is
 * checked by axe (no serious or critical violation), for sideways scrolling and clipping on the
 * phone, for 44 px targets, and for a keyboard path with a visible focus.
 * UPDATE_SCREENSHOTS=1 writes each screen at both sizes to docs/screenshots/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { ApiError, Client } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways, type AxeReport } from './axe.ts';
import { openBrowser, type ViewportName, type Visitor } from './chromium.ts';
import { shoot } from './pages.ts';
import { clipped, expectKeyboardReach, smallTargets } from './targets.ts';

const stack = useTestStack();
/** axe's counts by impact, per screen and size: printed at the end for the closing notes. */
const axeCounts: Record<string, AxeReport['byImpact'] & { rules: string }> = {};

beforeAll(async () => {
  await buildPlay();
}, 60_000);
afterAll(() => console.table(axeCounts));

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const api = () => new Client({ baseUrl: stack.api.url });
const playerOf = async (page: Page) =>
  JSON.parse(String(await page.evaluate("localStorage.getItem('organized-chaos.player')"))) as {
    playerId: string;
    name: string;
    token: string;
  } | null;

for (const size of ['desktop', 'phone'] as const satisfies ViewportName[]) {
  describe(`the lobby and account screens, ${size}`, () => {
    let visitor: Visitor;
    let page: Page;
    let me: { playerId: string; name: string; token: string };
    const other = { client: undefined as unknown as Client, playerId: '' };

    /** Every screen's checks: axe, the phone's width, thumb-sized targets, Tab with a visible focus; then its picture. */
    async function checkScreen(screen: string) {
      const report = await runAxe(page);
      axeCounts[`${screen} (${size})`] = { ...report.byImpact, rules: report.violations.map((v) => `${v.id} (${v.impact})`).join(', ') };
      expect(blocking(report), screen).toEqual([]);
      expect(await scrollsSideways(page), `${screen} scrolls sideways`).toBe(false);
      expect(await clipped(page), `${screen} clipped`).toEqual([]);
      expect(await smallTargets(page), `${screen} targets under 44 px`).toEqual([]);
      await expectKeyboardReach(page, screen);
      await shoot(page, `${screen}-${size}`);
    }

    beforeAll(async () => {
      visitor = await openBrowser(size);
      page = visitor.page;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.api.url });
      const created = await api().createPlayer('Rival');
      other.client = api().withToken(created.token);
      other.playerId = created.playerId;
    }, 60_000);
    afterAll(async () => {
      expect(visitor?.errors ?? []).toEqual([]);
      await visitor?.close();
    });

    it('signs up from the welcome screen by keyboard alone', { timeout: 60_000 }, async () => {
      await page.goto(`${stack.api.url}/play`);
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      await checkScreen('welcome');
      await page.evaluate('document.activeElement?.blur()');
      await page.keyboard.press('Tab'); // the brand link
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement?.closest("label")?.textContent')).toContain('Your name');
      await page.keyboard.type(`Ann ${size}`);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Create game' }).waitFor();
      me = (await playerOf(page))!;
      expect(me.name).toBe(`Ann ${size}`);
    });

    it('shows my chips and that I have no rating yet; my games are none', { timeout: 60_000 }, async () => {
      const card = page.locator('.me-card');
      await poll(() => card.locator('[data-balance]').getAttribute('data-balance')).toBe('1000');
      await card.getByText('No rating yet').waitFor();
      await page.locator('.my-games').getByText('None yet').waitFor();
    });

    it('creates a game with its config: the time for a step, the stake and the rules options', { timeout: 60_000 }, async () => {
      await page.getByRole('combobox', { name: /^Game/ }).selectOption('dice-kings');
      await page.getByLabel('Time for a step').fill('90');
      await page.getByLabel('Stake').fill('10');
      await page.getByText('Rules options for Dice Kings').click();
      await page.getByRole('radio', { name: 'Three (39 rounds)' }).check();
      await page.getByRole('radio', { name: /^Forced/ }).check();
      await page.getByLabel('Upper bonus').fill('40');
      await checkScreen('create-game');
      await page.getByRole('button', { name: 'Create game' }).click();
      await poll(() => page.url()).toMatch(/#\/games\/.+/);
      const gameId = decodeURIComponent(page.url().split('#/games/')[1]!);
      const view = await api().getGame(gameId);
      expect(view.game).toBe('dice-kings');
      expect(view.config).toMatchObject({ TurnTime: 90, Stake: 10, Columns: 3, JokerRule: 'forced', UpperBonus: 40, UpperBonusAt: 63 });
      await page.getByRole('link', { name: 'Organized Chaos' }).click();
    });

    it("shows the server's own refusal of a value out of range, and creates nothing", { timeout: 60_000 }, async () => {
      const refusal = await api()
        .withToken(me.token)
        .createGame('rummiduck', { config: { StartTiles: 27 } })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).code).toBe('invalid-config');
      // My games is a projection: counted once the stream is handed on (the game of the test before included).
      await stack.api.stack.settled();
      const before = (await api().withToken(me.token).listMyGames()).games.length;
      await page.getByRole('combobox', { name: /^Game/ }).selectOption('rummiduck');
      await page.getByText('Rules options for Rummiduck').click();
      await page.getByLabel('Tiles dealt to each player').fill('27');
      await page.getByRole('button', { name: 'Create game' }).click();
      await page
        .locator('.create-game [role=alert]')
        .getByText((refusal as ApiError).detail, { exact: true })
        .waitFor();
      expect(page.url()).not.toMatch(/#\/games\//);
      await stack.api.stack.settled();
      expect((await api().withToken(me.token).listMyGames()).games.length).toBe(before);
      await checkScreen('create-game-refused');
    });

    it(
      'lists my games after a reload: running ones waiting for me first, then the others, waiting ones, ended ones; with my rating',
      { timeout: 90_000 },
      async () => {
        const mine = api().withToken(me.token);
        const { gameId: staked } = (await mine.listMyGames({ status: 'lobby' })).games[0]!;
        // Mine to move: I throw first in a Quicks game I started.
        const myMove = await mine.createGame('quicks');
        await other.client.joinGame(myMove.gameId);
        await mine.startGame(myMove.gameId);
        // The other's move, and changed later than mine: still listed after it.
        const theirMove = await other.client.createGame('dice-kings');
        await mine.joinGame(theirMove.gameId);
        await other.client.startGame(theirMove.gameId);
        // Ended: I resign, the other wins; a rated game of the one-column board.
        const ended = await mine.createGame('dice-kings');
        await other.client.joinGame(ended.gameId);
        await mine.startGame(ended.gameId);
        await mine.resignGame(ended.gameId);

        await page.reload();
        const listed = () => page.locator('[data-my-game]').evaluateAll((items) => items.map((item) => item.getAttribute('data-my-game')));
        await poll(listed).toEqual([myMove.gameId, theirMove.gameId, staked, ended.gameId]);
        const item = (gameId: string) => page.locator(`[data-my-game="${gameId}"]`);
        expect(await item(myMove.gameId).locator('.state').textContent()).toBe('Your move');
        expect(await item(theirMove.gameId).locator('.state').textContent()).toBe('Rival: roll');
        expect(await item(staked).locator('.state').textContent()).toBe('1 seated, not started');
        expect(await item(ended.gameId).locator('.state').textContent()).toBe('Won by Rival');

        await poll(async () => (await mine.getProfile(me.playerId)).boards['dice-kings'].rating).not.toBeNull();
        const { rating } = (await mine.getProfile(me.playerId)).boards['dice-kings'];
        await page.reload();
        await poll(() => page.locator('.me-card [data-rating-of="dice-kings"] strong').textContent()).toBe(rating!.ordinal.toFixed(1));
        // The stake of the lobby game is held; the stake was taken from nobody yet (taken at the start).
        await checkScreen('lobby');

        await item(myMove.gameId).getByRole('link').click();
        await poll(() => page.url()).toContain(encodeURIComponent(myMove.gameId));
        await page.getByRole('link', { name: 'Organized Chaos' }).click();
      },
    );

    it('shows a Play now search while it waits, and Cancel, pressed by the keyboard, ends it', { timeout: 60_000 }, async () => {
      await page.getByRole('radio', { name: 'Quicks' }).check();
      await page.getByRole('button', { name: 'Play now' }).click();
      await page.getByRole('status').filter({ hasText: 'Looking for a Quicks table' }).waitFor();
      await checkScreen('play-now-waiting');
      await page.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Play now' }).waitFor();
      expect(await page.getByRole('status').count()).toBe(0);
    });

    it('shows my profile: each board with its rating, games, wins and best score, and my key', { timeout: 60_000 }, async () => {
      await page.getByRole('link', { name: `Playing as ${me.name}` }).click();
      const board = page.locator('[data-board="dice-kings"]');
      await board.waitFor();
      const profile = await api().getProfile(me.playerId);
      expect(await board.locator('[data-rating]').textContent()).toBe(profile.boards['dice-kings'].rating!.ordinal.toFixed(1));
      expect(await board.locator('dd').allTextContents()).toEqual([
        profile.boards['dice-kings'].rating!.ordinal.toFixed(1),
        String(profile.boards['dice-kings'].games),
        String(profile.boards['dice-kings'].wins),
        '–',
      ]);
      expect(await page.locator('[data-board="quicks"] [data-rating]').textContent()).toBe('not rated yet');
      expect(await page.getByRole('textbox', { name: 'Your key' }).inputValue()).toBe(me.token);
      await checkScreen('profile');
    });

    it('signs out only after a warning that shows the key to copy; the player is kept', { timeout: 60_000 }, async () => {
      await page.getByRole('link', { name: 'Sign out', exact: true }).click();
      await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
      expect(await page.locator('.warning').textContent()).toContain('without this key');
      expect(await page.getByRole('textbox', { name: 'Your key' }).inputValue()).toBe(me.token);
      await checkScreen('sign-out');
      await page.getByRole('button', { name: 'Copy key' }).click();
      await page.getByText('Copied.').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(me.token);
      // Staying signed in leaves everything as it was.
      await page.getByRole('link', { name: 'Stay signed in' }).click();
      await page.getByRole('button', { name: 'Create game' }).waitFor();
      expect(await playerOf(page)).toEqual(me);

      await page.getByRole('link', { name: 'Sign out', exact: true }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      expect(await playerOf(page)).toBeNull();
      // Nothing was deleted: the key still acts for the player.
      expect(await api().withToken(me.token).getMe()).toEqual({ playerId: me.playerId, name: me.name, appId: null });
    });

    it('signs back in with the key on another device; an unknown key is told so', { timeout: 90_000 }, async () => {
      const device = await openBrowser(size);
      try {
        const other = device.page;
        await other.goto(`${stack.api.url}/play`);
        await other.getByLabel('Your key').fill('oct_this-key-is-nobodys');
        await other.getByRole('button', { name: 'Sign in with this key' }).click();
        await other.getByRole('alert').getByText('No player has this key').waitFor();
        expect(await playerOf(other)).toBeNull();
        const swapped = page;
        page = other;
        await checkScreen('sign-in-refused');
        page = swapped;

        // Pasted with the spaces a copy often brings.
        await other.getByLabel('Your key').fill(`  ${me.token} `);
        await other.getByRole('button', { name: 'Sign in with this key' }).click();
        await other.getByRole('button', { name: 'Create game' }).waitFor();
        expect(await playerOf(other)).toEqual(me);
        expect(await other.locator('.top').textContent()).toContain(`Playing as ${me.name}`);
        await poll(() => other.locator('[data-my-game]').count()).toBe(4);
        expect(device.errors).toEqual([]);
      } finally {
        await device.close();
      }
    });
  });
}
