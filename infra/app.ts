import { App } from 'aws-cdk-lib';
import { stackParameters } from './parameters.ts';
import { OrganizedChaosStack } from './stack.ts';

/**
 * `npx cdk deploy` (cdk.json runs this file). Context: `stage` (default dev), optionally
 * `domainName` with `certificateArn`, `alarmEmail`, `throttleRate` and `throttleBurst`,
 * `corsOrigins`, `tracing`. See docs/deploy.md.
 */
const app = new App();
const parameters = stackParameters((key) => app.node.tryGetContext(key));

new OrganizedChaosStack(app, `OrganizedChaos-${parameters.stage}`, {
  ...parameters,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `Organized Chaos (${parameters.stage}): the serverless backend of Quicks, Dice Kings and Rummiduck`,
});
