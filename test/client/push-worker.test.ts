/**
 * The service worker's choices (client/play/push-worker.ts), with stand-ins for the worker's
 * `clients`: which push messages show a notification and how, and where a click on one leads:
 * the open /play window on that game, else any open /play window told to show the game, else
 * a new window on the game's page. Chromium's own worker runs them in
 * test/e2e/browser/push.test.ts, where a notification cannot be clicked for real.
 */
import { describe, expect, it } from 'vitest';
import { gameUrl, notificationOf, openGame, type ClientsLike } from '../../client/play/push-worker.ts';

const ORIGIN = 'http://localhost:3000';
const data = { type: 'turn', gameId: 'g-1', version: 4 };

/** Windows at these addresses; what the worker did to them is noted. */
function windows(...urls: string[]) {
  const done: string[] = [];
  const clients: ClientsLike = {
    matchAll: async (options) => {
      expect(options).toEqual({ type: 'window', includeUncontrolled: true });
      return urls.map((url) => ({
        url,
        focus: async () => done.push(`focus ${url}`),
        postMessage: (message: unknown) => done.push(`tell ${url} ${JSON.stringify(message)}`),
      }));
    },
    openWindow: async (url) => done.push(`open ${url}`),
  };
  return { clients, done };
}

describe('a push message', () => {
  it("shows the sender's title, text, tag and data", () => {
    expect(notificationOf({ title: 'Your turn', body: 'Dice Kings: your turn.', tag: 'g-1', data })).toEqual({
      title: 'Your turn',
      options: { body: 'Dice Kings: your turn.', tag: 'g-1', data },
    });
  });

  it.each([null, 'text', { title: 'Your turn' }, { title: 'T', body: 'B', tag: 'g-1', data: {} }])(
    'that is not ours shows nothing: %j',
    (payload) => {
      expect(notificationOf(payload)).toBeNull();
    },
  );
});

describe('a click on a notification', () => {
  it("with no /play window open, opens the game's page", async () => {
    const { clients, done } = windows(`${ORIGIN}/docs/`);
    await openGame(clients, ORIGIN, data);
    expect(done).toEqual([`open ${ORIGIN}/play#/games/g-1`]);
  });

  it('with /play open elsewhere, tells that window to show the game and focuses it', async () => {
    const { clients, done } = windows(`${ORIGIN}/docs/`, `${ORIGIN}/play#/leaderboards`, `${ORIGIN}/play`);
    await openGame(clients, ORIGIN, data);
    expect(done).toEqual([`tell ${ORIGIN}/play#/leaderboards {"type":"open-game","gameId":"g-1"}`, `focus ${ORIGIN}/play#/leaderboards`]);
  });

  it('prefers the window already on that game', async () => {
    const { clients, done } = windows(`${ORIGIN}/play#/`, gameUrl(ORIGIN, 'g-1'));
    await openGame(clients, ORIGIN, data);
    expect(done).toEqual([`tell ${gameUrl(ORIGIN, 'g-1')} {"type":"open-game","gameId":"g-1"}`, `focus ${gameUrl(ORIGIN, 'g-1')}`]);
  });

  it('without a game in its data, opens /play', async () => {
    const { clients, done } = windows();
    await openGame(clients, ORIGIN, null);
    expect(done).toEqual([`open ${ORIGIN}/play`]);
  });

  it("names a game's id safely in the address", () => {
    expect(gameUrl(ORIGIN, 'a/b c')).toBe(`${ORIGIN}/play#/games/a%2Fb%20c`);
  });
});
