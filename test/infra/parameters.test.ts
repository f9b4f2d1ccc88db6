import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { functionNameOf } from '../../functions/http/routes.ts';
import { lambdaCatalog } from '../../infra/constructs/catalog.ts';
import { DEFAULT_VAPID_SUBJECT } from '../../functions/notifications/senders/settings.ts';
import { stackParameters } from '../../infra/parameters.ts';
import { defaultTableCaps } from '../../infra/constructs/tables.ts';
import { cdkJsonContext, synthesize, type Synthesized } from './synth.ts';

const run = promisify(execFile);
const outdir = mkdtempSync(join(tmpdir(), 'oc-cdk-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/**
 * The environment of an operator's shell: without what a local stack run earlier in this worker
 * set (AWS_LAMBDA_MAX_CONCURRENCY tells Powertools it runs inside Lambda's runtime, and the app
 * loads the handlers' modules).
 */
const { AWS_LAMBDA_MAX_CONCURRENCY: _, ...shell } = process.env;

/** Runs infra/app.ts the way the cdk CLI does (context and output folder through the environment), without bundling. */
const app = (context: Record<string, unknown>) =>
  run('npx', ['tsx', 'infra/app.ts'], {
    env: {
      ...shell,
      CDK_OUTDIR: outdir,
      CDK_VALIDATION: 'false',
      CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [], ...context }),
    },
  });

describe('stack parameters', () => {
  it("names a stage's stack and resources after it", () => {
    const prod = synthesize({ stage: 'prod' });
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { Name: 'oc-prod-api' });
    prod.template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'oc-prod-timers' });
  });

  it('protects a stage by its protect setting, not by its name: termination protection, and its tables, the key that seals their secrets, the VAPID key pair, log groups and dead letters kept', () => {
    const kept = (s: Synthesized) =>
      Object.entries(s.resources)
        .filter(([, r]) => (r as { DeletionPolicy?: string }).DeletionPolicy === 'Retain')
        .map(([id, r]) => `${r.Type} ${s.pathOf(id)}`);
    // API Gateway's logging role is the account's, kept whatever the stage (api-gateway-logging.ts).
    const loggingRole = 'AWS::IAM::Role LiveUpdates/Logging/Role';
    const protectedQa = synthesize({ stage: 'qa', protect: true });
    expect(protectedQa.stack.terminationProtection).toBe(true);
    const deadLetters = protectedQa.ofType('AWS::SQS::Queue').filter(([id]) => /dead-?letters$/i.test(protectedQa.pathOf(id)));
    expect(kept(protectedQa).sort()).toEqual(
      [
        loggingRole,
        ...protectedQa.ofType('AWS::DynamoDB::Table').map(([id]) => `AWS::DynamoDB::Table ${protectedQa.pathOf(id)}`),
        // The read table's sealed secrets open only with it (docs/secrets.md).
        'AWS::KMS::Key SecretsKey/Key',
        // Browsers subscribed with the VAPID public key get nothing from another pair (docs/notifications.md).
        'AWS::SecretsManager::Secret VapidKeys/Secret',
        ...protectedQa.ofType('AWS::Logs::LogGroup').map(([id]) => `AWS::Logs::LogGroup ${protectedQa.pathOf(id)}`),
        ...deadLetters.flatMap(([id]) => [
          `AWS::SQS::Queue ${protectedQa.pathOf(id)}`,
          `AWS::SQS::QueuePolicy ${protectedQa.pathOf(id)}/Policy`,
        ]),
      ].sort(),
    );
    expect(deadLetters.length).toBe(7);
    for (const [id, table] of protectedQa.ofType('AWS::DynamoDB::Table')) expect(table.Properties.DeletionProtectionEnabled, id).toBe(true);

    const prod = synthesize({ stage: 'prod', protect: false });
    expect(prod.stack.terminationProtection).toBe(false);
    expect(kept(prod)).toEqual([loggingRole]);
    for (const [id, table] of prod.ofType('AWS::DynamoDB::Table')) expect(table.Properties.DeletionProtectionEnabled, id).toBe(false);
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

  it('takes the throttles, the CORS origins and tracing from the context, as `-c throttleRate=50 -c corsOrigins=… -c tracing=true` give them', async () => {
    const context = {
      stage: 'ctx',
      throttleRate: '50',
      throttleBurst: '100',
      corsOrigins: 'https://a.example, https://b.example:8443',
      tracing: 'true',
    };
    await app(context);
    const template = JSON.parse(readFileSync(join(outdir, 'OrganizedChaos-ctx.template.json'), 'utf8')) as {
      Resources: Record<string, { Type: string; Properties: any }>;
    };
    const resources = Object.values(template.Resources);
    const apiOf = (protocol: string) =>
      Object.entries(template.Resources).find(([, r]) => r.Type === 'AWS::ApiGatewayV2::Api' && r.Properties.ProtocolType === protocol)![0];
    const stageOf = (protocol: string) =>
      resources.find((r) => r.Type === 'AWS::ApiGatewayV2::Stage' && r.Properties.ApiId.Ref === apiOf(protocol));
    const stage = stageOf('HTTP');
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    // The HTTP API's requests only: the WebSocket stage keeps its own message limits.
    expect(stageOf('WEBSOCKET')!.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 });
    const functions = resources.filter((r) => r.Type === 'AWS::Lambda::Function');
    for (const fn of functions) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    // An HTTP function's description names its routes (`…: routes GET /leaderboards/{board}`, `…: 14 routes (GET /health, …)`).
    const http = functions.filter((fn) => /: (routes [A-Z]+ \/|\d+ routes \([A-Z]+ \/)/.test(fn.Properties.Description));
    expect(http.length).toBe(lambdaCatalog().filter((spec) => spec.kind === 'http').length);
    for (const fn of http) expect(fn.Properties.Environment.Variables.CORS_ORIGINS).toBe('https://a.example,https://b.example:8443');
  }, 60_000);

  it("refuses to synthesize prod without an alarm e-mail, naming the setting; with the stage's own in cdk.json, subscribes it and protects the stack", async () => {
    await expect(app({ stage: 'prod' })).rejects.toThrow(
      /The stage prod is protected, so its alarms must reach someone: set its alarmEmail in cdk.json/,
    );
    await app({ stage: 'prod', stages: { prod: { alarmEmail: 'ops@example.com' } } });
    const template = JSON.parse(readFileSync(join(outdir, 'OrganizedChaos-prod.template.json'), 'utf8')) as {
      Resources: Record<string, { Type: string; Properties: any }>;
    };
    expect(
      Object.values(template.Resources)
        .filter((r) => r.Type === 'AWS::SNS::Subscription')
        .map((r) => r.Properties),
    ).toMatchObject([{ Protocol: 'email', Endpoint: 'ops@example.com' }]);
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8'));
    expect(manifest.artifacts['OrganizedChaos-prod'].properties.terminationProtection).toBe(true);
  }, 60_000);

  it('refuses a context key it does not know, such as -c rateLimit=500, listing the ones it knows', async () => {
    await expect(app({ stage: 'qa', rateLimit: '500' })).rejects.toThrow(
      /Unknown context key rateLimit: the app knows stage, stages, .*throttleRate/,
    );
  }, 60_000);
});

describe('stack parameters from the context', () => {
  it('defaults to stage dev, unprotected, 200 requests a second with bursts of 400, any origin, no tracing, the default table caps, 20 sign-ups per address a minute', () => {
    expect(stackParameters({})).toEqual({
      stage: 'dev',
      customDomain: undefined,
      alarmEmail: undefined,
      protect: false,
      throttle: { rateLimit: 200, burstLimit: 400 },
      corsOrigins: undefined,
      tracing: false,
      tableCaps: defaultTableCaps,
      signUpsPerMinute: 20,
      budgets: { appRequestsPerSecond: 50, commandsPerSecond: 10 },
      vapidSubject: undefined,
    });
  });

  it("names the operator in Web Push's VAPID tokens: `-c vapidSubject`, else a mailto of the alarms' address; the stack gives it to the push sender (the delivery) alone", () => {
    expect(stackParameters({ vapidSubject: 'https://ops.example.com/push' }).vapidSubject).toBe('https://ops.example.com/push');
    expect(stackParameters({ alarmEmail: 'ops@example.com' }).vapidSubject).toBe('mailto:ops@example.com');
    expect(stackParameters({ alarmEmail: 'ops@example.com', vapidSubject: 'mailto:push@example.org' }).vapidSubject).toBe(
      'mailto:push@example.org',
    );
    for (const wrong of ['ops@example.com', 'http://ops.example.com', 'mailto:nobody'])
      expect(() => stackParameters({ vapidSubject: wrong })).toThrow(`-c vapidSubject=${wrong} must be a mailto: address or an https: URL`);

    const told = (s: Synthesized) =>
      s
        .ofType('AWS::Lambda::Function')
        .filter(([, fn]) => fn.Properties.Environment?.Variables?.VAPID_SUBJECT !== undefined)
        .map(([id, fn]) => [id, fn.Properties.Environment.Variables.VAPID_SUBJECT]);
    const s = synthesize({ vapidSubject: 'mailto:ops@example.com' });
    expect(told(s)).toEqual([[s.functionId('webhooks-deliver'), 'mailto:ops@example.com']]);
    // A stage that names nobody still signs with a contact push services take (functions/notifications/senders/settings.ts).
    expect(told(synthesize())).toEqual([[s.functionId('webhooks-deliver'), DEFAULT_VAPID_SUBJECT]]);
  }, 60_000);

  it('turns the fair-share budgets on in every function, shared across instances, with the rates of `-c appRequestsPerSecond` and `-c commandsPerSecond`', () => {
    expect(stackParameters({ appRequestsPerSecond: '80', commandsPerSecond: '6' }).budgets).toEqual({
      appRequestsPerSecond: 80,
      commandsPerSecond: 6,
    });
    const s = synthesize({ budgets: { appRequestsPerSecond: 80, commandsPerSecond: 6 } });
    const functions = s.ofType('AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment?.Variables?.READ_TABLE !== undefined);
    expect(functions.length).toBeGreaterThan(10);
    for (const [, fn] of functions)
      expect(fn.Properties.Environment.Variables).toMatchObject({
        BUDGETS: 'shared',
        APP_REQUESTS_PER_SECOND: '80',
        COMMANDS_PER_SECOND: '6',
      });
    const commands = synthesize().resources[s.functionId(functionNameOf('games'))]!.Properties.Environment.Variables;
    expect(commands).toMatchObject({ BUDGETS: 'shared', APP_REQUESTS_PER_SECOND: '50', COMMANDS_PER_SECOND: '10' });
  }, 60_000);

  it('takes the sign-ups per address a minute from the context (`-c signUpsPerMinute=5`), and the stack gives it to the function of POST /players alone', () => {
    expect(stackParameters({ signUpsPerMinute: '5' }).signUpsPerMinute).toBe(5);
    const s = synthesize({ signUpsPerMinute: 5 });
    const limited = s
      .ofType('AWS::Lambda::Function')
      .filter(([, fn]) => fn.Properties.Environment?.Variables?.SIGN_UPS_PER_MINUTE !== undefined)
      .map(([id, fn]) => [id, fn.Properties.Environment.Variables.SIGN_UPS_PER_MINUTE]);
    expect(limited).toEqual([[s.functionId(functionNameOf('players')), '5']]);
    expect(synthesize().resources[s.functionId(functionNameOf('players'))]!.Properties.Environment.Variables.SIGN_UPS_PER_MINUTE).toBe(
      '20',
    );
  }, 60_000);

  it("takes a stage's settings from its entry of `stages` (cdk.json), a `-c` value first; protects prod by default, and any stage that asks", () => {
    const stages = { prod: { alarmEmail: 'ops@example.com', throttleRate: 500 }, qa: { protect: true, alarmEmail: 'qa@example.com' } };
    expect(stackParameters({ stage: 'prod', stages })).toMatchObject({
      alarmEmail: 'ops@example.com',
      protect: true,
      throttle: { rateLimit: 500, burstLimit: 400 },
    });
    expect(stackParameters({ stage: 'prod', stages, alarmEmail: 'night@example.com', throttleRate: '50' })).toMatchObject({
      alarmEmail: 'night@example.com',
      throttle: { rateLimit: 50 },
    });
    expect(stackParameters({ stage: 'qa', stages })).toMatchObject({ protect: true, alarmEmail: 'qa@example.com' });
    expect(stackParameters({ stage: 'dev', stages })).toMatchObject({ protect: false, alarmEmail: undefined });
    expect(stackParameters({ stage: 'prod', protect: 'false' })).toMatchObject({ protect: false, alarmEmail: undefined });
  });

  it("accepts the CDK's own context keys: cdk.json's feature flags, the CLI's", () => {
    expect(stackParameters({ ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], 'acknowledged-issue-numbers': [32775] }).stage).toBe('dev');
  });

  it("takes each table's on-demand caps from the context, as `-c eventsTableMaxWrites=500` gives them", () => {
    const caps = { eventsTableMaxReads: '100', eventsTableMaxWrites: 200, readTableMaxReads: '300', readTableMaxWrites: 400 };
    expect(stackParameters(caps).tableCaps).toEqual({ events: { reads: 100, writes: 200 }, read: { reads: 300, writes: 400 } });
    expect(stackParameters({ readTableMaxWrites: '7' }).tableCaps).toEqual({
      events: defaultTableCaps.events,
      read: { reads: defaultTableCaps.read.reads, writes: 7 },
    });
  });

  it('takes values from cdk.json as JSON values too (numbers, booleans)', () => {
    expect(stackParameters({ throttleRate: 20, throttleBurst: 40, tracing: true, corsOrigins: '*' })).toMatchObject({
      throttle: { rateLimit: 20, burstLimit: 40 },
      tracing: true,
      corsOrigins: '*',
    });
  });

  it.each([
    [{ stage: 'Prod' }, /stage "Prod" must be 1 to 20 lowercase letters/],
    [{ throttleRate: '0' }, /-c throttleRate=0 must be a whole number/],
    [{ throttleBurst: '12.5' }, /-c throttleBurst=12.5 must be a whole number/],
    [{ tracing: 'yes' }, /-c tracing=yes must be true or false/],
    [{ eventsTableMaxReads: '0' }, /-c eventsTableMaxReads=0 must be a whole number of request units a second, from 1 to 40000/],
    [{ readTableMaxWrites: '50000' }, /-c readTableMaxWrites=50000 must be a whole number of request units/],
    [{ signUpsPerMinute: '0' }, /-c signUpsPerMinute=0 must be a whole number of sign-ups per address a minute, from 1 to 10000/],
    [{ appRequestsPerSecond: 'many' }, /-c appRequestsPerSecond=many must be a whole number of requests a second/],
    [{ commandsPerSecond: '0' }, /-c commandsPerSecond=0 must be a whole number of requests a second/],
    [{ corsOrigins: 'https://a.example,play.example.com' }, /"play.example.com" is not an origin/],
    [{ corsOrigins: 'https://a.example/app' }, /"https:\/\/a.example\/app" is not an origin/],
    [{ stage: 'prod' }, /The stage prod is protected, so its alarms must reach someone: set its alarmEmail in cdk.json/],
    [{ protect: 'true' }, /The stage dev is protected, so its alarms must reach someone/],
    [{ alarmEmail: 'ops' }, /alarmEmail "ops" is not an e-mail address/],
    [
      { rateLimit: '500', burstLimit: '900' },
      /Unknown context keys rateLimit, burstLimit: the app knows stage, stages, domainName, .*throttleRate, throttleBurst/,
    ],
    [
      { stages: { prod: { rateLimit: 500 } } },
      /Unknown setting rateLimit in stages.prod \(cdk.json\): the app knows domainName, .*throttleRate/,
    ],
    [{ stages: { prod: 'ops@example.com' } }, /"stages" in cdk.json must map each stage to its settings/],
  ])('refuses %o, saying what to give instead', (values, message) => {
    expect(() => stackParameters(values)).toThrow(message);
  });
});
