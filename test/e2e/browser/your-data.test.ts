/**
 * "Your data" on the player's page, in headless Chromium against the local server, at desktop
 * and phone size (docs/contract.md, Your data): offered on the player's own page only; "Download
 * my data" saves a JSON file (the browser's download, caught by playwright through the DevTools
 * protocol) that parses and names the player, with no key in it; "Delete my account…" opens a
 * modal dialog that takes the focus, keeps Tab inside, says everything that is lost, closes on
 * Escape or its Keep button changing nothing, and acts only once DELETE is typed; after the 204
 * the key is dead, forgotten by the browser, the lobby the player created cancelled, and the
 * page says the account is deleted; a refusal of the API is shown in its words, in the dialog.
 * Each screen is checked by axe, for the phone's width (and a 375 px phone's), 44 px targets
 * and the keyboard. UPDATE_SCREENSHOTS=1 writes
 * docs/screenshots/{your-data,delete-account,account-deleted}-{desktop,phone}.png.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { Client, type PlayerExport } from '../../../client/src/index.ts';
import { newPlayer, useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways } from './axe.ts';
import { openBrowser, VIEWPORTS, type ViewportName, type Visitor } from './chromium.ts';
import { poll, refusal, shoot } from './pages.ts';
import { clipped, expectKeyboardReach, smallTargets, tabThrough } from './targets.ts';

const stack = useTestStack();

beforeAll(async () => {
  await buildPlay();
}, 60_000);

const api = () => new Client({ baseUrl: stack.api.url });

const PLAYER_KEY = 'organized-chaos.player';

for (const size of ['desktop', 'phone'] as const satisfies ViewportName[]) {
  describe(`your data, ${size}`, () => {
    let visitor: Visitor;
    let page: Page;
    let downloads: string;
    let me: { playerId: string; name: string; token: string };
    let lobbyId: string;
    const mine = () => api().withToken(me.token);
    const dialog = () => page.getByRole('dialog', { name: 'Delete your account?' });

    async function checkScreen(screen: string, { keyboard = (named: string) => expectKeyboardReach(page, named), fullPage = true } = {}) {
      await checkFit(screen, keyboard);
      if (size === 'phone') {
        // The narrowest phone in common use, then back to the size the pictures are taken at.
        await page.setViewportSize({ width: 375, height: 812 });
        await checkFit(`${screen} at 375 px`, keyboard);
        await page.setViewportSize(VIEWPORTS.phone);
      }
      await shoot(page, `${screen}-${size}`, { fullPage });
    }
    async function checkFit(screen: string, keyboard: (screen: string) => Promise<void>) {
      expect(blocking(await runAxe(page)), screen).toEqual([]);
      expect(await scrollsSideways(page), `${screen} scrolls sideways`).toBe(false);
      expect(await clipped(page), `${screen} clipped`).toEqual([]);
      expect(await smallTargets(page), `${screen} targets under 44 px`).toEqual([]);
      await keyboard(screen);
    }
    /**
     * The dialog is modal: Tab reaches each of its own controls and nothing else (the page behind
     * is inert), each showing its focus.
     */
    async function keyboardInDialog(screen: string) {
      const { stops } = await tabThrough(page);
      expect(
        // Where the dialog is taller than the screen it scrolls, and Chromium makes it a stop too, for its arrow keys.
        stops.map((stop) => stop.name).filter((name) => !name.startsWith('DIALOG ')),
        `${screen}: Tab stops`,
      ).toEqual(['INPUT ""', 'BUTTON "Delete my account"', 'BUTTON "Keep my account"']);
      expect(
        stops.filter((stop) => !stop.visible).map((stop) => stop.name),
        `${screen}: focus not shown`,
      ).toEqual([]);
    }
    /** Nothing the page keeps (storage, cookies, the address) holds the key. */
    async function keptNowhere(key: string) {
      const kept = (await page.evaluate(
        'JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), document.cookie, location.href])',
      )) as string;
      expect(kept).not.toContain(key);
    }
    const signInAs = async (player: typeof me) => {
      await page.evaluate(`localStorage.setItem(${JSON.stringify(PLAYER_KEY)}, ${JSON.stringify(JSON.stringify(player))})`);
      await page.reload();
    };
    const openProfile = async () => {
      await page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(me.playerId)}`);
      await page.getByRole('heading', { name: 'Your data', level: 2 }).waitFor();
    };

    beforeAll(async () => {
      downloads = await mkdtemp(join(tmpdir(), 'your-data-'));
      me = await newPlayer(stack.api, `Dana ${size}`);
      // A lobby of hers that another player sits in: her erasure cancels it.
      lobbyId = (await mine().createGame('quicks')).gameId;
      const ben = await newPlayer(stack.api, `Ben ${size}`);
      await api().withToken(ben.token).joinGame(lobbyId);
      visitor = await openBrowser(size);
      page = visitor.page;
      // Signed in: the page keeps its player in localStorage, read as it loads. Kept once, not on
      // every load: after the erasure a reload must find nobody.
      await page.goto(`${stack.api.url}/play`);
      await signInAs(me);
    }, 60_000);
    afterAll(async () => {
      expect(visitor?.errors ?? []).toEqual([]);
      await visitor?.close();
      await rm(downloads, { recursive: true, force: true });
    });

    it("offers both on the player's own page, and on nobody else's", async () => {
      const other = await newPlayer(stack.api, `Cleo ${size}`);
      await page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(other.playerId)}`);
      await page.getByRole('heading', { name: `Cleo ${size}`, level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Download my data' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete my account…' }).count()).toBe(0);

      await openProfile();
      await page.getByRole('heading', { name: me.name, level: 1 }).waitFor();
      const card = page.locator('.your-data');
      await card.getByRole('button', { name: 'Download my data' }).waitFor();
      await card.getByRole('button', { name: 'Delete my account…' }).waitFor();
      await checkScreen('your-data');
    });

    it('downloads the data as a JSON file that names the player, with no key in it', async () => {
      const button = page.getByRole('button', { name: 'Download my data' });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`organized-chaos-${me.playerId}.json`);
      const file = join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const text = await readFile(file, 'utf8');
      const saved = JSON.parse(text) as PlayerExport;
      expect(saved.player).toMatchObject({ playerId: me.playerId, name: me.name, appId: null });
      expect(saved.games.map((game) => game.gameId)).toContain(lobbyId);
      // What the API gives, whole: the file is its answer, not a summary of it.
      expect(saved).toEqual(await mine().exportMyData());
      expect(text).not.toContain(me.token);
      await page.locator('[data-saved]').getByText(`Your browser saves it as organized-chaos-${me.playerId}.json`).waitFor();
    });

    it('asks first in a dialog that says what is lost; Escape and Keep change nothing; it acts only once DELETE is typed', async () => {
      const opener = page.getByRole('button', { name: 'Delete my account…' });
      await opener.click();
      await dialog().waitFor();
      // Modal, the focus on the question's start, so that a screen reader reads what is lost first.
      expect(await page.evaluate('document.querySelector("dialog.delete-account").matches(":modal")')).toBe(true);
      await poll(() => page.evaluate('document.activeElement?.className')).toBe('question');
      const lost = (await dialog().textContent())!;
      expect(lost).toContain(`This erases ${me.name} for good. It cannot be undone.`);
      for (const thing of [
        `nobody can play as ${me.name} again, and the name is gone from every game, list and board`,
        'Your key stops working at once, on every device where you play.',
        'Your webhook subscriptions, and the devices that get your turn notifications.',
        'The apps you registered, with their keys.',
        'A quick match still searching is cancelled; you leave every lobby you sit in, and a lobby you created is cancelled.',
        'Games you are playing are resigned, and count as lost.',
        'Your chips are gone.',
        'Games played stay, with “Deleted player” in your seat',
      ])
        expect(lost).toContain(thing);
      await checkScreen('delete-account', { keyboard: keyboardInDialog, fullPage: false });

      // Escape closes it, the focus back on the button that opened it.
      await page.keyboard.press('Escape');
      await poll(() => dialog().count()).toBe(0);
      await poll(() => page.evaluate('document.activeElement?.textContent')).toBe('Delete my account…');
      expect(await mine().getMe()).toMatchObject({ playerId: me.playerId, name: me.name });

      // Not typed (or typed wrong): said, the focus on the box, nothing sent.
      await opener.click();
      await dialog().getByRole('button', { name: 'Delete my account', exact: true }).click();
      await dialog().getByRole('alert').getByText('Type DELETE in the box to delete your account.').waitFor();
      const box = dialog().getByRole('textbox', { name: 'To confirm, type DELETE' });
      expect(await box.evaluate((element) => element.matches(':focus'))).toBe(true);
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      await box.fill('DELET');
      await box.press('Enter');
      await dialog().getByRole('alert').waitFor();
      expect(await mine().getMe()).toMatchObject({ playerId: me.playerId });

      // Keep my account closes it as Escape does.
      await dialog().getByRole('button', { name: 'Keep my account' }).click();
      await poll(() => dialog().count()).toBe(0);
      await poll(() => page.evaluate('document.activeElement?.textContent')).toBe('Delete my account…');
      expect(await mine().getMe()).toMatchObject({ playerId: me.playerId });
      // Opened afresh: nothing typed before is kept.
      await opener.click();
      expect(await dialog().getByRole('textbox').inputValue()).toBe('');
      expect(await dialog().getByRole('alert').count()).toBe(0);
      await page.keyboard.press('Escape');
      await poll(() => dialog().count()).toBe(0);
    });

    it('erases the account once DELETE is typed: the key dead and forgotten here, the lobby cancelled, the page saying so', async () => {
      await page.getByRole('button', { name: 'Delete my account…' }).click();
      // Typed as a phone types it: the case does not matter.
      await dialog().getByRole('textbox', { name: 'To confirm, type DELETE' }).fill('delete');
      await dialog().getByRole('button', { name: 'Delete my account', exact: true }).click();
      await page.getByRole('heading', { name: 'Your account is deleted', level: 1 }).waitFor();
      await poll(() => page.evaluate('document.activeElement?.id')).toBe('account-deleted-title');
      expect(await page.getByRole('status').textContent()).toContain(`${me.name} is erased.`);
      expect(await dialog().count()).toBe(0);

      // Before the answer: every token dead, the lobby she created cancelled (docs/contract.md, Your data).
      expect((await refusal(mine().getMe())).code).toBe('unauthenticated');
      expect(
        (
          await api()
            .withToken((await newPlayer(stack.api, `Eve ${size}`)).token)
            .getGame(lobbyId)
        ).status,
      ).toBe('cancelled');
      // The browser forgot her: nothing of her key kept, her name gone from the header.
      expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(PLAYER_KEY)})`)).toBeNull();
      await keptNowhere(me.token);
      expect(await page.locator('header .me').count()).toBe(0);
      await checkScreen('account-deleted');

      await page.getByRole('button', { name: 'Start afresh' }).click();
      await page.getByLabel('Your name').waitFor();
      // A reload finds nobody signed in.
      await page.reload();
      await page.getByLabel('Your name').waitFor();
    });

    it("shows the API's refusal in the dialog, which stays open: a key made dead behind the page's back", async () => {
      const flo = await newPlayer(stack.api, `Flo ${size}`);
      await page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(flo.playerId)}`);
      await signInAs(flo);
      await page.getByRole('heading', { name: 'Your data', level: 2 }).waitFor();
      // Another device rotates her key: the page's stops working at once.
      await api().withToken(flo.token).rotateToken();
      const refused = await refusal(api().withToken(flo.token).deleteMe());
      expect(refused.code).toBe('unauthenticated');

      await page.getByRole('button', { name: 'Delete my account…' }).click();
      await dialog().getByRole('textbox', { name: 'To confirm, type DELETE' }).fill('DELETE');
      await dialog().getByRole('button', { name: 'Delete my account', exact: true }).click();
      await dialog().getByRole('alert').getByText(refused.detail, { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your account is deleted' }).count()).toBe(0);
      expect(blocking(await runAxe(page))).toEqual([]);
      await dialog().getByRole('button', { name: 'Keep my account' }).click();
      await poll(() => dialog().count()).toBe(0);
    });
  });
}
