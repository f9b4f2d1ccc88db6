/**
 * The functions sign their AWS requests with `aws4` (functions/adapters/aws-request.ts). No AWS
 * account answers here, so each request the functions send is signed again by the AWS SDK's
 * own signer (@smithy/signature-v4, which the SDK's clients use) with the same credentials,
 * date and headers: the two signatures must be the same, character for character.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedHeaders, type SignedRequest } from '../../functions/adapters/aws-request.ts';

const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 and HMAC-SHA-256 as the SDK's signer takes them. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'token/of+the=role',
};
const date = new Date('2030-05-06T07:08:09.000Z');

beforeEach(() => {
  process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
  process.env.AWS_SESSION_TOKEN = credentials.sessionToken;
  process.env.AWS_REGION = 'eu-west-1';
});
afterEach(() => {
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION']) delete process.env[name];
});

async function sdkAuthorization(request: SignedRequest): Promise<string> {
  const url = new URL(request.endpoint + request.path);
  const signer = new SignatureV4({ service: request.service, region: 'eu-west-1', credentials, sha256: Sha256, applyChecksum: false });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        host: url.host,
        ...request.headers,
        ...(request.body !== undefined && { 'content-length': String(Buffer.byteLength(request.body)) }),
      },
      body: request.body,
    },
    { signingDate: date },
  );
  return signed.headers.authorization!;
}

const requests: (SignedRequest & { operation: string })[] = [
  {
    service: 'dynamodb',
    endpoint: 'https://dynamodb.eu-west-1.amazonaws.com',
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'DynamoDB_20120810.Query' },
    body: JSON.stringify({
      TableName: 'oc-events',
      KeyConditionExpression: 'gameId = :g',
      ExpressionAttributeValues: { ':g': { S: 'g_ü' } },
    }),
    operation: 'Query',
  },
  {
    service: 'sqs',
    endpoint: 'https://sqs.eu-west-1.amazonaws.com',
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'AmazonSQS.SendMessageBatch' },
    body: '{"QueueUrl":"https://sqs.eu-west-1.amazonaws.com/123/q","Entries":[]}',
    operation: 'SendMessageBatch',
  },
  {
    service: 'scheduler',
    endpoint: 'https://scheduler.eu-west-1.amazonaws.com',
    method: 'DELETE',
    path: '/schedules/g_1-3?groupName=oc-turn-timers',
    operation: 'DeleteSchedule',
  },
  {
    service: 'execute-api',
    endpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com',
    method: 'POST',
    path: `/live/@connections/${encodeURIComponent('L0SM9cOFvHcCIhw=')}`,
    headers: { 'Content-Type': 'application/json' },
    body: '{"type":"game.updated"}',
    operation: 'PostToConnection',
  },
];

describe('the functions’ AWS request signatures', () => {
  it.each(requests.map((request) => [`${request.service} ${request.operation}`, request] as const))(
    '%s: signed as the AWS SDK signs it',
    async (_, request) => {
      const headers = signedHeaders(request, date);
      expect(headers['X-Amz-Security-Token']).toBe(credentials.sessionToken);
      expect(headers.Authorization).toBe(await sdkAuthorization(request));
    },
  );
});
