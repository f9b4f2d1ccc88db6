/**
 * The web client's service worker, served at /play/sw.js (its scope /play/): it shows the
 * notifications the server pushes ("your turn", reminders, a game's end, a match) and opens
 * the game when one is clicked. Bundled on its own by client/scripts/build.ts.
 */
import { notificationOf, openGame, type ClientsLike } from './push-worker.ts';

/** The worker's global scope, as far as it is used (the DOM lib this folder is checked with has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: ClientsLike;
  readonly location: Location;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

worker.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    // Not JSON: not a message of ours; nothing to show.
  }
  const shown = notificationOf(payload);
  if (shown) event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openGame(worker.clients, worker.location.origin, event.notification.data));
});
