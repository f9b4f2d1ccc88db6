/**
 * "Play now" in the web client (docs/contract.md, Quick match: a "Play now" choice beside the
 * lobby list), in headless Chromium against the local server: two browsers pressing it land in
 * the same started game; a search cancelled deletes its ticket.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { Client } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { openBrowser, type Visitor } from './chromium.ts';

const stack = useTestStack();
let ann: Visitor;
let bob: Visitor;
beforeAll(async () => {
  await buildPlay();
  [ann, bob] = await Promise.all([openBrowser(), openBrowser()]);
  await Promise.all([signUp(ann.page, 'Ann'), signUp(bob.page, 'Bob')]);
}, 120_000);
afterAll(async () => {
  expect([...(ann?.errors ?? []), ...(bob?.errors ?? [])]).toEqual([]);
  await Promise.all([ann?.close(), bob?.close()]);
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function signUp(page: Page, name: string) {
  await page.goto(`${stack.api.url}/play`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Start playing' }).click();
  await page.getByRole('button', { name: 'Play now' }).waitFor();
}

const tokenOf = async (page: Page) => String(await page.evaluate("JSON.parse(localStorage.getItem('organized-chaos.player')).token"));
const gameIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash.match(/^#\/games\/(.+)$/)?.[1] ?? '');

describe('Play now', () => {
  it('seats two browsers pressing it at the same started game', { timeout: 60_000 }, async () => {
    for (const { page } of [ann, bob]) await page.getByRole('radio', { name: 'Dice Kings' }).check();
    await Promise.all([ann, bob].map(({ page }) => page.getByRole('button', { name: 'Play now' }).click()));
    await poll(() => gameIdOf(ann.page)).toMatch(/^g_/);
    await poll(() => gameIdOf(bob.page)).toBe(gameIdOf(ann.page));
    const api = new Client({ baseUrl: stack.api.url });
    const game = await api.getGame(gameIdOf(ann.page));
    expect([game.status, game.players.map((p) => p.name).sort()]).toEqual(['playing', ['Ann', 'Bob']]);
    await ann.page.locator('.badge.status-playing').waitFor();
  });

  it(
    'shows the search while it waits, and Cancel stops it: the ticket is cancelled and the choice comes back',
    { timeout: 60_000 },
    async () => {
      const { page } = ann;
      await page.goto(`${stack.api.url}/play`);
      await page.getByRole('radio', { name: 'Rummiduck' }).check();
      const asked = page.waitForResponse((r) => r.url().endsWith('/matchmaking') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Play now' }).click();
      const { ticketId } = (await (await asked).json()) as { ticketId: string };
      await page.getByRole('status').filter({ hasText: 'Looking for a Rummiduck table' }).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Play now' }).waitFor();
      const me = new Client({ baseUrl: stack.api.url, token: await tokenOf(page) });
      await poll(async () => (await me.getTicket(ticketId)).status).toBe('cancelled');
      expect(await page.getByRole('alert').count()).toBe(0);
    },
  );
});
