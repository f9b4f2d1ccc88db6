/**
 * What the browser tests do on the web client's pages: sign up, read the player the page
 * keeps, open a game, wait for the page to catch up, and measure what a phone user meets
 * (targets too small for a thumb, anything past the screen's edge, the keyboard focus).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ApiError, Client } from '../../../client/src/index.ts';

const screenshots = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

/**
 * A screen's picture (the whole page, or one part of it) for docs/screenshots/, written only
 * when asked (UPDATE_SCREENSHOTS=1): taking one checks nothing, and a full page costs Chromium
 * a render of its whole height. A modal dialog is taken as the screen shows it (`fullPage`
 * false): its backdrop covers the window, not the whole height of the page behind.
 */
export async function shoot(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const path = join(screenshots, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** The pages update by themselves within moments; on a busy machine a few seconds. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

export async function signUp(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/play`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Start playing' }).click();
  await page.getByRole('button', { name: 'Create game' }).waitFor();
}

/** The player the page keeps in its localStorage. */
export async function playerOf(page: Page): Promise<{ playerId: string; token: string }> {
  return JSON.parse(String(await page.evaluate("localStorage.getItem('organized-chaos.player')"))) as { playerId: string; token: string };
}

/** An SDK client acting as the page's player (to set a game up as the test needs it). */
export const clientOf = async (page: Page, baseUrl: string) => new Client({ baseUrl }).withToken((await playerOf(page)).token);

/** Opens a game's page (a hash route) and waits for its table or lobby. */
export async function openGame(page: Page, baseUrl: string, gameId: string): Promise<void> {
  await page.goto(`${baseUrl}/play#/games/${encodeURIComponent(gameId)}`);
  // A new hash on the same page loads nothing: wait for this game's page, not the last one's.
  await page.locator(`.game[data-game-id="${gameId}"]`).waitFor();
}

/** Visible controls smaller than a fingertip (44 × 44 CSS px), named for the failure message. */
export async function smallTargets(page: Page): Promise<string[]> {
  return (await page.evaluate(`[...document.querySelectorAll('main button, main a, main select, main [role=button]')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => [el, el.getBoundingClientRect()])
    .filter(([, box]) => box.width < 43.5 || box.height < 43.5)
    .map(([el, box]) => (el.getAttribute('aria-label') || el.textContent.trim()) + ' ' + Math.round(box.width) + '×' + Math.round(box.height))`)) as string[];
}

/**
 * Elements that reach past the right edge of the screen, outside any scroll box of their
 * own: what a phone user would see clipped (overflow hidden) or have to scroll to.
 */
export async function pastTheEdge(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  return (await page.evaluate(`[...document.querySelectorAll('body *')]
    .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > ${width} + 0.5)
    .filter((el) => { for (let up = el.parentElement; up; up = up.parentElement) { const o = getComputedStyle(up).overflowX; if (o === 'auto' || o === 'scroll') return false; } return true; })
    .filter((el) => !el.closest('.visually-hidden'))
    .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') + ' → ' + Math.round(el.getBoundingClientRect().right))`)) as string[];
}

/** Whether the control has the keyboard focus and shows it (an outline at least 2 px wide). */
export async function showsFocus(control: Locator): Promise<boolean> {
  if (!(await control.evaluate((el) => el.matches(':focus-visible')))) return false;
  const outline = await control.page().evaluate('parseFloat(getComputedStyle(document.activeElement).outlineWidth)');
  return (outline as number) >= 2;
}

/**
 * Reaches a control by the Tab key alone, from the top of the page (so it is in the tab order
 * and shows its focus), and presses a key on it.
 */
export async function pressOn(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await page.evaluate('document.activeElement?.blur(); window.focus()');
  let reached = false;
  for (let presses = 0; presses < 120 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await control.evaluate((el) => el.matches(':focus'));
  }
  expect(reached, 'reached by Tab').toBe(true);
  expect(await showsFocus(control)).toBe(true);
  await page.keyboard.press(key);
}

/** The API's refusal of a call, to compare the page's words with. */
export const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the API accepted what it should refuse');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );
