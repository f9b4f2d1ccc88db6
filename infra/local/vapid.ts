/**
 * `npm run vapid`: makes the deployment's VAPID key pair for Web Push, once
 * (functions/notifications/vapid.ts). On AWS, VAPID_SECRET_ARN is the stack's VapidSecretArn
 * output, with the operator's credentials in the environment (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION): they need secretsmanager:GetSecretValue
 * and PutSecretValue on the secret. A secret that already holds a key pair is left as it is (a new
 * pair would silence every browser subscribed with the old one): the command prints its public key.
 * On one machine `npm start` makes the pair itself, in the data folder.
 */
import { isVapidKeys, readVapidSecret, secretsManager } from '../../functions/notifications/vapid.ts';
import { newVapidKeys } from './vapid-keys.ts';

const arn = process.env.VAPID_SECRET_ARN;
if (!arn) {
  console.error(
    'Name the secret: VAPID_SECRET_ARN=<the stack’s VapidSecretArn output>. (`npm start` makes its own key pair in its data folder.)',
  );
  process.exit(2);
}
try {
  const kept = await readVapidSecret(arn);
  if (kept) console.log(`The secret already holds a VAPID key pair, left as it is. Its public key: ${kept.publicKey}`);
  else {
    const keys = newVapidKeys();
    if (!isVapidKeys(keys)) throw new Error('web-push made a key pair of unexpected lengths');
    await secretsManager('PutSecretValue', { SecretId: arn, SecretString: JSON.stringify(keys) });
    console.log(`Made the VAPID key pair. Its public key (GET /push/webpush answers it): ${keys.publicKey}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
