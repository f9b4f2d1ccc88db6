/**
 * The generic table (client/play/games/generic/): a game the web client's registry does not
 * know is shown under its own name, its board as a tree of names and values and the caller's
 * legal moves as buttons, each sent as listed with the version shown. The made-up game lives
 * only in this test: its view, legal moves, events and command answers are served to the page
 * in place of the local server's (Playwright's routes), everything else is the local server.
 * Checked by axe and for the phone as the other screens are; UPDATE_SCREENSHOTS=1 writes it to
 * docs/screenshots/.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import type { GameView } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways } from './axe.ts';
import { openBrowser, type ViewportName, type Visitor } from './chromium.ts';
import { clientOf, openGame, pastTheEdge, playerOf, shoot, signUp, smallTargets } from './pages.ts';

const stack = useTestStack();
beforeAll(() => buildPlay());

const GAME = 'high-roll';
const GAME_ID = 'g_high_roll_made_up';
const BOB = { playerId: 'p_bob_made_up', name: 'Bob', seat: 1, bot: false, resigned: false };

/** The made-up game as the server would serve it: the platform's view of a real game, with its own name, board and config. */
function viewOf(real: GameView, version: number, board: Record<string, unknown>, turnOf: string) {
  return {
    ...real,
    gameId: GAME_ID,
    game: GAME,
    status: 'playing',
    version,
    players: [...real.players, BOB],
    turn: { playerId: turnOf, step: 'roll', awaiting: [turnOf], deadline: null },
    config: { TurnTime: 30, Stake: 0, Sides: 6 },
    board,
    result: null,
  };
}

describe.each(['desktop', 'phone'] as ViewportName[])('a game the web client does not know, on a %s', (size) => {
  let ann: Visitor;
  beforeAll(async () => {
    ann = await openBrowser(size);
    await signUp(ann.page, stack.api.url, 'Ann');
  }, 120_000);
  afterAll(async () => {
    expect(ann?.errors ?? []).toEqual([]);
    await ann?.close();
  });

  it('is shown on the generic table, and a legal move pressed is sent as listed', { timeout: 90_000 }, async () => {
    const { page } = ann;
    const me = (await playerOf(page)).playerId;
    // A real game's view gives every field of the platform's part of a view.
    const real = await (await clientOf(page, stack.api.url)).createGame('dice-kings');
    const before = viewOf(real, 3, { rolls: { [me]: [], [BOB.playerId]: [4] }, highest: null }, me);
    const after = viewOf(real, 4, { rolls: { [me]: [6], [BOB.playerId]: [4] }, highest: 6 }, BOB.playerId);
    const rolled = (version: number, playerId: string, value: number) => ({ version, type: 'DieRolled', playerId, value });
    const sent = await serveMadeUpGame(
      page,
      { view: before, events: [rolled(3, BOB.playerId, 4)] },
      { view: after, events: [rolled(4, me, 6)] },
    );

    await openGame(page, stack.api.url, GAME_ID);
    await page.getByRole('heading', { level: 1, name: GAME }).waitFor();
    const table = page.locator(`[data-generic-table="${GAME}"]`);
    // The board as the view gives it: a player's id shown as their name.
    await table.getByText('Bob', { exact: true }).waitFor();
    const board = table.locator('dl.tree').first();
    expect(await board.locator('dt').allTextContents()).toEqual(['rolls', 'Ann (you)', 'Bob', 'highest']);
    // The config it is played with, under the board.
    expect(await table.locator('details dt').allTextContents()).toEqual(['TurnTime', 'Stake', 'Sides']);
    // The events by their type and fields: the page has no words of this game's own.
    await page.locator('.move-log').getByText('Bob: DieRolled · value 4').waitFor();
    expect(await page.locator('[data-turn]').textContent()).toContain('Your turn: roll');
    const roll = page.getByRole('button', { name: 'roll · sides 6' });
    await roll.waitFor();
    await page.getByRole('button', { name: 'pass', exact: true }).waitFor();
    await checkScreen(page, `generic table (${size})`);
    await shoot(page, `generic-table-${size}`);

    await roll.click();
    await page.locator('.game-head').getByText('version 4').waitFor();
    expect(sent).toEqual([{ type: 'roll', sides: 6, expectedVersion: 3 }]);
    expect(await board.locator(':scope > dd').last().textContent()).toBe('6');
    expect(await page.locator('[data-turn]').textContent()).toContain("Bob's turn: roll");
    expect(await page.getByRole('button', { name: 'pass', exact: true }).count()).toBe(0);
  });
});

/** The checks every screen passes (game-screens.test.ts): axe, nothing sideways or past the edge, every target big enough. */
async function checkScreen(page: Page, screen: string) {
  expect(blocking(await runAxe(page)), screen).toEqual([]);
  expect(await scrollsSideways(page), screen).toBe(false);
  expect(await pastTheEdge(page), screen).toEqual([]);
  expect(await smallTargets(page), screen).toEqual([]);
}

/** One version of the made-up game: its view, and the events of the commands that made it. */
interface Served {
  view: { version: number };
  events: { version: number }[];
}

/**
 * Serves the made-up game to the page: its view, events, legal moves (the caller's two, then
 * none once it is Bob's turn) and one command, whose bodies it records. The live updates
 * socket stays silent: the new version comes from the command's answer.
 */
async function serveMadeUpGame(page: Page, before: Served, after: Served): Promise<unknown[]> {
  const sent: unknown[] = [];
  const started = [
    { version: 1, type: 'GameCreated', gameId: GAME_ID, game: GAME },
    { version: 2, type: 'GameStarted' },
  ];
  let now: Served = { view: before.view, events: [...started, ...before.events] };
  const json = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.routeWebSocket(/\/ws$/, () => undefined);
  await page.route(new RegExp(`/games/${GAME_ID}(/[a-z-]+)?(\\?.*)?$`), async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(`/games/${GAME_ID}`, '');
    if (path === '') return json(route, now.view);
    if (path === '/events') {
      const after = Number(url.searchParams.get('after') ?? 0);
      return json(route, { events: now.events.filter((event) => event.version > after), nextAfter: null });
    }
    if (path === '/legal-moves')
      return json(route, {
        version: now.view.version,
        moves: now.view === before.view ? [{ type: 'roll', sides: 6 }, { type: 'pass' }] : [],
      });
    if (path === '/commands' && route.request().method() === 'POST') {
      sent.push(route.request().postDataJSON());
      now = { view: after.view, events: [...now.events, ...after.events] };
      return json(route, { version: now.view.version, game: now.view });
    }
    return route.fulfill({
      status: 404,
      contentType: 'application/problem+json',
      body: JSON.stringify({ status: 404, title: 'Not found' }),
    });
  });
  return sent;
}
