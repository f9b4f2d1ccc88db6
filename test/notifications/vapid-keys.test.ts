/**
 * The VAPID key pair of `npm start` (infra/local/vapid-keys.ts): made once in the data folder and
 * the same on every later start, so a browser subscribed before a restart still gets its
 * messages; a pair of its own for a stack without a data folder.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isVapidKeys } from '../../functions/notifications/vapid.ts';
import { localVapidKeys, VAPID_KEYS_FILE } from '../../infra/local/vapid-keys.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oc-vapid-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("npm start's VAPID key pair", () => {
  it('is made once in the data folder, readable by its owner alone, and read back on every later start', () => {
    const dir = folder();
    const first = localVapidKeys(dir);
    expect(isVapidKeys(first)).toBe(true);
    expect(localVapidKeys(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dir, VAPID_KEYS_FILE), 'utf8'))).toEqual(first);
    expect(statSync(join(dir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(localVapidKeys(folder())).not.toEqual(first);
  });

  it('is one of its own for a stack without a data folder', () => {
    expect(localVapidKeys(undefined)).not.toEqual(localVapidKeys(undefined));
  });

  it('refuses a file that holds no key pair rather than replace it', () => {
    const dir = folder();
    writeFileSync(join(dir, VAPID_KEYS_FILE), JSON.stringify({ publicKey: 'short', privateKey: 'short' }));
    expect(() => localVapidKeys(dir)).toThrow('holds no VAPID key pair');
  });
});
