/**
 * Every game screen of the web client, on a desktop and on a phone (390×844, touch), in
 * headless Chromium against the local server, with dice and bag rigged (test hooks) so each
 * game goes the same way: the lobby's bots and leaving, the hint, resigning after a
 * confirmation, the turn and its time, the move log and its live region, the last move
 * marked, the points previewed on the buttons, the keyboard focus kept across a move; at the
 * end the reason and margin, scores, winners, pot shares, rating changes, the rematch, the
 * fairness check run in the browser and, for an unrigged Rummiduck game, the losers' racks it
 * re-derives. Each screen is checked by axe (no serious or critical violation), for sideways
 * scrolling, for anything past the screen's edge, for targets under 44 px and for every control
 * reached by Tab alone with its focus shown. UPDATE_SCREENSHOTS=1 writes each screen to
 * docs/screenshots/.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { Client } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { blocking, runAxe, scrollsSideways, type Impact } from './axe.ts';
import { openBrowser, type ViewportName, type Visitor } from './chromium.ts';
import { clientOf, openGame, pastTheEdge, playerOf, poll, pressOn, shoot, showsFocus, signUp, smallTargets } from './pages.ts';
import { expectKeyboardReach, tabThrough } from './targets.ts';

const stack = useTestStack();
const rig = (gameId: string, body: Parameters<Client['rigGame']>[1]) => new Client({ baseUrl: stack.api.url }).rigGame(gameId, body);

beforeAll(() => buildPlay());

/** axe's counts by impact for each screen, printed at the end for the closing notes. */
const counts: Record<string, Record<Impact, number> & { rules: string }> = {};
afterAll(() => {
  console.log(
    Object.entries(counts)
      .map(([screen, c]) => `${screen}: critical ${c.critical}, serious ${c.serious}, moderate ${c.moderate}, minor ${c.minor} ${c.rules}`)
      .join('\n'),
  );
});

/**
 * The checks every screen passes: axe, nothing sideways or past the edge, every target big
 * enough, and every control reached by Tab alone with its focus shown (a Quicks page has some
 * sixty crosses: the walk is bounded well above that).
 */
async function checkScreen(page: Page, screen: string) {
  const report = await runAxe(page);
  counts[screen] = { ...report.byImpact, rules: report.violations.map((v) => `${v.id} (${v.impact})`).join(', ') };
  expect(blocking(report), screen).toEqual([]);
  expect(await scrollsSideways(page), screen).toBe(false);
  expect(await pastTheEdge(page), screen).toEqual([]);
  expect(await smallTargets(page), screen).toEqual([]);
  await expectKeyboardReach(page, screen, 250);
}

describe.each(['desktop', 'phone'] as ViewportName[])('the game screens on a %s', (size) => {
  let ann: Visitor;
  let bob: Visitor;
  beforeAll(async () => {
    [ann, bob] = await Promise.all([openBrowser(size), openBrowser(size)]);
    await Promise.all([signUp(ann.page, stack.api.url, 'Ann'), signUp(bob.page, stack.api.url, 'Bob')]);
  }, 120_000);
  afterAll(async () => {
    expect([...(ann?.errors ?? []), ...(bob?.errors ?? [])]).toEqual([]);
    await Promise.all([ann?.close(), bob?.close()]);
  });

  it(
    'Dice Kings with a bot: added in the lobby, a hint, previews on the boxes, the focus kept, the log, then resigning',
    { timeout: 120_000 },
    async () => {
      const { page } = ann;
      const game = await (await clientOf(page, stack.api.url)).createGame('dice-kings');
      await openGame(page, stack.api.url, game.gameId);
      await checkScreen(page, `dice-kings lobby (${size})`);
      await page.getByLabel('Bot level').selectOption('easy');
      await page.getByRole('button', { name: 'Add a bot' }).click();
      await poll(() => page.locator('.players li').count()).toBe(2);
      expect(await page.locator('.players li').nth(1).textContent()).toContain('bot');
      await shoot(page, `game-lobby-${size}`);
      // Ann's straight, then the bot's rolls.
      await rig(game.gameId, {
        dice: [
          [2, 3, 4, 5, 6],
          [1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
        ],
      });
      await page.getByRole('button', { name: 'Start the game' }).click();

      await poll(() => page.locator('[data-turn]').textContent()).toMatch(/^Your turn: roll · your move · \d+ s left$/);
      // Rolled by the keyboard; the button keeps the focus through the roll and the new legal moves.
      const roll = page.getByRole('button', { name: 'Roll', exact: true });
      await pressOn(page, roll);
      await poll(() => page.getByRole('button', { name: /^Die \d: / }).allTextContents()).toHaveLength(5);
      await poll(() => page.getByRole('button', { name: 'Die 5: 6' }).count()).toBe(1);
      await poll(() => page.evaluate('document.activeElement.textContent')).toBe('Roll again');
      expect(await showsFocus(page.getByRole('button', { name: 'Roll again' }))).toBe(true);
      // What each box would score now, on its button.
      const preview = (box: string) => page.getByRole('button', { name: `Score ${box}:` }).getAttribute('data-preview');
      expect([await preview('Large straight'), await preview('Small straight'), await preview('Chance'), await preview('Ones')]).toEqual([
        '40',
        '30',
        '20',
        '0',
      ]);
      await page.getByRole('button', { name: 'Hint' }).click();
      await poll(() => page.locator('[data-hint]').textContent()).toMatch(/^Hint: (Score|Roll)/);
      await checkScreen(page, `dice-kings playing (${size})`);
      await shoot(page, `dice-kings-playing-${size}`);

      await pressOn(page, page.getByRole('button', { name: 'Score Large straight: 40 points' }));
      // The bot moves by itself; the log says so, the live region tells it, the box it filled is marked.
      await poll(() => page.locator('[data-turn]').textContent()).toMatch(/^Your turn/);
      // The last command's events are the ones marked latest: the bot's box, and Ann's turn.
      await poll(() => page.locator('.move-log li.last').allTextContents()).toEqual([
        expect.stringMatching(/^latest Bot .+ scored \d+ in /),
        "latest Ann's turn",
      ]);
      const log = await page.locator('.move-log li').allTextContents();
      expect(log).toEqual(expect.arrayContaining(['the game starts', 'Ann rolled 2 3 4 5 6', 'Ann scored 40 in Large straight']));
      expect(log.some((line) => / scored \d+ in /.test(line) && !line.includes('Ann'))).toBe(true);
      expect(await page.locator('[data-announce]').textContent()).toMatch(/scored/);
      await poll(() => page.locator('.pad td.last').count()).toBe(1);

      // Resigning asks first; keeping on playing changes nothing.
      await page.getByRole('button', { name: 'Resign…' }).click();
      await poll(() => page.evaluate('document.activeElement.textContent')).toBe('Keep playing');
      await page.keyboard.press('Enter');
      await poll(() => page.evaluate('document.activeElement.textContent')).toBe('Resign…');
      expect(await page.getByRole('button', { name: 'Yes, resign' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Resign…' }).click();
      await page.getByRole('button', { name: 'Yes, resign' }).click();

      await page.locator('[data-end-reason]').waitFor();
      expect(await page.locator('[data-end-reason]').textContent()).toMatch(/^Why it ended: Ann resigned: .+ was the last one standing\.$/);
      expect(await page.locator('#result-title').textContent()).toBe('Game over: Bot 1 (easy) wins by 10 points');
      await poll(() => page.locator('[data-ratings-note]').textContent()).toContain('does not change any rating');
      await poll(() => page.locator('[data-fairness]').getAttribute('data-fairness')).toBe('rigged');
      await page.locator('.analysis').waitFor();
      await checkScreen(page, `dice-kings ended (${size})`);
      await shoot(page, `dice-kings-ended-${size}`);

      // The rematch, asked for by the keyboard: a new lobby with the bot seated again.
      await pressOn(page, page.getByRole('button', { name: 'Rematch' }));
      await poll(() => page.url()).not.toContain(game.gameId);
      await poll(() => page.locator('.players li').count()).toBe(2);
      // The lobby's actions come with the creator's view of it, which may follow the seats by a render.
      await poll(() => page.getByRole('button', { name: 'Start the game' }).count()).toBe(1);
    },
  );

  it('a game nobody rigged: the fairness proof is checked in the browser and verified', { timeout: 60_000 }, async () => {
    const api = await clientOf(ann.page, stack.api.url);
    const game = await api.createGame('dice-kings');
    await api.startGame(game.gameId);
    await api.sendCommand(game.gameId, { type: 'roll' });
    await api.resignGame(game.gameId);
    await openGame(ann.page, stack.api.url, game.gameId);
    await poll(() => ann.page.locator('[data-fairness]').getAttribute('data-fairness')).toBe('verified');
    expect(await ann.page.locator('[data-fairness]').textContent()).toMatch(/Verified in this browser: the 5 dice and 0 tiles/);
    expect(await ann.page.locator('#result-title').textContent()).toBe('Game over: no winner');
    // The layout checks can fail: a block wider than the screen is caught by both.
    await ann.page.evaluate(
      `document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="too-wide" style="width:1400px">wide</div>')`,
    );
    expect(await scrollsSideways(ann.page)).toBe(true);
    expect(await pastTheEdge(ann.page)).toEqual(expect.arrayContaining([expect.stringMatching(/^div → \d+$/)]));
    await ann.page.evaluate(`document.getElementById('too-wide').remove()`);
    expect(await scrollsSideways(ann.page)).toBe(false);
    // So can the keyboard's: a control out of the tab order, and one whose focus shows no ring.
    await ann.page.evaluate(
      `document.querySelector('main').insertAdjacentHTML('beforeend', '<button id="untabbable" tabindex="-1">out of reach</button><button id="ringless" style="outline: none">no ring</button>')`,
    );
    const { stops, unreached } = await tabThrough(ann.page, 250);
    expect(unreached).toEqual(['BUTTON "out of reach"']);
    expect(stops.filter((stop) => !stop.visible).map((stop) => stop.name)).toEqual(['BUTTON "no ring"']);
    await ann.page.evaluate(`document.getElementById('untabbable').remove(); document.getElementById('ringless').remove()`);
  });

  it(
    'Quicks for chips between two people: leaving the lobby, previews on the crosses, the other page told, the end by a penalty with pot shares and ratings, and the rematch',
    { timeout: 120_000 },
    async () => {
      const api = await clientOf(ann.page, stack.api.url);
      const game = await api.createGame('quicks', { config: { Penalties: 1, Stake: 10 } });
      await openGame(bob.page, stack.api.url, game.gameId);
      await bob.page.getByRole('button', { name: 'Join this game' }).click();
      await bob.page.getByRole('button', { name: 'Leave' }).click();
      await poll(() => bob.page.url()).toMatch(/#\/$/);
      await openGame(ann.page, stack.api.url, game.gameId);
      expect(await ann.page.locator('.players li').count()).toBe(1);
      await openGame(bob.page, stack.api.url, game.gameId);
      await bob.page.getByRole('button', { name: 'Join this game' }).click();
      await poll(() => ann.page.locator('.players li').count()).toBe(2);
      // White 3 and 4 (7), red 2, yellow 5, green 6, blue 1.
      await rig(game.gameId, { dice: [[3, 4, 2, 5, 6, 1]] });
      await ann.page.getByRole('button', { name: 'Start the game' }).click();
      await pressOn(ann.page, ann.page.getByRole('button', { name: 'Throw the dice' }));

      // Each cross says what it adds; the row's name is written out, not only coloured.
      await ann.page.getByRole('button', { name: 'Cross 7 in red (+1)' }).first().waitFor();
      await bob.page.getByRole('button', { name: 'Cross 7 in yellow (+1)' }).first().waitFor();
      expect(await ann.page.locator('.sheet.mine .row-name').allTextContents()).toEqual(['red', 'yellow', 'green', 'blue']);
      await poll(() => bob.page.locator('[data-announce]').textContent()).toContain(
        'Ann threw white 3 and 4, red 2, yellow 5, green 6, blue 1',
      );
      for (const [visitor, who] of [
        [ann, 'thrower'],
        [bob, 'other'],
      ] as const) {
        await checkScreen(visitor.page, `quicks playing, ${who} (${size})`);
      }
      await shoot(ann.page, `quicks-playing-${size}`);

      // Nobody crosses: the thrower's pass in step colour is her first penalty, and with Penalties 1 the end.
      await bob.page.getByRole('button', { name: 'Pass' }).click();
      await ann.page.getByRole('button', { name: 'Pass' }).click();
      await ann.page.getByRole('button', { name: 'Cross 4 + 6 = 10 in green (+1)' }).first().waitFor();
      await ann.page.getByRole('button', { name: 'Pass' }).click();

      for (const page of [ann.page, bob.page]) {
        await page.locator('[data-end-reason]').waitFor();
        expect(await page.locator('[data-end-reason]').textContent()).toBe('Why it ended: Ann took penalty 1 of 1.');
        expect(await page.locator('#result-title').textContent()).toBe('Game over: Bob wins by 5 points');
        const [annId, bobId] = [(await playerOf(ann.page)).playerId, (await playerOf(bob.page)).playerId];
        expect(await page.locator(`[data-result-of="${bobId}"]`).textContent()).toMatch(/^Bob.*winner020/);
        expect(await page.locator(`[data-result-of="${annId}"] [data-final-score]`).textContent()).toBe('-5');
        // Two people: both ratings move, Bob's up and Ann's down.
        await poll(() => page.locator(`[data-result-of="${bobId}"] [data-rating-change]`).textContent()).toMatch(/ → .* \(\+/);
        expect(await page.locator(`[data-result-of="${annId}"] [data-rating-change]`).textContent()).toMatch(/ → .* \(−/);
        await poll(() => page.locator('[data-fairness]').getAttribute('data-fairness')).toBe('rigged');
      }
      await checkScreen(bob.page, `quicks ended (${size})`);
      await shoot(bob.page, `quicks-ended-${size}`);

      // Bob asks for the rematch; Ann's page learns of it and seats her in the same new game.
      await bob.page.getByRole('button', { name: 'Rematch' }).click();
      await poll(() => bob.page.url()).not.toContain(game.gameId);
      await ann.page.getByRole('button', { name: 'Join the rematch' }).click();
      await poll(() => ann.page.url()).toBe(bob.page.url());
      await poll(() => bob.page.locator('.players li').count()).toBe(2);
    },
  );

  it(
    "Rummiduck with a bot: tiles marked by shape as well as colour, the bot's set marked and pickable, tiles picked by the keyboard, and the whole rack laid to win",
    { timeout: 120_000 },
    async () => {
      const { page } = ann;
      const game = await (await clientOf(page, stack.api.url)).createGame('rummiduck', { config: { StartTiles: 6 } });
      await openGame(page, stack.api.url, game.gameId);
      // The easy bot lays the sets its rack makes once they are worth the initial meld: its black 11 to 13.
      await page.getByLabel('Bot level').selectOption('easy');
      await page.getByRole('button', { name: 'Add a bot' }).click();
      await poll(() => page.locator('.players li').count()).toBe(2);
      const annRack = ['red-10-a', 'red-11-a', 'red-12-a', 'blue-10-a', 'black-10-a', 'orange-10-a'];
      const botRack = ['black-11-a', 'black-12-a', 'black-13-a', 'blue-5-a', 'orange-8-a', 'red-2-b'];
      await rig(game.gameId, { bag: [...annRack, ...botRack, 'red-13-a'] });
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('.rack').getByRole('button', { name: 'red 10', exact: true }).waitFor();
      expect(await page.locator('.rack').textContent()).toBe('10■10●10▲10♥11♥12♥');
      await page.getByRole('button', { name: 'Draw', exact: true }).click();

      // The bot's set is on the table, marked as the last move, and Ann may pick from it.
      await poll(() => page.locator('.table-sets .tile.last').count()).toBe(3);
      await page.locator('.rack').getByRole('button', { name: 'red 13', exact: true }).waitFor();
      expect(await page.locator('.table-sets button.tile.last').count()).toBe(3);
      await pressOn(page, page.locator('.rack').getByRole('button', { name: 'red 10', exact: true }), 'Space');
      for (const tile of ['red 11', 'red 12', 'red 13'])
        await page.locator('.rack').getByRole('button', { name: tile, exact: true }).click();
      await page.getByRole('button', { name: 'Form a set' }).click();
      for (const tile of ['blue 10', 'black 10', 'orange 10'])
        await page.locator('.rack').getByRole('button', { name: tile, exact: true }).click();
      await checkScreen(page, `rummiduck playing (${size})`);
      await shoot(page, `rummiduck-playing-${size}`);
      await page.getByRole('button', { name: 'Form a set' }).click();
      await page.getByRole('button', { name: 'Lay' }).click();

      await page.locator('[data-end-reason]').waitFor();
      expect(await page.locator('[data-end-reason]').textContent()).toBe('Why it ended: Ann laid their last tile.');
      expect(await page.locator('#result-title').textContent()).toMatch(/^Game over: Ann wins by \d+ points$/);
      // The tiles of the last move are marked on the table.
      await poll(() => page.locator('.game > .card .tile.last').count()).toBe(7);
      await page.locator('.analysis').waitFor();
      // A rigged bag is not the seed's: the seed cannot say what the bot held.
      await poll(() => page.locator('[data-racks]').getAttribute('data-racks')).toBe('unshown');
      expect(await page.locator('.revealed-racks').textContent()).toContain(
        "The racks cannot be shown: this game's tiles were set through the test hook",
      );
      expect(await page.locator('.revealed-racks [data-tile]').count()).toBe(0);
      await checkScreen(page, `rummiduck ended (${size})`);
      await shoot(page, `rummiduck-ended-${size}`);
    },
  );

  it(
    'Rummiduck between two people, nobody rigged: Bob draws by the keyboard and resigns, and the end screen shows the tiles he held, as his own rack showed them',
    { timeout: 120_000 },
    async () => {
      const [annApi, bobApi] = await Promise.all([clientOf(ann.page, stack.api.url), clientOf(bob.page, stack.api.url)]);
      const [annId, bobId] = [(await playerOf(ann.page)).playerId, (await playerOf(bob.page)).playerId];
      const game = await annApi.createGame('rummiduck');
      await bobApi.joinGame(game.gameId);
      await annApi.startGame(game.gameId);
      await annApi.sendCommand(game.gameId, { type: 'draw' });
      await Promise.all([openGame(ann.page, stack.api.url, game.gameId), openGame(bob.page, stack.api.url, game.gameId)]);

      // Bob's rack as his page shows it: the 14 tiles dealt and the one he draws.
      await pressOn(bob.page, bob.page.getByRole('button', { name: 'Draw', exact: true }));
      await poll(() => bob.page.locator('[data-turn]').textContent()).toMatch(/^Ann's turn/);
      const tilesOf = (tiles: Locator) =>
        tiles.evaluateAll((found) => found.map((tile) => `${tile.getAttribute('data-tile')} ${tile.getAttribute('aria-label')}`).sort());
      const held = await tilesOf(bob.page.locator('.rack [data-tile]'));
      expect(held).toHaveLength(15);

      await bob.page.getByRole('button', { name: 'Resign…' }).click();
      await bob.page.getByRole('button', { name: 'Yes, resign' }).click();

      // Ann's page: the fairness check verifies the game, then the racks come from its verdict.
      await ann.page.locator('[data-end-reason]').waitFor();
      expect(await ann.page.locator('[data-end-reason]').textContent()).toMatch(/^Why it ended: Bob resigned/);
      await poll(() => ann.page.locator('[data-fairness]').getAttribute('data-fairness')).toBe('verified');
      await poll(() => ann.page.locator('[data-racks]').getAttribute('data-racks')).toBe('shown');
      // The replay folds the events Ann was given with the domain's own rules: at the end her
      // rack as her view shows it, Bob's tiles counted but never shown.
      const { rack } = (await annApi.getGame(game.gameId)).board as { rack: string[] };
      const replayed = ann.page.locator('.replay .rack [data-tile]');
      await poll(() => replayed.evaluateAll((found) => found.map((tile) => tile.getAttribute('data-tile')).sort())).toEqual(
        [...rack].sort(),
      );
      expect(await ann.page.locator('.replay .racks').textContent()).toContain('Bob: 15 tiles');
      const bobs = ann.page.locator(`[data-rack-of="${bobId}"]`);
      expect(await tilesOf(bobs.locator('[data-tile]'))).toEqual(held);
      expect(await bobs.locator('p').textContent()).toBe('Bob, resigned: 15 tiles left');
      // Each tile names its colour and number, and bears its colour's mark: not colour alone.
      expect(await bobs.getByRole('img').count()).toBe(15);
      expect(await bobs.getByRole('group', { name: "Bob's tiles left" }).count()).toBe(1);
      // The winner's rack is not a losing one.
      expect(await ann.page.locator(`[data-rack-of="${annId}"]`).count()).toBe(0);
      // Minus the points of those tiles is Bob's score.
      const { JokerPoints } = (await annApi.getGame(game.gameId)).config as { JokerPoints: number };
      const points = held.reduce((sum, tile) => sum + (tile.startsWith('joker') ? JokerPoints : Number(tile.split('-')[1])), 0);
      expect(await ann.page.locator(`[data-result-of="${bobId}"] [data-final-score]`).textContent()).toBe(String(-points));
      await checkScreen(ann.page, `rummiduck ended, racks shown (${size})`);
      await shoot(ann.page, `rummiduck-racks-${size}`);

      // Bob's own page says it is his.
      await poll(() => bob.page.locator(`[data-rack-of="${bobId}"] p`).textContent()).toBe('Bob (you), resigned: 15 tiles left');

      // Events that differ from the seed: the check says so, and the racks are not shown.
      await bob.page.route(/\/games\/[^/]+\/events/, async (route) => {
        const response = await route.fetch();
        const page = (await response.json()) as { events: Record<string, unknown>[] };
        const events = page.events.map((event) => (event.type === 'TilesDealt' ? { ...event, bagSize: Number(event.bagSize) + 1 } : event));
        await route.fulfill({ response, json: { ...page, events } });
      });
      await bob.page.reload();
      await poll(() => bob.page.locator('[data-fairness]').getAttribute('data-fairness')).toBe('mismatch');
      expect(await bob.page.locator('[data-racks]').getAttribute('data-racks')).toBe('unshown');
      expect(await bob.page.locator('.revealed-racks').textContent()).toContain(
        'The racks cannot be shown: the fairness check found that this game differs from its seed',
      );
      await checkScreen(bob.page, `rummiduck ended, racks not shown (${size})`);
      await bob.page.unrouteAll();
    },
  );
});
