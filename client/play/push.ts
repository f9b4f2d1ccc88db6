/**
 * "Tell me when it's my turn" in this browser: Web Push (docs/notifications.md, In the
 * browser). The page asks the player's permission, registers the service worker (sw.ts),
 * subscribes with the deployment's VAPID key and registers the subscription as one of the
 * player's devices, under a name this browser keeps; turning it off undoes both.
 */
import { ApiError, type Client } from '../src/index.ts';
import type { OpenGameMessage } from './push-worker.ts';

/** `on` and `off` for this player in this browser; `blocked`: the browser's permission was refused. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const DEVICE_KEY = 'organized-chaos.push-device';
const WORKER = '/play/sw.js';
const SCOPE = '/play/';

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's device name on the server (1–64 of A–Z a–z 0–9 _ -), made once and kept. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `browser-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** On only when both hold: the browser has a subscription, and the server has this browser as the player's device. */
export async function readPushState(client: Client): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription();
  if (!subscription) return 'off';
  const { devices } = await client.listDevices();
  return devices.some((device) => device.deviceId === deviceId()) ? 'on' : 'off';
}

export async function turnOn(client: Client): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await active(await navigator.serviceWorker.register(WORKER, { scope: SCOPE }));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url((await client.webPushKey()).publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await client.putDevice(deviceId(), {
    platform: 'webpush',
    subscription: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } },
    locale: navigator.language,
  });
  return 'on';
}

export async function turnOff(client: Client): Promise<PushState> {
  await unsubscribe();
  try {
    await client.deleteDevice(deviceId());
  } catch (error) {
    // Already gone (deleted elsewhere, or by the server when its push service said so): off all the same.
    if (!(error instanceof ApiError && error.code === 'device-not-found')) throw error;
  }
  return 'off';
}

/** Signing out: a browser the player leaves is told nothing more of their games. */
export async function turnOffOnSignOut(client: Client): Promise<void> {
  if (!pushSupported() || !(await (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription())) return;
  await turnOff(client);
}

/**
 * The player erased: the server has deleted their devices already, and their token is dead, so
 * only the browser's own subscription is left to end (its push service would take nothing more).
 */
export async function forgetPushOnErasure(): Promise<void> {
  if (pushSupported()) await unsubscribe();
}

/** This browser's subscription ended at its push service, if it has one. */
async function unsubscribe(): Promise<void> {
  await (await (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * A click on a notification while /play is open: the worker asks this window to show the game.
 * Returns the way to stop listening.
 */
export function followNotificationClicks(): () => void {
  if (!pushSupported()) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<OpenGameMessage> | null;
    if (message?.type === 'open-game' && typeof message.gameId === 'string')
      location.hash = `#/games/${encodeURIComponent(message.gameId)}`;
  };
  navigator.serviceWorker.addEventListener('message', listener);
  // A page the worker does not control (/play lies outside its /play/ scope) gets messages only once it asks.
  navigator.serviceWorker.startMessages();
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

/** pushManager.subscribe needs an active worker: a registration just made may still be installing. */
function active(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve(registration);
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state !== 'activated') return;
      worker.removeEventListener('statechange', check);
      resolve(registration);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/** The VAPID key as bytes: browsers that take only a BufferSource for applicationServerKey take these. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
