import { Aws, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/**
 * The account setting that lets API Gateway write the logs of WebSocket (and REST) APIs: the
 * role it assumes to do so. HTTP APIs need none, WebSocket APIs refuse a stage with access
 * logs until it is set ("CloudWatch Logs role ARN must be set in account settings").
 *
 * It is one setting per account and region, so every stage's stack sets it to a role of its
 * own with the same rights: the last one deployed is in effect. The role is kept when its stack
 * is deleted, so deleting one stage never leaves another's logging pointing at a role that is gone.
 */
export class ApiGatewayLogging extends Construct {
  /** A stage that writes logs must be created after this. */
  readonly account: CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // The rights of AWS's AmazonAPIGatewayPushToCloudWatchLogs, on this account's and region's log groups only.
    const logGroups = (partition: string, region: string, account: string) => `arn:${partition}:logs:${region}:${account}:log-group:*`;
    // Inline, so they are part of the role and kept with it: a separate AWS::IAM::Policy would be
    // deleted with this stack and leave the retained role (still another stage's) without rights.
    const role = new Role(this, 'Role', {
      description: "API Gateway writes the account's WebSocket and REST API logs with this role.",
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      inlinePolicies: {
        PushToCloudWatchLogs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: [
                'logs:CreateLogGroup',
                'logs:CreateLogStream',
                'logs:DescribeLogGroups',
                'logs:DescribeLogStreams',
                'logs:PutLogEvents',
                'logs:GetLogEvents',
                'logs:FilterLogEvents',
              ],
              resources: [logGroups(Aws.PARTITION, Aws.REGION, Aws.ACCOUNT_ID)],
            }),
          ],
        }),
      },
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${logGroups('<AWS::Partition>', '<AWS::Region>', '<AWS::AccountId>')}]`,
      reason:
        "The role is the account's for every REST and WebSocket API of the region (other stages' and other apps' too), so it may write to any of the account's log groups there.",
    });
    this.account = new CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn });
    // API Gateway checks the role's rights when the setting is made: the role (its rights inline) must exist first.
    this.account.node.addDependency(role);
  }
}
