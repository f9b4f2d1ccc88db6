import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDataKeys } from '../../functions/secrets/local-data-keys.ts';
import type { DataKeys } from '../../functions/secrets/seal.ts';

/** The local master key's file in the data folder, beside DynamoDB Local's own files. */
export const SECRETS_KEY_FILE = 'secrets-master.key';

/**
 * The master key that seals secrets on one machine (functions/secrets/), in KMS's stead: made
 * once in the data folder (32 random bytes, readable by its owner alone) and read from there on
 * every later start, so secrets sealed before a restart still open. Without a data folder the
 * data lives in memory, and so does a key made for this stack alone.
 */
export function localSecretsKeys(dataDir: string | undefined): DataKeys {
  if (!dataDir) return localDataKeys(randomBytes(32));
  const file = join(dataDir, SECRETS_KEY_FILE);
  try {
    // `wx`: made only if missing, so two starts on one folder never end with two keys.
    writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return localDataKeys(readFileSync(file));
}
