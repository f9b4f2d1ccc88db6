import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { isVapidKeys, type VapidKeys } from '../../functions/notifications/vapid.ts';

/**
 * A new key pair, by `web-push` (the library the Web Push sender signs with). Made here, by
 * `npm start` and `npm run vapid`, and never in a function: their bundles leave the library out.
 */
export const newVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** The key pair's file in the data folder, beside the secrets' master key. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID key pair of one machine (functions/notifications/vapid.ts), in the stack's secret's
 * stead: made once in the data folder (readable by its owner alone) and read from there on
 * every later start, so browsers subscribed before a restart still get their messages. Without
 * a data folder the data lives in memory, and so does a key pair made for this stack alone.
 */
export function localVapidKeys(dataDir: string | undefined): VapidKeys {
  if (!dataDir) return newVapidKeys();
  const file = join(dataDir, VAPID_KEYS_FILE);
  try {
    // `wx`: made only if missing, so two starts on one folder never end with two key pairs.
    writeFileSync(file, JSON.stringify(newVapidKeys()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isVapidKeys(keys)) throw new Error(`${file} holds no VAPID key pair; move it away and start again to make a new one.`);
  return keys;
}
