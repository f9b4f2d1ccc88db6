import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OrganizedChaosStack, type OrganizedChaosStackProps } from '../../infra/stack.ts';
import { cdkJsonContext } from './synth.ts';

const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Violation {
  ruleName: string;
  violatingConstructs: { constructPath: string }[];
}

/**
 * The findings of cdk-nag's AwsSolutions pack that nothing acknowledges, as `rule at path`
 * lines. cdk-nag 3 is a CDK policy validation plugin: a finding fails the synth and lands in
 * the assembly's validation report.
 */
function unacknowledgedFindings(props: Partial<OrganizedChaosStackProps>): string[] {
  const outdir = mkdtempSync(join(tmpdir(), 'oc-nag-'));
  outdirs.push(outdir);
  const app = new App({ outdir, builtinCloudFormationValidation: false, context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  new OrganizedChaosStack(app, 'Nag', { stage: 'nag', ...props });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
    return [];
  } catch (error) {
    if (!existsSync(join(outdir, 'validation-report.json'))) throw error;
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { violations: Violation[] }[];
    };
    return report.pluginReports.flatMap((p) =>
      p.violations.flatMap((v) => v.violatingConstructs.map((c) => `${v.ruleName} at ${c.constructPath}`)),
    );
  }
}

describe("cdk-nag's AwsSolutions checks", () => {
  it('find nothing unacknowledged in the stack as deployed by default', () => {
    expect(unacknowledgedFindings({})).toEqual([]);
  }, 60_000);

  it('find nothing unacknowledged with every option on: tracing, a custom domain, alarm e-mails', () => {
    const customDomain = { domainName: 'api.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' };
    expect(unacknowledgedFindings({ tracing: true, customDomain, alarmEmail: 'ops@example.com' })).toEqual([]);
  }, 60_000);
});
