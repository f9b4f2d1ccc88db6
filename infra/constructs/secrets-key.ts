import { CfnOutput, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface SecretsKeyProps {
  prefix: string;
  /** As the tables': a key destroyed with its stack leaves every secret sealed with it unopenable. */
  removalPolicy: RemovalPolicy;
  /** The functions that seal new secrets (a webhook's creation, its rotation): data keys only, no Decrypt. */
  sealers: LambdaFunction[];
  /** The functions that open them to sign or send (the webhook delivery): Decrypt, and nothing to make keys with. */
  openers: LambdaFunction[];
}

/**
 * The master key of the sealed secrets (functions/secrets/): webhook signing secrets and the
 * apps' push credentials, each sealed in the read table with a data key of its own that this
 * key wraps (envelope encryption). Who may seal and who may open are apart: a function that
 * makes a secret gets GenerateDataKey, the one that signs with it Decrypt, and no other function
 * either, so no read path can open a secret even by mistake. Rotated yearly by KMS (old
 * versions keep opening what they sealed).
 */
export class SecretsKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string, { prefix, removalPolicy, sealers, openers }: SecretsKeyProps) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      alias: `${prefix}-secrets`,
      description: 'Wraps the data keys that seal webhook signing secrets in the read table.',
      enableKeyRotation: true,
      removalPolicy,
      pendingWindow: Duration.days(30),
    });
    const allow = (fn: LambdaFunction, action: string) => {
      fn.addToRolePolicy(new PolicyStatement({ actions: [action], resources: [this.key.keyArn] }));
      fn.addEnvironment('SECRETS_KEY_ID', this.key.keyArn);
    };
    for (const fn of sealers) allow(fn, 'kms:GenerateDataKey');
    for (const fn of openers) allow(fn, 'kms:Decrypt');
    new CfnOutput(scope, 'SecretsKeyArn', {
      value: this.key.keyArn,
      description: 'SECRETS_KEY_ID for `npm run seal-secrets`, which seals the webhook secrets stored in the clear before sealing.',
    });
  }
}
