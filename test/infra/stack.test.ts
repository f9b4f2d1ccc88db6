import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsTable, readTable } from '../../functions/adapters/tables.ts';
import { synthesize, type Resource, type Synthesized } from './synth.ts';

/** Every route of ../shared/API.md (path parameters by position: their names are not part of it). */
const contract = [
  'POST /players',
  'GET /players/me',
  'PATCH /players/me',
  'POST /players/me/token',
  'GET /players/me/games',
  'POST /games',
  'GET /games',
  'POST /games/{}/join',
  'POST /games/{}/start',
  'POST /games/{}/leave',
  'POST /games/{}/resign',
  'POST /games/{}/rematch',
  'GET /games/{}',
  'GET /games/{}/events',
  'POST /games/{}/commands',
  'GET /games/{}/legal-moves',
  'GET /leaderboards/{}',
  'POST /webhooks',
  'GET /webhooks',
  'DELETE /webhooks/{}',
  'GET /webhooks/{}/deliveries',
  'POST /webhooks/{}/ping',
  'GET /health',
];

describe('the stack', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize();
  });

  it('serves every route of API.md, and nothing else but the $default route for what no route takes', () => {
    const routeKeys = s.ofType('AWS::ApiGatewayV2::Route').map(([, r]) => (r.Properties.RouteKey as string).replace(/\{[^}]+\}/g, '{}'));
    expect(routeKeys.sort()).toEqual([...contract, '$default'].sort());
  });

  it('sends each route to the function of its own handler', () => {
    const integrations = Object.fromEntries(s.ofType('AWS::ApiGatewayV2::Integration'));
    for (const [, route] of s.ofType('AWS::ApiGatewayV2::Route')) {
      const integrationId = (route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const functionId = integrations[integrationId]!.Properties.IntegrationUri['Fn::GetAtt'][0];
      const handler = [...s.stack.functions.keys()].find((name) => s.functionId(name) === functionId);
      expect(s.resources[functionId]!.Properties.Description, handler).toBe(`Organized Chaos oc-test: ${route.Properties.RouteKey}`);
      expect(integrations[integrationId]!.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('throttles the API for every client together and keeps its access logs', () => {
    const [[, stage]] = s.ofType('AWS::ApiGatewayV2::Stage') as [[string, Resource]];
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^ApiAccessLogs/), 'Arn'] } },
    });
  });

  it('never deploys the test hooks: no rig route, and TEST_HOOKS appears nowhere in the template', () => {
    const text = JSON.stringify(s.template.toJSON());
    expect(text).not.toContain('TEST_HOOKS');
    expect(text).not.toContain('/test/rig');
    expect(s.stack.functions.has('http-games-rig')).toBe(false);
  });

  it('runs every function on Node.js 22 on arm64 with source maps, Powertools logging and its own log group', () => {
    const functions = s.ofType('AWS::Lambda::Function');
    expect(functions.length).toBe(s.stack.functions.size);
    for (const [id, fn] of functions) {
      expect(fn.Properties, id).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', MemorySize: 1024 });
      expect(fn.Properties.Environment.Variables, id).toMatchObject({
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'organized-chaos',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        EVENTS_TABLE: { Ref: expect.stringMatching(/^TablesEvents/) },
        READ_TABLE: { Ref: expect.stringMatching(/^TablesRead/) },
        WEBHOOK_MODE: 'aws',
      });
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(s.resources[logGroupId]!.Properties.RetentionInDays, id).toBe(30);
    }
  });

  it('builds the events table from tables.ts: a stream of new images, point-in-time recovery, on demand', () => {
    s.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: eventsTable.partitionKey, KeyType: 'HASH' },
        { AttributeName: eventsTable.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'gameId', AttributeType: 'S' },
        { AttributeName: 'version', AttributeType: 'N' },
      ],
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('builds the read table from tables.ts: its two sparse indexes, TTL on expiresAt, point-in-time recovery', () => {
    s.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: readTable.partitionKey, KeyType: 'HASH' },
        { AttributeName: readTable.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: readTable.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: Match.absent(),
    });
  });
});
