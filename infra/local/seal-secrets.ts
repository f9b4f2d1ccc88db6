/**
 * `npm run seal-secrets`: seals every webhook secret stored in the clear before secrets were
 * sealed (functions/webhooks/seal-clear-secrets.ts), once; running it again finds none.
 * - On one machine: DATA_DIR names the data folder, whose master key seals them; with the
 *   server stopped DynamoDB Local is started on that folder, else DYNAMODB_ENDPOINT names the
 *   running server's (it prints it when it starts).
 * - On AWS: SECRETS_KEY_ID is the stack's SecretsKeyArn output and READ_TABLE its ReadTable, with
 *   the operator's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 *   AWS_SESSION_TOKEN, AWS_REGION): they need dynamodb:Scan and UpdateItem on the table and
 *   kms:GenerateDataKey on the key.
 */
import { installDataKeys } from '../../functions/secrets/installed.ts';
import { sealClearSecrets } from '../../functions/webhooks/seal-clear-secrets.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.ts';
import { localSecretsKeys } from './secrets-key.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { DATA_DIR, SECRETS_KEY_ID, READ_TABLE, DYNAMODB_ENDPOINT } = process.env;
let owned: DynamoDbLocal | undefined;
try {
  if (SECRETS_KEY_ID) {
    if (!READ_TABLE) throw new Error('READ_TABLE must name the stack’s read table (its ReadTable output) beside SECRETS_KEY_ID.');
  } else {
    if (!DATA_DIR) {
      console.error(
        'Say whose secrets to seal: DATA_DIR=<the data folder of `npm start`> (and DYNAMODB_ENDPOINT=<the endpoint it printed> while it runs), or SECRETS_KEY_ID and READ_TABLE of a stack on AWS.',
      );
      process.exit(2);
    }
    installDataKeys(localSecretsKeys(DATA_DIR));
    process.env.READ_TABLE ??= 'oc-read';
    if (!DYNAMODB_ENDPOINT) {
      owned = await startDynamoDbLocal({ dataDir: DATA_DIR });
      process.env.DYNAMODB_ENDPOINT = owned.endpoint;
    }
  }
  const started = Date.now();
  const { found, sealed } = await sealClearSecrets();
  console.log(
    `Sealed the secrets of ${sealed} of the ${found} webhook subscriptions that held one in the clear, in ${Date.now() - started} ms` +
      (sealed < found ? ' (the others were rotated or deleted meanwhile).' : '.'),
  );
} catch (error) {
  if ((error as Error).name === 'ResourceNotFoundException')
    console.error(
      `There is no table ${process.env.READ_TABLE} here: name the read table with READ_TABLE, or the data folder of \`npm start\` with DATA_DIR.`,
    );
  else console.error(error);
  process.exitCode = 1;
} finally {
  await owned?.stop();
}
