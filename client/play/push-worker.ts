/**
 * What the service worker (sw.ts) does, apart from the worker's globals so that a test can
 * hand it stand-ins: the notification a push message shows, and where a click on it leads.
 * The lib this folder is checked with is the page's (DOM), which has no service worker
 * types: the few the worker uses are spelled out here.
 */

/** What the server's Web Push sender sends (functions/notifications/senders/): the game's tag collapses its messages. */
export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  data: { type: string; gameId: string; version: number };
}

/** The parts of a window the worker can see (the WindowClient of the service worker's lib). */
export interface WindowLike {
  readonly url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

/** The parts of the worker's `clients` it uses. */
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** What the worker tells an open /play window: show this game (the page sets its own hash). */
export interface OpenGameMessage {
  type: 'open-game';
  gameId: string;
}

/** The notification of a push message, or null for a message that is not one of ours (it shows nothing). */
export function notificationOf(payload: unknown): { title: string; options: Pick<PushMessage, 'body' | 'tag' | 'data'> } | null {
  if (!isPushMessage(payload)) return null;
  return { title: payload.title, options: { body: payload.body, tag: payload.tag, data: payload.data } };
}

/** The game's page: the web client's hash route `#/games/<id>` (app.tsx). */
export const gameUrl = (origin: string, gameId: string) => `${origin}/play#/games/${encodeURIComponent(gameId)}`;

/**
 * A click on a game's notification: a /play window already open is brought forward and told
 * to show the game (a window the worker does not control cannot be navigated by it: the
 * page at /play lies outside the worker's /play/ scope); with none open, the game's page opens.
 */
export async function openGame(clients: ClientsLike, origin: string, data: unknown): Promise<void> {
  const gameId = isRecord(data) && typeof data.gameId === 'string' ? data.gameId : undefined;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((window) => isPlay(window.url, origin));
  const target = gameId ? gameUrl(origin, gameId) : `${origin}/play`;
  // The window already on this game first, then the one the worker lists first (the most recently focused).
  const open = windows.find((window) => window.url === target) ?? windows[0];
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  if (gameId) open.postMessage({ type: 'open-game', gameId } satisfies OpenGameMessage);
  await open.focus();
}

const isPlay = (url: string, origin: string) =>
  url === `${origin}/play` || url.startsWith(`${origin}/play#`) || url.startsWith(`${origin}/play/`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPushMessage(value: unknown): value is PushMessage {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.body === 'string' &&
    typeof value.tag === 'string' &&
    isRecord(value.data) &&
    typeof value.data.gameId === 'string'
  );
}
