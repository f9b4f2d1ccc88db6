import { App } from 'aws-cdk-lib';
import { OrganizedChaosStack } from './stack.ts';

/**
 * `npx cdk deploy` (cdk.json runs this file). Context: `stage` (default dev), optionally
 * `domainName` with `certificateArn`, and `alarmEmail`. See docs/deploy.md.
 */
const app = new App();
const context = (key: string): string | undefined => {
  const value = app.node.tryGetContext(key) as unknown;
  return value === undefined || value === '' ? undefined : String(value);
};

const stage = context('stage') ?? 'dev';
if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage))
  throw new Error(`The stage "${stage}" must be 1 to 20 lowercase letters, digits or dashes, starting with a letter.`);

const domainName = context('domainName');
const certificateArn = context('certificateArn');
if (Boolean(domainName) !== Boolean(certificateArn))
  throw new Error("A custom domain needs both -c domainName=… and -c certificateArn=… (an ACM certificate in the stack's region).");

new OrganizedChaosStack(app, `OrganizedChaos-${stage}`, {
  stage,
  customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
  alarmEmail: context('alarmEmail'),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `Organized Chaos (${stage}): the serverless backend of Quicks, Dice Kings and Rummiduck`,
});
