import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesize } from './synth.ts';

const run = promisify(execFile);
const outdir = mkdtempSync(join(tmpdir(), 'oc-cdk-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Runs infra/app.ts the way the cdk CLI does (context and output folder through the environment), without bundling. */
const app = (context: Record<string, unknown>) =>
  run('npx', ['tsx', 'infra/app.ts'], {
    env: {
      ...process.env,
      CDK_OUTDIR: outdir,
      CDK_VALIDATION: 'false',
      CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [], ...context }),
    },
  });

describe('stack parameters', () => {
  it("names a stage's stack and resources after it, and keeps production tables when the stack is deleted", () => {
    const prod = synthesize({ stage: 'prod' });
    for (const [, table] of prod.ofType('AWS::DynamoDB::Table')) expect((table as any).DeletionPolicy).toBe('Retain');
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { Name: 'oc-prod-api' });
    prod.template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'oc-prod-timers' });

    const dev = synthesize({ stage: 'dev' });
    for (const [, table] of dev.ofType('AWS::DynamoDB::Table')) expect((table as any).DeletionPolicy).toBe('Delete');
  });

  it('serves the API on a custom domain with its certificate when one is given', () => {
    const certificateArn = 'arn:aws:acm:eu-west-1:123456789012:certificate/abc';
    const s = synthesize({ customDomain: { domainName: 'api.example.com', certificateArn } });
    s.template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.example.com',
      DomainNameConfigurations: [{ CertificateArn: certificateArn, EndpointType: 'REGIONAL' }],
    });
    s.template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    s.template.hasOutput('ApiUrl', { Value: 'https://api.example.com' });
    expect(synthesize().ofType('AWS::ApiGatewayV2::DomainName')).toEqual([]);
  });

  it('takes the stage from the context, as `npx cdk deploy -c stage=qa` gives it', async () => {
    await app({ stage: 'qa' });
    expect(existsSync(join(outdir, 'OrganizedChaos-qa.template.json'))).toBe(true);
    expect(readFileSync(join(outdir, 'OrganizedChaos-qa.template.json'), 'utf8')).toContain('oc-qa-api');
  }, 60_000);

  it('refuses a custom domain without its certificate, saying what is missing', async () => {
    await expect(app({ domainName: 'api.example.com' })).rejects.toThrow(/needs both -c domainName=… and -c certificateArn=…/);
  }, 60_000);
});
