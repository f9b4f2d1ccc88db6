/**
 * The web client's developer screens, "Your apps" and one app, in headless Chromium against
 * the local server, at desktop and phone size: reached from the player's profile; a name the
 * API refuses, its detail shown and no app made; an app registered, its secret key shown once
 * with its warning and copied (the clipboard read back), kept in no storage and gone after a
 * reload; its publishable key listed and copied; its screen with its players and push
 * platforms; its secret key rotated after a question (the new key shown once, the old one's
 * last moment shown); its deletion after a question that says what is lost, its keys refused
 * at once; a refusal of the API said where it happened. Each screen is checked by axe, for the
 * phone's width (and a 375 px phone's), 44 px targets and the keyboard. UPDATE_SCREENSHOTS=1 writes
 * docs/screenshots/{apps,apps-refused,app,app-rotated,app-delete}-{desktop,phone}.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { Client } from '../../../client/src/index.ts';
import { newPlayer, useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways } from './axe.ts';
import { openBrowser, VIEWPORTS, type ViewportName, type Visitor } from './chromium.ts';
import { poll, refusal, shoot } from './pages.ts';
import { clipped, expectKeyboardReach, smallTargets } from './targets.ts';

const stack = useTestStack();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await buildPlay();
}, 60_000);

const api = () => new Client({ baseUrl: stack.api.url });
/** The app's server, with a secret key: signing one of its players in works only with a live key. */
const signIn = (secretKey: string, appId: string, externalId: string) =>
  api()
    .withToken(secretKey)
    .signInAppPlayer(appId, externalId, externalId.replace(/^user-/, ''));

for (const size of ['desktop', 'phone'] as const satisfies ViewportName[]) {
  describe(`the developer's apps, ${size}`, () => {
    let visitor: Visitor;
    let page: Page;
    let me: { playerId: string; name: string; token: string };
    const mine = () => api().withToken(me.token);
    /** The app registered on the page, and the keys the page showed. */
    const shown = { appId: '', publishableKey: '', secretKey: '', rotatedKey: '', playerToken: '' };

    async function checkScreen(screen: string) {
      await checkFit(screen);
      if (size === 'phone') {
        // The narrowest phone in common use, then back to the size the pictures are taken at.
        await page.setViewportSize({ width: 375, height: 812 });
        await checkFit(`${screen} at 375 px`);
        await page.setViewportSize(VIEWPORTS.phone);
      }
      await shoot(page, `${screen}-${size}`);
    }
    async function checkFit(screen: string) {
      expect(blocking(await runAxe(page)), screen).toEqual([]);
      expect(await scrollsSideways(page), `${screen} scrolls sideways`).toBe(false);
      expect(await clipped(page), `${screen} clipped`).toEqual([]);
      expect(await smallTargets(page), `${screen} targets under 44 px`).toEqual([]);
      await expectKeyboardReach(page, screen);
    }

    /** Nothing the page keeps (storage, cookies, the address) holds the key. */
    async function keptNowhere(key: string) {
      const kept = (await page.evaluate(
        'JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), document.cookie, location.href])',
      )) as string;
      expect(kept).not.toContain(key);
    }

    beforeAll(async () => {
      me = await newPlayer(stack.api, `Dev ${size}`);
      visitor = await openBrowser(size);
      page = visitor.page;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.api.url });
      // Signed in: the page keeps its player in localStorage, read as it loads.
      await page.context().addInitScript(`localStorage.setItem('organized-chaos.player', ${JSON.stringify(JSON.stringify(me))})`);
    }, 60_000);
    afterAll(async () => {
      expect(visitor?.errors ?? []).toEqual([]);
      await visitor?.close();
    });

    it("is reached from the player's profile; a name the API refuses is said in its words, and no app is made", async () => {
      await page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(me.playerId)}`);
      await page.getByRole('link', { name: 'Your apps' }).click();
      await page.getByRole('heading', { name: 'Your apps', level: 1 }).waitFor();
      expect(page.url()).toMatch(/#\/apps$/);
      await page.locator('[data-no-apps]').waitFor();

      // A zero-width space: a name that looks like another's (the rules of a player's name).
      const name = 'Dice\u200bKings';
      const refused = await refusal(mine().createApp(name));
      expect(refused.code).toBe('invalid-request');
      await page.getByLabel('App name').fill(name);
      await page.getByRole('button', { name: 'Register app' }).click();
      await page.locator('.register-app [role=alert]').getByText(refused.detail, { exact: true }).waitFor();
      expect((await mine().listApps()).apps).toEqual([]);
      expect(await page.locator('[data-no-apps]').count()).toBe(1);
      await checkScreen('apps-refused');
    });

    it('registers an app: the secret key shown once with its warning, copied, kept nowhere; the publishable key listed and copied', async () => {
      await page.getByLabel('App name').fill('Dice Kings Mobile');
      await page.getByRole('button', { name: 'Register app' }).click();
      const card = page.locator('.secret-key');
      await card.getByRole('heading', { name: 'Secret key of Dice Kings Mobile' }).waitFor();
      // The focus goes to the key, wherever the page was scrolled.
      await poll(() => page.evaluate('document.activeElement?.id')).toBe('secret-key-title');
      const warning = await card.locator('.warning').textContent();
      expect(warning).toContain('it will not be shown again');
      expect(warning).toContain("on your app's servers only");
      expect(await card.locator('[data-previous-valid-until]').count()).toBe(0);
      shown.secretKey = await card.getByRole('textbox', { name: 'Secret key' }).inputValue();
      expect(shown.secretKey).toMatch(/^ocsk_/);
      // The form is ready for another app.
      expect(await page.getByLabel('App name').inputValue()).toBe('');

      const [app] = (await mine().listApps()).apps;
      expect(app).toMatchObject({ name: 'Dice Kings Mobile', players: 0 });
      shown.appId = app!.appId;
      shown.publishableKey = app!.publishableKey;
      const line = page.locator(`[data-app="${shown.appId}"]`);
      await line.waitFor();
      expect(await line.getByRole('textbox', { name: 'Publishable key of Dice Kings Mobile' }).inputValue()).toBe(app!.publishableKey);
      expect(await line.textContent()).toContain('0 players');

      // The key shown is the app's: its server signs a player in with it.
      const cleo = await signIn(shown.secretKey, shown.appId, 'user-Cleo');
      expect(cleo).toMatchObject({ appId: shown.appId, externalId: 'user-Cleo', name: 'Cleo' });
      shown.playerToken = cleo.token;

      await card.getByRole('button', { name: 'Copy secret key' }).click();
      await card.getByText("Copied. Put it in your server's secret settings").waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(shown.secretKey);
      await line.getByRole('button', { name: 'Copy publishable key of Dice Kings Mobile' }).click();
      await line.getByText('Copied. It is no secret').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(shown.publishableKey);
      await keptNowhere(shown.secretKey);
      await checkScreen('apps');

      // Shown once: after a reload the page has it no more, and the API never gives it again.
      await page.reload();
      await line.waitFor();
      expect(await page.locator('.secret-key').count()).toBe(0);
      expect(await page.content()).not.toContain(shown.secretKey);
      expect(JSON.stringify(await mine().listApps())).not.toContain(shown.secretKey);
    });

    it('opens the app: its id, its players and which push platforms have credentials', async () => {
      await page.locator(`[data-app="${shown.appId}"]`).getByRole('link', { name: 'Dice Kings Mobile' }).click();
      await page.getByRole('heading', { name: 'Dice Kings Mobile', level: 1 }).waitFor();
      expect(page.url()).toContain(`#/apps/${shown.appId}`);
      const app = await mine().getApp(shown.appId);
      expect(app.players).toBe(1);
      await poll(() => page.locator('[data-players]').textContent()).toBe('1');
      expect(await page.locator('.app-facts code').textContent()).toBe(shown.appId);
      for (const platform of ['apns', 'fcm', 'expo'] as const)
        expect(await page.locator(`[data-push="${platform}"]`).textContent()).toBe(
          app.push[platform] ? 'Credentials set' : 'No credentials',
        );
      expect(await page.getByRole('textbox', { name: 'Publishable key' }).inputValue()).toBe(shown.publishableKey);
      await checkScreen('app');
    });

    it('rotates the secret key after asking: the new key shown once, the old one working until the time shown', async () => {
      // Asked first; Cancel changes nothing and gives the focus back.
      await page.getByRole('button', { name: 'Rotate secret key…' }).click();
      const question = page.getByRole('group', { name: 'Rotate secret key?' });
      await question.getByText('Rotate the secret key of Dice Kings Mobile?').waitFor();
      await poll(() => page.evaluate('document.activeElement?.className')).toBe('question');
      await question.getByRole('button', { name: 'Cancel' }).click();
      await poll(() => page.evaluate('document.activeElement?.textContent')).toBe('Rotate secret key…');
      expect(await page.locator('.secret-key').count()).toBe(0);

      await page.getByRole('button', { name: 'Rotate secret key…' }).click();
      const asked = Date.now();
      await question.getByRole('button', { name: 'Rotate', exact: true }).click();
      const card = page.locator('.secret-key');
      await card.getByRole('heading', { name: 'New secret key of Dice Kings Mobile' }).waitFor();
      const answered = Date.now();
      expect(await card.locator('.warning').textContent()).toContain('it will not be shown again');
      shown.rotatedKey = await card.getByRole('textbox', { name: 'Secret key' }).inputValue();
      expect(shown.rotatedKey).toMatch(/^ocsk_/);
      expect(shown.rotatedKey).not.toBe(shown.secretKey);
      // The old key's last moment, as a time the reader reads (and its instant for machines): 24 hours on.
      const until = card.locator('[data-previous-valid-until] time');
      const instant = Date.parse((await until.getAttribute('datetime'))!);
      expect(instant).toBeGreaterThanOrEqual(asked + DAY_MS - 1000);
      expect(instant).toBeLessThanOrEqual(answered + DAY_MS + 1000);
      expect((await until.textContent())!.trim()).not.toBe('');
      expect(await page.getByRole('group', { name: 'Rotate secret key?' }).count()).toBe(0);
      // Both keys work now: the old one for 24 hours more.
      await signIn(shown.rotatedKey, shown.appId, 'user-Dan');
      await signIn(shown.secretKey, shown.appId, 'user-Eve');
      await keptNowhere(shown.rotatedKey);
      await checkScreen('app-rotated');

      await card.getByRole('button', { name: 'Copy secret key' }).click();
      await card.getByText('Copied.').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(shown.rotatedKey);
      // Hidden for good once kept.
      await card.getByRole('button', { name: 'I have kept it: hide the key' }).click();
      expect(await page.locator('.secret-key').count()).toBe(0);
    });

    it('deletes the app after saying what is lost: both keys refused at once, its players left playing', async () => {
      // Read afresh: the two players signed in since are counted, and the rotated key is gone with the reload.
      await page.reload();
      await page.getByRole('heading', { name: 'Dice Kings Mobile', level: 1 }).waitFor();
      expect(await page.locator('.secret-key').count()).toBe(0);
      await page.getByRole('button', { name: 'Delete app…' }).click();
      const question = page.getByRole('group', { name: 'Delete app?' });
      const lost = await question.textContent();
      expect(lost).toContain('Delete Dice Kings Mobile? This cannot be undone.');
      expect(lost).toContain('Both its keys stop working at once');
      expect(lost).toContain('Its webhook subscriptions are deleted, with their deliveries, and so are its push credentials.');
      expect(lost).toContain('Its players stay players, of no app');
      await poll(() => question.locator('[data-what-is-lost]').textContent()).toContain('(it has 3 players)');
      await checkScreen('app-delete');

      await question.getByRole('button', { name: 'Keep it' }).click();
      expect(await mine().getApp(shown.appId)).toMatchObject({ appId: shown.appId, players: 3 });

      await page.getByRole('button', { name: 'Delete app…' }).click();
      await question.getByRole('button', { name: 'Delete app', exact: true }).click();
      await page.getByRole('heading', { name: 'Dice Kings Mobile is deleted' }).waitFor();
      expect((await refusal(mine().getApp(shown.appId))).code).toBe('app-not-found');
      for (const key of [shown.secretKey, shown.rotatedKey])
        expect((await refusal(signIn(key, shown.appId, 'user-Cleo'))).code).toBe('unauthenticated');
      expect((await refusal(new Client({ baseUrl: stack.api.url, appKey: shown.publishableKey }).createPlayer('Fay'))).code).toBe(
        'unauthenticated',
      );
      // Cleo plays on, of no app.
      expect(await api().withToken(shown.playerToken).getMe()).toMatchObject({ name: 'Cleo', appId: null });

      await page.getByRole('link', { name: 'Your apps' }).click();
      await page.locator('[data-no-apps]').waitFor();
    });

    it("says the API's refusal where it happened: an app deleted behind the page's back, an app that is nobody's", async () => {
      const other = await mine().createApp('Quick Bot');
      await page.goto(`${stack.api.url}/play#/apps/${other.appId}`);
      await page.getByRole('heading', { name: 'Quick Bot', level: 1 }).waitFor();
      await mine().deleteApp(other.appId);
      const gone = await refusal(mine().rotateAppSecret(other.appId));
      expect(gone.code).toBe('app-not-found');
      await page.getByRole('button', { name: 'Rotate secret key…' }).click();
      const question = page.getByRole('group', { name: 'Rotate secret key?' });
      await question.getByRole('button', { name: 'Rotate', exact: true }).click();
      await question.getByRole('alert').getByText(gone.detail, { exact: true }).waitFor();
      // Nothing was shown as a key, and the question stays open to be cancelled.
      expect(await page.locator('.secret-key').count()).toBe(0);
      await question.getByRole('button', { name: 'Cancel' }).click();

      const nobodys = 'app_00000000000000000000000000000000';
      const unknown = await refusal(mine().getApp(nobodys));
      await page.goto(`${stack.api.url}/play#/apps/${nobodys}`);
      await page.getByRole('heading', { name: 'No such app of yours' }).waitFor();
      await page.getByRole('alert').getByText(unknown.detail, { exact: true }).waitFor();
      expect(blocking(await runAxe(page))).toEqual([]);
    });
  });
}
