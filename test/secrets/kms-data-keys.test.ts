/**
 * The KMS adapter of the data keys, through the functions' own AWS client, against a stand-in
 * for KMS on 127.0.0.1 that answers GenerateDataKey and Decrypt as KMS's JSON protocol does: its
 * ciphertext blobs are made with a key of its own, bound to the key id and encryption context.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidCiphertextException, kmsDataKeys } from '../../functions/secrets/kms-data-keys.ts';
import { open, seal } from '../../functions/secrets/seal.ts';
import { fakeAwsEndpoint, type Answer, type Received } from '../support/aws-endpoint.ts';

const KEY_ID = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
const ITEM = 'PLAYER#p_1/WEBHOOK#wh_1';
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const kmsOwnKey = randomBytes(32);

/** KMS, as far as envelope encryption asks it: a blob opens only with the key id and the context it was made with. */
function kms({ headers, body }: Received): Answer {
  const request = JSON.parse(body) as { KeyId: string; KeySpec?: string; EncryptionContext: object; CiphertextBlob?: string };
  const bound = Buffer.from(`${request.KeyId} ${JSON.stringify(request.EncryptionContext)}`);
  if (headers['x-amz-target'] === 'TrentService.GenerateDataKey') {
    const plaintext = randomBytes(request.KeySpec === 'AES_256' ? 32 : 16);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', kmsOwnKey, iv).setAAD(bound);
    const blob = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return {
      status: 200,
      body: { KeyId: request.KeyId, Plaintext: plaintext.toString('base64'), CiphertextBlob: blob.toString('base64') },
    };
  }
  try {
    const blob = Buffer.from(request.CiphertextBlob!, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', kmsOwnKey, blob.subarray(0, 12)).setAAD(bound).setAuthTag(blob.subarray(-16));
    const plaintext = Buffer.concat([decipher.update(blob.subarray(12, -16)), decipher.final()]);
    return { status: 200, body: { KeyId: request.KeyId, Plaintext: plaintext.toString('base64') } };
  } catch {
    return { status: 400, body: { __type: 'InvalidCiphertextException', message: 'The ciphertext is invalid.' } };
  }
}

let endpoint: Awaited<ReturnType<typeof fakeAwsEndpoint>>;
const saved = { ...process.env };
beforeAll(async () => {
  endpoint = await fakeAwsEndpoint(kms);
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.received.length = 0;
  Object.assign(process.env, { KMS_ENDPOINT: endpoint.url, AWS_REGION: 'eu-west-1' });
});
afterEach(() => {
  process.env = { ...saved };
});

describe('the data keys on AWS (KMS)', () => {
  it('seals with GenerateDataKey and opens with Decrypt, the item named in the encryption context, signed for kms', async () => {
    const keys = kmsDataKeys(KEY_ID);
    const sealed = await seal(keys, SECRET, ITEM);
    expect(await open(keys, sealed, ITEM)).toBe(SECRET);

    const sent = endpoint.received.map(({ method, path, headers, body }) => ({
      method,
      path,
      target: headers['x-amz-target'],
      type: headers['content-type'],
      body: JSON.parse(body),
    }));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/',
        target: 'TrentService.GenerateDataKey',
        type: 'application/x-amz-json-1.1',
        body: { KeyId: KEY_ID, KeySpec: 'AES_256', EncryptionContext: { item: ITEM } },
      },
      {
        method: 'POST',
        path: '/',
        target: 'TrentService.Decrypt',
        type: 'application/x-amz-json-1.1',
        body: { KeyId: KEY_ID, CiphertextBlob: sealed.dataKey, EncryptionContext: { item: ITEM } },
      },
    ]);
    // Signed for KMS in the region (a loopback endpoint is signed with placeholder credentials, as DynamoDB Local's requests are).
    for (const { headers } of endpoint.received)
      expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/eu-west-1\/kms\/aws4_request, /);
  });

  it("refuses a data key asked for under another item's name, as KMS does, with KMS's error class and no retry", async () => {
    const keys = kmsDataKeys(KEY_ID);
    const sealed = await seal(keys, SECRET, ITEM);
    endpoint.received.length = 0;
    const refused = await open(keys, sealed, 'PLAYER#p_2/WEBHOOK#wh_1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidCiphertextException);
    expect(refused).toMatchObject({ name: 'InvalidCiphertextException', $metadata: { httpStatusCode: 400 } });
    expect(endpoint.received).toHaveLength(1);
  });
});
