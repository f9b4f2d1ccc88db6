/** The local master key of `npm start` (infra/local/secrets-key.ts): made once in the data folder, read again at every start. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { open, seal } from '../../functions/secrets/seal.ts';
import { localSecretsKeys, SECRETS_KEY_FILE } from '../../infra/local/secrets-key.ts';

const ITEM = 'PLAYER#p_1/WEBHOOK#wh_1';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'oc-secrets-'));
  folders.push(folder);
  return folder;
};

describe('the local master key', () => {
  it('is made once in the data folder, readable by its owner alone, and a later start opens what an earlier one sealed', async () => {
    const folder = dataDir();
    const sealed = await seal(localSecretsKeys(folder), 'whsec_before', ITEM);
    expect(statSync(join(folder, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(await open(localSecretsKeys(folder), sealed, ITEM)).toBe('whsec_before');
  });

  it("is a stack's own without a data folder, and another folder's key opens nothing of it", async () => {
    const sealed = await seal(localSecretsKeys(undefined), 'whsec_memory', ITEM);
    await expect(open(localSecretsKeys(undefined), sealed, ITEM)).rejects.toThrow();
    await expect(open(localSecretsKeys(dataDir()), sealed, ITEM)).rejects.toThrow();
  });
});
