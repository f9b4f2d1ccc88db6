import { CfnOutput, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface VapidKeysProps {
  prefix: string;
  /** As the tables': a key pair replaced orphans every browser subscribed with the old one. */
  removalPolicy: RemovalPolicy;
  /** The functions that read the key pair: the route that shows its public half, later the Web Push sender. */
  readers: LambdaFunction[];
}

/**
 * The deployment's VAPID key pair (functions/notifications/vapid.ts), kept as a Secrets Manager
 * secret of the stage. The stack makes the secret; the operator fills it once with
 * `npm run vapid` (docs/operations.md), which makes the pair with `web-push` and never replaces
 * one already there. Until then the secret holds Secrets Manager's placeholder, and
 * GET /push/webpush answers 503 `unavailable`. Not rotated: a new pair would silence every
 * browser subscribed with the old one.
 */
export class VapidKeys extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, { prefix, removalPolicy, readers }: VapidKeysProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      secretName: `${prefix}-vapid-keys`,
      description: "The deployment's VAPID key pair for Web Push (RFC 8292): made once by `npm run vapid`, never replaced.",
      removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        'A VAPID key pair is never rotated: every browser subscribed with its public key, and a new pair would silence them all (RFC 8292). Only the function that shows the public key may read it.',
    });
    for (const fn of readers) {
      this.secret.grantRead(fn);
      fn.addEnvironment('VAPID_SECRET_ARN', this.secret.secretArn);
    }
    new CfnOutput(scope, 'VapidSecretArn', {
      value: this.secret.secretArn,
      description: 'VAPID_SECRET_ARN for `npm run vapid`, which makes the Web Push key pair once.',
    });
  }
}
