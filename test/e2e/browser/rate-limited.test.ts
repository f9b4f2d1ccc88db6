/**
 * The web client past a budget (docs/contract.md, Fair share), in headless Chromium against the
 * local server with BUDGETS=on and a command budget of one a second: while the test spends the
 * player's command budget from outside the page, a Roll is refused with 429 `rate-limited`; the
 * page says "Too many requests, trying again in N s" (axe-clean) instead of failing, and once
 * the budget has tokens again the roll goes through by itself, with no click more.
 * A longer Retry-After (answered by the test for one request) counts down second by second.
 * docs/screenshots/rate-limited-{desktop,phone}.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe } from './axe.ts';
import { openBrowser, type ViewportName } from './chromium.ts';
import { clientOf, openGame, playerOf, poll, shoot, signUp } from './pages.ts';

const stack = useTestStack();
const settings = ['BUDGETS', 'COMMANDS_PER_SECOND'] as const;
const before = Object.fromEntries(settings.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  await buildPlay();
  process.env.BUDGETS = 'on';
  process.env.COMMANDS_PER_SECOND = '1';
}, 120_000);
afterAll(() => {
  for (const name of settings) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
});

/**
 * Spends `token`'s command budget from outside the page, a command every 100 ms to a game that
 * does not exist (counted all the same, and changing nothing), until stopped; at most 60 s.
 * Resolves `empty` once one was refused: from then on the budget stays spent.
 */
function spendCommands(token: string) {
  let stopped = false;
  let refused = 0;
  const done = (async () => {
    for (let sent = 0; sent < 600 && !stopped; sent++) {
      const answer = await fetch(`${stack.api.url}/games/g_nowhere/commands`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'roll', keep: [] }),
      });
      await answer.body?.cancel();
      if (answer.status === 429) refused++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    refused: () => refused,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe('a request past its budget in the web client', () => {
  it.each<ViewportName>(['desktop', 'phone'])(
    'says "Too many requests, trying again in N s" and then goes through by itself (%s)',
    { timeout: 120_000 },
    async (size) => {
      const visitor = await openBrowser(size);
      try {
        const { page } = visitor;
        await signUp(page, stack.api.url, `Rolling ${size}`);
        const client = await clientOf(page, stack.api.url);
        const { gameId } = await client.createGame('dice-kings');
        const started = await client.startGame(gameId);
        await openGame(page, stack.api.url, gameId);
        const roll = page.getByRole('button', { name: 'Roll', exact: true });
        await roll.waitFor();

        const spender = spendCommands((await playerOf(page)).token);
        try {
          await poll(() => spender.refused()).toBeGreaterThan(0);
          await roll.click();
          const alert = page.getByRole('alert');
          await poll(() => alert.textContent()).toMatch(/^Too many requests, trying again in [1-9]\d* s$/);
          expect(blocking(await runAxe(page))).toEqual([]);
          await shoot(page, `rate-limited-${size}`);
          // Still refused while the budget stays spent: the page keeps waiting, it does not give up.
          await new Promise((resolve) => setTimeout(resolve, 1500));
          expect(await alert.textContent()).toMatch(/^Too many requests, trying again in/);
        } finally {
          await spender.stop();
        }
        // The budget refills: the roll made once is sent again by the page, and lands.
        await poll(async () => (await client.getGame(gameId)).version).toBeGreaterThan(started.version);
        await page.getByRole('button', { name: /^Die 1: / }).waitFor();
        await poll(() => page.getByRole('alert').count()).toBe(0);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.close();
      }
    },
  );

  it(
    "counts down a longer Retry-After second by second, then sends the form again (the lobby's New game)",
    { timeout: 60_000 },
    async () => {
      const visitor = await openBrowser();
      try {
        const { page } = visitor;
        await signUp(page, stack.api.url, 'Counting');
        // The server's own budgets refill within a second at the rates a test can set; a longer wait is
        // answered here for the page's first POST /games, as a budget of a slower rate would.
        let refusals = 0;
        await page.route(`${stack.api.url}/games`, async (route) => {
          if (route.request().method() !== 'POST' || refusals++ > 0) return route.continue();
          await route.fulfill({
            status: 429,
            headers: { 'content-type': 'application/problem+json', 'retry-after': '3' },
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Too many requests',
              status: 429,
              code: 'rate-limited',
              detail: 'Past the budget; nothing was done.',
            }),
          });
        });
        await page.getByRole('button', { name: 'Create game' }).click();
        const alert = page.getByRole('alert');
        await poll(() => alert.textContent()).toBe('Too many requests, trying again in 3 s');
        await poll(() => alert.textContent()).toBe('Too many requests, trying again in 2 s');
        await poll(() => alert.textContent()).toBe('Too many requests, trying again in 1 s');
        await poll(() => page.url()).toMatch(/#\/games\/.+/);
        expect(refusals).toBe(2);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.close();
      }
    },
  );
});
