import { awsRequest, region } from '../adapters/aws-request.ts';

/**
 * The deployment's VAPID key pair (RFC 8292): every Web Push message is signed with it, and
 * browsers subscribe with its public key (GET /push/webpush), so it is made once per deployment
 * and never replaced (a new one would orphan every subscription). Both halves as `web-push`
 * writes them: base64url, the public key the uncompressed P-256 point (65 bytes), the private
 * key its scalar (32 bytes).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Whether `value` is a key pair as kept: both halves of the right lengths. */
export function isVapidKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  const bytes = (text: unknown) => (typeof text === 'string' && /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : 0);
  return bytes(publicKey) === 65 && bytes(privateKey) === 32;
}

/** The deployment has no key pair yet (on AWS: the operator has not run `npm run vapid`). */
export class VapidKeysMissing extends Error {}

let installed: VapidKeys | undefined;
let fromSecret: { arn: string; keys: VapidKeys } | undefined;

/** On one machine the local stack installs the data folder's key pair here (undefined: none). */
export function installVapidKeys(keys: VapidKeys | undefined): void {
  installed = keys;
}

/** One Secrets Manager request by the functions' lean client (aws-request.ts): its JSON 1.1 protocol. */
export const secretsManager = <T>(operation: 'GetSecretValue' | 'PutSecretValue', body: object) =>
  awsRequest<T>({
    service: 'secretsmanager',
    endpoint: process.env.SECRETS_MANAGER_ENDPOINT ?? `https://secretsmanager.${region()}.amazonaws.com`,
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `secretsmanager.${operation}` },
    body: JSON.stringify(body),
    operation,
  });

/** The key pair held by the secret `arn`, or undefined while it holds none (the stack made it with a placeholder). */
export async function readVapidSecret(arn: string): Promise<VapidKeys | undefined> {
  const { SecretString } = await secretsManager<{ SecretString?: string }>('GetSecretValue', { SecretId: arn });
  try {
    const value: unknown = JSON.parse(SecretString ?? '');
    return isVapidKeys(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The deployment's key pair: the one installed on one machine, else the stack's secret
 * (VAPID_SECRET_ARN), read once per function instance since it never changes.
 */
export async function vapidKeys(): Promise<VapidKeys> {
  if (installed) return installed;
  const arn = process.env.VAPID_SECRET_ARN;
  if (!arn) throw new VapidKeysMissing('VAPID_SECRET_ARN is not set and no local VAPID keys are installed.');
  if (fromSecret?.arn === arn) return fromSecret.keys;
  const keys = await readVapidSecret(arn);
  if (!keys)
    throw new VapidKeysMissing(`The secret ${arn} holds no VAPID key pair yet: the operator makes it once with \`npm run vapid\`.`);
  fromSecret = { arn, keys };
  return keys;
}
