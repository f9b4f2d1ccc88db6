/**
 * "Tell me when it's my turn" on the player's page (linked from the screen of a game where the
 * player waits), in headless Chromium against the local server: notification permission granted to the origin, turned on (the service worker
 * registered at /play/sw.js with its /play/ scope, the subscription made with the key of
 * GET /push/webpush and registered as the player's device), a push message delivered to the
 * real service worker through the DevTools protocol (ServiceWorker.deliverPushMessage) and
 * shown as a notification with its title, text, tag and data, a click on it leading the open
 * page to the game, and turned off (the device deleted), by the player or by signing out. The
 * blocked and unsupported states say so. Each state is checked by axe at desktop and phone size.
 *
 * Two things are stood in for, because Chromium cannot do them here. Subscribing: a playwright
 * browser context is off the record, where Chromium refuses push ("Registration failed -
 * permission denied"), and a profile on disk waits for Google's push service (FCM), which is
 * not reachable. So `PushManager.prototype.subscribe` (and `getSubscription`, to agree with
 * it) are replaced in the page by a subscription-shaped object with a loopback endpoint and
 * keys made with WebCrypto; the permission, the service worker, the push and the notification
 * are Chromium's own. Clicking: the DevTools protocol cannot click a notification, so the
 * click is a `notificationclick` event dispatched in the real worker, with the worker's
 * `clients` kept but `focus` and `openWindow` (which a script-made event may not call) noted
 * instead of done; where it leads without an open window is test/client/push-worker.test.ts.
 * UPDATE_SCREENSHOTS=1 writes docs/screenshots/{push-on,push-blocked,push-unsupported}-{desktop,phone}.png.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { Client } from '../../../client/src/index.ts';
import { newPlayer, useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways } from './axe.ts';
import { openBrowser, type ViewportName, type Visitor } from './chromium.ts';
import { poll, shoot } from './pages.ts';
import { clipped, expectKeyboardReach, smallTargets } from './targets.ts';

const stack = useTestStack();

beforeAll(async () => {
  await buildPlay();
}, 60_000);

/**
 * The devices the page registers, as it sent them: Chromium's DevTools events leave out the
 * body of these requests once the page has a service worker.
 */
const recordDevices = `window.sentDevices = [];
const pageFetch = window.fetch;
window.fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.method === 'PUT' && request.url.includes('/players/me/devices/')) window.sentDevices.push({ url: request.url, body: await request.clone().json() });
  return pageFetch(request);
};`;

/** Where the stand-in subscription keeps itself in the page, so a reload still finds it. */
const STAND_IN = 'test.push-subscription';

/**
 * The stand-in for a push service's subscription (see above): a P-256 public key and a 16-byte
 * auth secret, as a browser's are; the key the page subscribed with is kept beside it.
 */
const standInSubscribe = `window.PushManager && (() => {
  const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const shaped = (json) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    toJSON: () => json,
    unsubscribe: async () => (localStorage.removeItem('${STAND_IN}'), true),
  });
  PushManager.prototype.subscribe = async function (options) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const json = {
      endpoint: 'http://127.0.0.1:9/push/' + crypto.randomUUID(),
      expirationTime: null,
      keys: { p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
    };
    localStorage.setItem('${STAND_IN}', JSON.stringify({ json, userVisibleOnly: options.userVisibleOnly, key: b64(options.applicationServerKey) }));
    return shaped(json);
  };
  PushManager.prototype.getSubscription = async function () {
    const kept = localStorage.getItem('${STAND_IN}');
    return kept ? shaped(JSON.parse(kept).json) : null;
  };
})()`;

interface Kept {
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  userVisibleOnly: boolean;
  key: string;
}

for (const size of ['desktop', 'phone'] as const satisfies ViewportName[]) {
  describe(`turn notifications in the browser, ${size}`, () => {
    let visitor: Visitor;
    let page: Page;
    let me: { playerId: string; name: string; token: string };
    const mine = () => new Client({ baseUrl: stack.api.url }).withToken(me.token);
    const card = () => page.locator('section.push');
    const state = () => card().getAttribute('data-push-state');

    async function checkScreen(screen: string) {
      expect(blocking(await runAxe(page)), screen).toEqual([]);
      expect(await scrollsSideways(page), `${screen} scrolls sideways`).toBe(false);
      expect(await clipped(page), `${screen} clipped`).toEqual([]);
      expect(await smallTargets(page), `${screen} targets under 44 px`).toEqual([]);
      await expectKeyboardReach(page, screen);
      await card().scrollIntoViewIfNeeded();
      await shoot(page, `${screen}-${size}`);
    }
    const openProfile = () => page.goto(`${stack.api.url}/play#/players/${encodeURIComponent(me.playerId)}`);

    beforeAll(async () => {
      me = await newPlayer(stack.api, `Pushed ${size}`);
      visitor = await openBrowser(size);
      page = visitor.page;
      // Browser.grantPermissions for the origin, as a player's "Allow" would.
      await page.context().grantPermissions(['notifications'], { origin: stack.api.url });
      await page.context().addInitScript(`localStorage.setItem('organized-chaos.player', ${JSON.stringify(JSON.stringify(me))})`);
      await page.context().addInitScript(standInSubscribe);
      await page.context().addInitScript(recordDevices);
    }, 60_000);
    afterAll(async () => {
      expect(visitor?.errors ?? []).toEqual([]);
      await visitor?.close();
    });

    it("is reached from a game's screen while the player waits; off at first; turned on, the service worker holds a subscription made with the deployment's key, registered as the player's device", async () => {
      // Seated in a game's lobby, waiting for others: the game's screen links to the control.
      const waiting = await mine().createGame('dice-kings');
      await page.goto(`${stack.api.url}/play#/games/${waiting.gameId}`);
      await page.getByRole('link', { name: "Tell me when it's my turn" }).click();
      await poll(() => page.url()).toBe(`${stack.api.url}/play#/players/${encodeURIComponent(me.playerId)}`);
      await card().getByRole('heading', { name: "Tell me when it's my turn" }).waitFor();
      await poll(state).toBe('off');
      await card().getByRole('button', { name: 'Turn on notifications' }).click();
      await poll(state).toBe('on');
      await card().getByRole('button', { name: 'Turn off notifications' }).waitFor();

      const kept = JSON.parse(String(await page.evaluate(`localStorage.getItem('${STAND_IN}')`))) as Kept;
      expect(kept.userVisibleOnly).toBe(true);
      expect(kept.key).toBe((await mine().webPushKey()).publicKey);
      expect(await page.evaluate("navigator.serviceWorker.getRegistration('/play/').then((r) => r && r.scope)")).toBe(
        `${stack.api.url}/play/`,
      );

      const deviceId = String(await page.evaluate("localStorage.getItem('organized-chaos.push-device')"));
      const sent = JSON.parse((await page.evaluate('JSON.stringify(window.sentDevices)')) as string) as unknown;
      expect(sent).toEqual([
        {
          url: `${stack.api.url}/players/me/devices/${deviceId}`,
          body: {
            platform: 'webpush',
            subscription: { endpoint: kept.json.endpoint, keys: kept.json.keys },
            locale: await page.evaluate('navigator.language'),
          },
        },
      ]);
      const { devices } = await mine().listDevices();
      expect(devices).toEqual([
        expect.objectContaining({ deviceId, platform: 'webpush', locale: await page.evaluate('navigator.language') }),
      ]);

      // After a reload the page reads the same: this browser's device is still the player's.
      await page.reload();
      await poll(state).toBe('on');
      await checkScreen('push-on');
    });

    if (size === 'desktop')
      it('a push message delivered to the service worker shows its notification; a click brings the open page to the game', async () => {
        const game = await mine().createGame('dice-kings');
        const message = {
          title: 'Your turn',
          body: 'Dice Kings: it is your turn.',
          tag: game.gameId,
          data: { type: 'turn', gameId: game.gameId, version: 3 },
        };
        const cdp = await page.context().newCDPSession(page);
        const registrationId = await registrationOf(cdp, `${stack.api.url}/play/`);
        const deliver = () =>
          cdp.send('ServiceWorker.deliverPushMessage', { origin: stack.api.url, registrationId, data: JSON.stringify(message) });
        await deliver();

        const shown =
          "navigator.serviceWorker.getRegistration('/play/').then((r) => r.getNotifications()).then((ns) => ns.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))";
        // A push that reaches a worker still starting up can be dropped by Chromium, as a push
        // service may redeliver: delivered again every few seconds until it shows. One tag, so
        // a second delivery replaces the first notification rather than adding one.
        let deliveredAt = Date.now();
        await poll(async () => {
          const notifications = (await page.evaluate(shown)) as unknown[];
          if (notifications.length === 0 && Date.now() - deliveredAt > 3_000) {
            deliveredAt = Date.now();
            await deliver();
          }
          return notifications;
        }).toEqual([message]);

        // The player is elsewhere on the page (the lobby) when they click.
        await page.goto(`${stack.api.url}/play`);
        await page.getByRole('button', { name: 'Create game' }).waitFor();
        const worker = page
          .context()
          .serviceWorkers()
          .find((w) => w.url() === `${stack.api.url}/play/sw.js`);
        expect(worker, 'the service worker').toBeDefined();
        const clicked = (await worker!.evaluate(`(async () => {
          const [notification] = await self.registration.getNotifications();
          const real = self.clients;
          const focused = [];
          const opened = [];
          Object.defineProperty(self, 'clients', { configurable: true, value: {
            matchAll: (options) => real.matchAll(options).then((windows) => windows.map((w) => ({ url: w.url, postMessage: (m) => w.postMessage(m), focus: async () => focused.push(w.url) }))),
            openWindow: async (url) => opened.push(url),
          } });
          let work;
          const event = new NotificationEvent('notificationclick', { notification });
          Object.defineProperty(event, 'waitUntil', { value: (promise) => { work = promise; } });
          try {
            self.dispatchEvent(event);
            await work;
          } finally {
            delete self.clients;
          }
          return { focused, opened, left: (await self.registration.getNotifications()).length };
        })()`)) as { focused: string[]; opened: string[]; left: number };
        expect(clicked).toEqual({ focused: [`${stack.api.url}/play`], opened: [], left: 0 });
        await page.locator(`.game[data-game-id="${game.gameId}"]`).waitFor();
        expect(page.url()).toBe(`${stack.api.url}/play#/games/${game.gameId}`);
      });

    it('turned off: the subscription is dropped and the device deleted', async () => {
      await openProfile();
      await poll(state).toBe('on');
      await card().getByRole('button', { name: 'Turn off notifications' }).click();
      await poll(state).toBe('off');
      expect(await page.evaluate(`localStorage.getItem('${STAND_IN}')`)).toBeNull();
      expect((await mine().listDevices()).devices).toEqual([]);
      await card().getByRole('button', { name: 'Turn on notifications' }).waitFor();
    });

    it('says so where notifications are blocked, and where the browser has no Web Push', async () => {
      const cdp = await page.context().newCDPSession(page);
      // The player's "Block": a setting playwright's grantPermissions cannot make, so the DevTools protocol's, for this context.
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        origin: stack.api.url,
        permission: { name: 'notifications' },
        setting: 'denied',
        browserContextId: targetInfo.browserContextId!,
      });
      await page.reload();
      await poll(state).toBe('blocked');
      await card().getByText('Notifications from this site are blocked in this browser.').waitFor();
      expect(await card().getByRole('button').count()).toBe(0);
      await checkScreen('push-blocked');

      await page.addInitScript('delete window.PushManager');
      await page.reload();
      await poll(state).toBe('unsupported');
      await card().getByText('This browser cannot show notifications from web pages').waitFor();
      expect(await card().getByRole('button').count()).toBe(0);
      await checkScreen('push-unsupported');
    });

    if (size === 'phone')
      it("signing out turns it off: the browser is told nothing more of the player's games", async () => {
        await page.context().grantPermissions(['notifications'], { origin: stack.api.url });
        const fresh = await page.context().newPage();
        const errors: Error[] = [];
        fresh.on('pageerror', (error) => errors.push(error));
        await fresh.goto(`${stack.api.url}/play#/players/${encodeURIComponent(me.playerId)}`);
        const freshCard = fresh.locator('section.push');
        await poll(() => freshCard.getAttribute('data-push-state')).toBe('off');
        await freshCard.getByRole('button', { name: 'Turn on notifications' }).click();
        await poll(() => freshCard.getAttribute('data-push-state')).toBe('on');
        expect((await mine().listDevices()).devices).toHaveLength(1);

        await fresh.goto(`${stack.api.url}/play#/sign-out`);
        await fresh.getByRole('button', { name: 'Sign out' }).click();
        await poll(async () => (await mine().listDevices()).devices).toEqual([]);
        await poll(() => fresh.evaluate(`localStorage.getItem('${STAND_IN}')`)).toBeNull();
        expect(errors).toEqual([]);
        await fresh.close();
      });
  });
}

/** The registration id of the worker registered for a scope, which ServiceWorker.enable reports. */
async function registrationOf(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}
