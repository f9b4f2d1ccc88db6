import { awsRequest, AwsError, region } from '../adapters/aws-request.ts';
import type { DataKeys } from './seal.ts';

/** KMS refuses a ciphertext blob that is not its own, or one asked for with another encryption context. */
export class InvalidCiphertextException extends AwsError {}

/**
 * One request of KMS's JSON protocol, through the functions' own AWS client (aws4 signatures
 * over node:http): the two operations envelope encryption needs are not worth the SDK's KMS
 * client in every bundle that seals or opens. KMS_ENDPOINT, when set, points it elsewhere (the
 * tests' stand-in).
 */
const send = <T>(operation: 'GenerateDataKey' | 'Decrypt', body: object) =>
  awsRequest<T>({
    service: 'kms',
    endpoint: process.env.KMS_ENDPOINT ?? `https://kms.${region()}.amazonaws.com`,
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `TrentService.${operation}` },
    body: JSON.stringify(body),
    operation,
    errors: { InvalidCiphertextException },
  });

/**
 * The data keys on AWS: KMS's GenerateDataKey and Decrypt with the stack's key (`keyId`), the
 * item's key as the encryption context, so CloudTrail names the item each Decrypt opened and a
 * data key asked for under another item's name is refused. Decrypt names the key as well: a
 * blob of another key is refused, not opened with it.
 */
export function kmsDataKeys(keyId: string): DataKeys {
  const encryptionContext = (context: string) => ({ item: context });
  return {
    async generate(context) {
      const { Plaintext, CiphertextBlob } = await send<{ Plaintext: string; CiphertextBlob: string }>('GenerateDataKey', {
        KeyId: keyId,
        KeySpec: 'AES_256',
        EncryptionContext: encryptionContext(context),
      });
      return { key: Buffer.from(Plaintext, 'base64'), wrapped: CiphertextBlob };
    },
    async unwrap(wrapped, context) {
      const { Plaintext } = await send<{ Plaintext: string }>('Decrypt', {
        KeyId: keyId,
        CiphertextBlob: wrapped,
        EncryptionContext: encryptionContext(context),
      });
      return Buffer.from(Plaintext, 'base64');
    },
  };
}
