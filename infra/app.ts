import { App } from 'aws-cdk-lib';
import { gameTitles } from '../functions/contract/game-list.ts';
import { stackParameters } from './parameters.ts';
import { OrganizedChaosStack } from './stack.ts';

/**
 * `npx cdk deploy` (cdk.json runs this file). Context: `stage` (default dev), and the settings of
 * infra/parameters.ts, each from `-c key=value` or from the stage's entry of `stages` in cdk.json.
 * See docs/deploy.md.
 */
const app = new App();
const parameters = stackParameters(app.node.getAllContext());

new OrganizedChaosStack(app, `OrganizedChaos-${parameters.stage}`, {
  ...parameters,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `Organized Chaos (${parameters.stage}): the serverless backend of ${gameTitles}`,
});
