import { reportAwsCall } from '../adapters/aws-calls.ts';
import { keptDataKeys } from './kept-data-keys.ts';
import { kmsDataKeys } from './kms-data-keys.ts';
import { open, seal, type DataKeys, type SealedSecret } from './seal.ts';

let installed: DataKeys | undefined;
let kms: { keyId: string; keys: DataKeys } | undefined;

/** On one machine the local stack installs its local master key's data keys here (undefined: none). */
export function installDataKeys(keys: DataKeys | undefined): void {
  installed = keys && keptDataKeys(reported(keys));
}

/**
 * `keys` with each data key it makes or unwraps reported as the KMS request it is on AWS, below
 * the keeping (a kept key costs no request), so that the grants test sees who seals and who opens.
 */
const reported = (keys: DataKeys): DataKeys => ({
  generate(context) {
    reportAwsCall({ service: 'kms', operation: 'GenerateDataKey' });
    return keys.generate(context);
  },
  unwrap(wrapped, context) {
    reportAwsCall({ service: 'kms', operation: 'Decrypt' });
    return keys.unwrap(wrapped, context);
  },
});

/** The installed data keys, else KMS's with the stack's key (SECRETS_KEY_ID), its unwrapped keys kept a while. */
function dataKeys(): DataKeys {
  if (installed) return installed;
  const keyId = process.env.SECRETS_KEY_ID;
  if (!keyId) throw new Error('SECRETS_KEY_ID is not set and no local data keys are installed: secrets cannot be sealed or opened.');
  if (kms?.keyId !== keyId) kms = { keyId, keys: keptDataKeys(reported(kmsDataKeys(keyId))) };
  return kms.keys;
}

/** `secret` sealed for the item `context` names (its key), with this deployment's master key. */
export const sealSecret = (secret: string, context: string): Promise<SealedSecret> => seal(dataKeys(), secret, context);

/** The secret sealed for the item `context` names. */
export const openSecret = (sealed: SealedSecret, context: string): Promise<string> => open(dataKeys(), sealed, context);
