/**
 * The web client at the end of a game (docs/contract.md, Analysis and replays: "the reference
 * web client steps through a finished game version by version and shows its analysis"), in
 * headless Chromium against the local server. Ann's solitaire Dice Kings game is played over
 * the API by the hint but for two rigged mistakes; her page then shows her agreed decisions,
 * expected loss and mistakes, and replays the game by buttons and arrow keys.
 * UPDATE_SCREENSHOTS=1 writes docs/screenshots/analysis.png and replay.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlay } from '../../../client/scripts/build.ts';
import { Client, type Command } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { openBrowser, type Visitor } from './chromium.ts';
import { shoot } from './pages.ts';

const stack = useTestStack();
let ann: Visitor;
beforeAll(async () => {
  await buildPlay();
  ann = await openBrowser();
}, 120_000);
afterAll(async () => {
  expect(ann?.errors ?? []).toEqual([]);
  await ann?.close();
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe('the end of a game in the browser', () => {
  it(
    'shows the analysis (agreed decisions, expected loss, the mistakes with the better move) and a replay stepped by buttons and arrow keys',
    { timeout: 300_000 },
    async () => {
      const { page } = ann;
      await page.goto(`${stack.api.url}/play`);
      await page.getByLabel('Your name').fill('Ann');
      await page.getByRole('button', { name: 'Start playing' }).click();
      await page.getByRole('button', { name: 'Create game' }).waitFor();
      const me = JSON.parse(String(await page.evaluate("localStorage.getItem('organized-chaos.player')"))) as {
        token: string;
        playerId: string;
      };

      // Over the API, as Ann: the first roll 1 3 4 5 6 scored in chance, then four fives all rolled again.
      const api = new Client({ baseUrl: stack.api.url }).withToken(me.token);
      const game = await api.createGame('dice-kings');
      await api.rigGame(game.gameId, {
        dice: [
          [1, 3, 4, 5, 6],
          [5, 5, 5, 5, 2],
        ],
      });
      let view = await api.startGame(game.gameId);
      const start = view.version;
      const mistakes: Record<number, Command> = { [start + 1]: { type: 'score', box: 'chance' }, [start + 3]: { type: 'roll', keep: [] } };
      while (view.status !== 'ended') {
        const move = mistakes[view.version] ?? ((await api.getHint(game.gameId)).move as Command);
        view = (await api.sendCommand(game.gameId, { ...move, expectedVersion: view.version })).game;
      }
      const analysis = (await api.getAnalysis(game.gameId)).players[me.playerId]!;
      expect(analysis.mistakes).toHaveLength(2);

      await page.goto(`${stack.api.url}/play#/games/${game.gameId}`);
      const card = page.locator(`[data-analysis-of="${me.playerId}"]`);
      await card.waitFor();
      expect(await card.locator('[data-agreed]').textContent()).toBe(`${analysis.agreed} of ${analysis.decisions} decisions agreed`);
      expect(await card.locator('[data-expected-loss]').textContent()).toBe(analysis.expectedLoss!.toFixed(2));
      // Largest loss first, each with the move made and the better one.
      const shown = await card.locator('.mistakes li').evaluateAll((items) => items.map((li) => li.getAttribute('data-mistake-version')));
      expect(shown).toEqual(analysis.mistakes.map((m) => String(m.version)));
      const keepNothing = card.locator(`li[data-mistake-version="${start + 4}"]`);
      expect(await keepNothing.locator('.played').textContent()).toBe('Roll all five again');
      expect(await keepNothing.locator('.best').textContent()).toMatch(/^Roll again keeping 5 5 5 5$|^Score /);
      expect(await card.locator(`li[data-mistake-version="${start + 2}"] .played`).textContent()).toBe('Score Chance');
      await shoot(page.locator('.analysis'), 'analysis');

      // The replay opens on the last version; the arrow keys and the buttons step through the game.
      const at = () => page.locator('[data-replay-version]').getAttribute('data-replay-version').then(Number);
      await poll(at).toBe(view.version);
      await page.keyboard.press('ArrowLeft');
      await poll(at).toBe(view.version - 1);
      await page.getByRole('button', { name: 'First version' }).click();
      await poll(at).toBe(start);
      await page.keyboard.press('ArrowRight');
      await poll(at).toBe(start + 1);
      await page.getByRole('button', { name: 'Next version' }).click();
      await poll(at).toBe(start + 2);
      // After the chance scored: 19 in Ann's chance box.
      expect(
        await page
          .locator('.replay')
          .getByRole('row', { name: /Chance/ })
          .textContent(),
      ).toContain('19');
      await page.getByRole('button', { name: 'Previous version' }).click();
      await poll(at).toBe(start + 1);
      // "show" on a mistake steps the replay to the game as it stood when the decision was made.
      await keepNothing.getByRole('button', { name: 'show' }).click();
      await poll(at).toBe(start + 3);
      expect(await page.locator('.replay .dice button').evaluateAll((dice) => dice.map((d) => d.getAttribute('aria-label')))).toEqual([
        'Die 1: 5',
        'Die 2: 5',
        'Die 3: 5',
        'Die 4: 5',
        'Die 5: 2',
      ]);
      await shoot(page.locator('.replay'), 'replay');
    },
  );
});
