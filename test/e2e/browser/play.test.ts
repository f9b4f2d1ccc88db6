/**
 * The reference web client at /play, in headless Chromium, against the local server: two
 * players in two browsers play through the page alone, with dice and bag rigged (test hooks)
 * so every game goes the same way, and each page shows the other's moves without a reload.
 * The screenshots are lobby.test.ts's and game-screens.test.ts's.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { boxTitles } from '../../../client/play/games/dice-kings/texts.ts';
import { Client, type DiceKingsBox } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { openBrowser, type Visitor } from './chromium.ts';
import { playerOf, poll, signUp as signUpAt } from './pages.ts';

const stack = useTestStack();
let ann: Visitor;
let bob: Visitor;
beforeAll(async () => {
  // Built here too, so the pages never run a stale bundle.
  await buildPlay();
  [ann, bob] = await Promise.all([openBrowser(), openBrowser()]);
  await Promise.all([signUp(ann.page, 'Ann'), signUp(bob.page, 'Bob')]);
}, 120_000);
afterAll(async () => {
  expect([...(ann?.errors ?? []), ...(bob?.errors ?? [])]).toEqual([]);
  await Promise.all([ann?.close(), bob?.close()]);
});

const rig = (gameId: string, body: Parameters<Client['rigGame']>[1]) => new Client({ baseUrl: stack.api.url }).rigGame(gameId, body);

const signUp = (page: Page, name: string) => signUpAt(page, stack.api.url, name);
const playerIdOf = async (page: Page) => (await playerOf(page)).playerId;

/** A game's page is a hash route: no load event to wait for, the address changes. */
const onGamePage = (page: Page) => poll(() => page.url()).toMatch(/#\/games\/.+/);

/** Creates a game from the lobby page; answers its id, read from the page's address. */
async function createGame(page: Page, game: string): Promise<string> {
  await page.locator('select').selectOption(game);
  await page.getByRole('button', { name: 'Create game' }).click();
  await onGamePage(page);
  return decodeURIComponent(page.url().split('#/games/')[1]!);
}

/** Joins from the list of open games, which the page reads again every few seconds. */
async function joinFromList(page: Page, gameId: string) {
  await page.locator(`tr[data-game-id="${gameId}"]`).getByRole('button', { name: 'Join' }).click({ timeout: 30_000 });
  await onGamePage(page);
  expect(page.url()).toContain(gameId);
}

const home = (page: Page) => page.getByRole('link', { name: 'Organized Chaos' }).click();

interface Turn {
  box: DiceKingsBox;
  rolls: number[][];
  keep?: number[];
  points: number;
}

/** 13 turns, one per box; `rolls` are what the rig queues (a second roll only rolls the dice not kept). */
function plan(chance: number[], diceKings: Pick<Turn, 'rolls' | 'keep' | 'points'>): Turn[] {
  const one = (box: DiceKingsBox, dice: number[], points: number): Turn => ({ box, rolls: [dice], points });
  return [
    one('ones', [1, 1, 1, 2, 3], 3),
    one('twos', [2, 2, 2, 3, 4], 6),
    one('threes', [3, 3, 3, 1, 2], 9),
    one('fours', [4, 4, 4, 1, 2], 12),
    one('fives', [5, 5, 5, 1, 2], 15),
    one('sixes', [6, 6, 6, 1, 2], 18),
    one('threeOfAKind', [3, 3, 3, 4, 5], 18),
    one('fourOfAKind', [2, 2, 2, 2, 5], 13),
    one('fullHouse', [2, 2, 3, 3, 3], 25),
    one('smallStraight', [1, 2, 3, 4, 6], 30),
    one('largeStraight', [2, 3, 4, 5, 6], 40),
    { box: 'diceKings', ...diceKings },
    one(
      'chance',
      chance,
      chance.reduce((a, b) => a + b, 0),
    ),
  ];
}

describe('Dice Kings in two browsers', () => {
  it('a whole rigged game played through the page, each player seeing the other move without a reload', { timeout: 300_000 }, async () => {
    const plans = {
      // Ann keeps her three sixes and rolls the other two into a Dice Kings.
      ann: plan([6, 5, 6, 5, 4], {
        rolls: [
          [6, 6, 2, 3, 6],
          [6, 6],
        ],
        keep: [0, 1, 4],
        points: 50,
      }),
      // Bob has no five of a kind: he crosses Dice Kings out.
      bob: plan([1, 1, 2, 2, 3], { rolls: [[1, 2, 3, 4, 6]], points: 0 }),
    };
    const gameId = await createGame(ann.page, 'dice-kings');
    await home(bob.page);
    await bob.page.locator(`tr[data-game-id="${gameId}"]`).waitFor({ timeout: 30_000 });
    await joinFromList(bob.page, gameId);
    // Ann's page learns that Bob sat down by itself.
    await poll(() => ann.page.locator('.players li').allTextContents()).toEqual(['1Ann (you)', '2Bob']);
    await rig(gameId, { dice: plans.ann.flatMap((turn, i) => [...turn.rolls, ...plans.bob[i]!.rolls]) });
    await ann.page.getByRole('button', { name: 'Start the game' }).click();

    const players = {
      ann: { visitor: ann, id: await playerIdOf(ann.page), score: 0 },
      bob: { visitor: bob, id: await playerIdOf(bob.page), score: 0 },
    };
    for (let round = 0; round < 13; round++) {
      for (const who of ['ann', 'bob'] as const) {
        const { page } = players[who].visitor;
        const turn = plans[who][round]!;
        await page.getByRole('button', { name: 'Roll', exact: true }).click();
        if (turn.keep) {
          for (const index of turn.keep) await page.getByRole('button', { name: new RegExp(`^Die ${index + 1}: `) }).click();
          await page.getByRole('button', { name: `Roll again, keeping ${turn.keep.length}` }).click();
          await poll(() => page.getByRole('button', { name: /^Die \d: 6/ }).count()).toBe(5);
        }
        await page.getByRole('button', { name: `Score ${boxTitles[turn.box]}` }).click();
        players[who].score += turn.points + (turn.box === 'sixes' ? 35 : 0);
        // Both pages show the new score: the other one without being asked (the game's own table:
        // at the end the replay below it shows a pad too).
        for (const { visitor } of Object.values(players))
          await poll(() => visitor.page.locator(`[data-score-of="${players[who].id}"]`).first().textContent()).toBe(
            String(players[who].score),
          );
      }
    }

    expect([players.ann.score, players.bob.score]).toEqual([300, 233]);
    for (const page of [ann.page, bob.page]) {
      await page.getByText('Game over.').waitFor();
      expect(await page.locator('.players li.current, .players li:has(.win)').allTextContents()).toEqual([
        expect.stringMatching(/^1Ann.*winner300$/),
      ]);
    }
    // The end: why, by how much, and both ratings moved (two people played).
    const result = bob.page.locator('.result');
    expect(await result.locator('[data-end-reason]').textContent()).toBe('Why it ended: every box of every pad was filled.');
    expect(await result.locator('#result-title').textContent()).toBe('Game over: Ann wins by 67 points');
    await poll(() => result.locator('[data-rating-change]').allTextContents()).toEqual([
      expect.stringMatching(/^-?\d+\.\d\d → -?\d+\.\d\d \(\+\d+\.\d\d\)$/),
      expect.stringMatching(/^-?\d+\.\d\d → -?\d+\.\d\d \(−\d+\.\d\d\)$/),
    ]);
  });
});

describe('Quicks in two browsers', () => {
  it("the white sum decided in both pages at once: both crosses kept, each page showing the other's", { timeout: 120_000 }, async () => {
    await home(ann.page);
    const gameId = await createGame(ann.page, 'quicks');
    // Bob opens the game's address and joins from its page.
    await bob.page.goto(`${stack.api.url}/play#/games/${gameId}`);
    await bob.page.getByRole('button', { name: 'Join this game' }).click();
    await poll(() => ann.page.locator('.players li').count()).toBe(2);
    // White 3 and 4 (7), red 2, yellow 5, green 6, blue 1.
    await rig(gameId, { dice: [[3, 4, 2, 5, 6, 1]] });
    await ann.page.getByRole('button', { name: 'Start the game' }).click();
    await ann.page.getByRole('button', { name: 'Throw the dice' }).click();

    const annCross = ann.page.getByRole('button', { name: 'Cross 7 in red' }).first();
    const bobCross = bob.page.getByRole('button', { name: 'Cross 7 in yellow' }).first();
    await Promise.all([annCross.waitFor(), bobCross.waitFor()]);
    await Promise.all([annCross.click(), bobCross.click()]);

    const [annId, bobId] = await Promise.all([playerIdOf(ann.page), playerIdOf(bob.page)]);
    for (const page of [ann.page, bob.page]) {
      await page.locator(`[data-sheet-of="${annId}"] [aria-label="red 7 crossed"]`).waitFor({ timeout: 15_000 });
      await page.locator(`[data-sheet-of="${bobId}"] [aria-label="yellow 7 crossed"]`).waitFor({ timeout: 15_000 });
    }
    // Step colour is Ann's alone: white die + coloured die, or pass.
    await ann.page.getByRole('button', { name: 'Cross 4 + 6 = 10 in green' }).first().waitFor();
    await poll(() => bob.page.getByRole('button', { name: /^Cross/ }).count()).toBe(0);
    await ann.page.getByRole('button', { name: 'Cross 4 + 6 = 10 in green' }).first().click();
    await bob.page.getByRole('button', { name: 'Throw the dice' }).waitFor({ timeout: 15_000 });
    expect(await bob.page.locator(`[data-sheet-of="${annId}"] .score`).textContent()).toBe('2 points');
    expect(await bob.page.locator(`[data-sheet-of="${bobId}"] .score`).textContent()).toBe('1 point');
  });
});

describe('Rummiduck in two browsers', () => {
  it('picking tiles, forming a set and laying it, then the other drawing: both tables follow', { timeout: 120_000 }, async () => {
    await home(ann.page);
    const gameId = await createGame(ann.page, 'rummiduck');
    await home(bob.page);
    await joinFromList(bob.page, gameId);
    const annRack = [
      'red-10-a',
      'red-11-a',
      'red-12-a',
      'blue-3-a',
      'blue-4-a',
      'blue-5-a',
      'black-7-a',
      'orange-7-a',
      'blue-7-b',
      'joker-red',
      'orange-1-a',
      'black-13-a',
      'red-2-b',
      'orange-9-a',
    ];
    const bobRack = [
      'black-1-a',
      'black-2-a',
      'black-3-a',
      'orange-4-a',
      'orange-5-b',
      'blue-9-a',
      'blue-10-a',
      'red-6-a',
      'red-6-b',
      'black-11-b',
      'orange-12-a',
      'blue-13-b',
      'black-8-a',
      'orange-2-a',
    ];
    await rig(gameId, { bag: [...annRack, ...bobRack, 'black-9-b'] });
    await poll(() => ann.page.locator('.players li').count()).toBe(2);
    await ann.page.getByRole('button', { name: 'Start the game' }).click();

    // Picked out of order: a set of no joker is laid rising.
    for (const tile of ['red 12', 'red 10', 'red 11'])
      await ann.page.locator('.rack').getByRole('button', { name: tile, exact: true }).click();
    await ann.page.getByRole('button', { name: 'Form a set' }).click();
    await ann.page.getByRole('button', { name: 'Lay' }).click();
    // Each tile shows its colour's mark as well as its colour.
    for (const page of [ann.page, bob.page]) await poll(() => page.locator('.set').first().textContent()).toBe('10♥11♥12♥');

    await bob.page.getByRole('button', { name: 'Draw' }).click();
    await poll(() => ann.page.locator('.racks').textContent()).toContain('Bob: 15 tiles');
    await bob.page.locator('.rack').getByLabel('black 9', { exact: true }).waitFor();
    // Ann's rack shows on her page only; Bob sees how many tiles she has.
    expect(await bob.page.locator('.rack').getByLabel('blue 3', { exact: true }).count()).toBe(0);
    await poll(() => bob.page.locator('.racks').textContent()).toContain('Ann: 11 tiles');
    await ann.page.getByRole('button', { name: 'blue 3', exact: true }).click();
    await ann.page.getByRole('button', { name: 'blue 4', exact: true }).click();
  });
});
