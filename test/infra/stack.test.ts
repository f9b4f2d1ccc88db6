import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsTable, readTable } from '../../functions/adapters/tables.ts';
import { apiRoutes, fallbackFeature, functionNameOf, routeKeyOf, type Feature } from '../../functions/http/routes.ts';
import { lambdaCatalog } from '../../infra/constructs/catalog.ts';
import { arnLike, resourceLabel, synthesize, type Resource, type Synthesized } from './synth.ts';

/** Every route of docs/contract.md (path parameters by position: their names are not part of it). */
const contract = [
  'POST /players',
  'GET /players/me',
  'PATCH /players/me',
  'DELETE /players/me',
  'POST /players/me/token',
  'GET /players/me/games',
  'GET /players/me/chips',
  'GET /players/me/ledger',
  'GET /players/me/export',
  'PUT /players/me/devices/{}',
  'GET /players/me/devices',
  'DELETE /players/me/devices/{}',
  'GET /players/{}',
  'POST /games',
  'GET /games',
  'POST /games/{}/join',
  'POST /games/{}/start',
  'POST /games/{}/leave',
  'POST /games/{}/resign',
  'POST /games/{}/rematch',
  'POST /games/{}/bots',
  'GET /games/{}',
  'GET /games/{}/events',
  'POST /games/{}/commands',
  'GET /games/{}/legal-moves',
  'GET /games/{}/hint',
  'GET /games/{}/analysis',
  'GET /games/{}/ratings',
  'GET /leaderboards/{}',
  'POST /matchmaking',
  'GET /matchmaking/{}',
  'DELETE /matchmaking/{}',
  'POST /webhooks',
  'GET /webhooks',
  'DELETE /webhooks/{}',
  'GET /webhooks/{}/deliveries',
  'POST /webhooks/{}/ping',
  'POST /webhooks/{}/secret',
  'POST /apps',
  'GET /apps',
  'GET /apps/{}',
  'POST /apps/{}/secret',
  'DELETE /apps/{}',
  'PUT /apps/{}/players/{}',
  'DELETE /apps/{}/players/{}',
  'PUT /apps/{}/push/{}',
  'DELETE /apps/{}/push/{}',
  'GET /push/webpush',
  'GET /health',
];

describe('the stack', () => {
  let s: Synthesized;
  /** The HTTP API's own resources of a type (the WebSocket API of live updates has its own test). */
  let ofHttpApi: (type: string) => [string, Resource][];
  beforeAll(() => {
    s = synthesize();
    const apiId = s.stack.getLogicalId(s.stack.api.node.defaultChild as CfnElement);
    ofHttpApi = (type) => s.ofType(type).filter(([, r]) => r.Properties.ApiId?.Ref === apiId);
  });

  it('serves every route of docs/contract.md, and nothing else but the $default route for what no route takes', () => {
    const routeKeys = ofHttpApi('AWS::ApiGatewayV2::Route').map(([, r]) => (r.Properties.RouteKey as string).replace(/\{[^}]+\}/g, '{}'));
    expect(routeKeys.sort()).toEqual([...contract, '$default'].sort());
  });

  it("sends each route to its feature's function (the route table's `feature`; $default to the fallback feature's), by one integration a function", () => {
    const integrations = Object.fromEntries(ofHttpApi('AWS::ApiGatewayV2::Integration'));
    const featureOf = new Map<string, string>([
      ...apiRoutes.map((e) => [routeKeyOf(e), e.feature] as const),
      ['$default', fallbackFeature],
    ]);
    for (const [, route] of ofHttpApi('AWS::ApiGatewayV2::Route')) {
      const integrationId = (route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const functionId = integrations[integrationId]!.Properties.IntegrationUri['Fn::GetAtt'][0];
      const key = route.Properties.RouteKey as string;
      expect(functionId, key).toBe(s.functionId(functionNameOf(featureOf.get(key) as Feature)));
      expect(integrations[integrationId]!.Properties.PayloadFormatVersion).toBe('2.0');
    }
    const features = new Set(featureOf.values());
    expect(ofHttpApi('AWS::ApiGatewayV2::Integration').length).toBe(features.size);
  });

  it('lets API Gateway invoke each HTTP function by one permission for this API, whatever number of routes it serves', () => {
    for (const feature of new Set(apiRoutes.map((e) => e.feature))) {
      const permissions = s
        .ofType('AWS::Lambda::Permission')
        .filter(([, p]) => p.Properties.FunctionName['Fn::GetAtt']?.[0] === s.functionId(functionNameOf(feature)));
      expect(permissions.length, feature).toBe(1);
      expect(permissions[0]![1].Properties.Principal).toBe('apigateway.amazonaws.com');
    }
  });

  it("matches every route of both APIs, $default included, to a permission of its function: the ARN API Gateway invokes it with is the permission's source ARN", () => {
    const integrations = Object.fromEntries(s.ofType('AWS::ApiGatewayV2::Integration'));
    const stages = Object.fromEntries(
      s.ofType('AWS::ApiGatewayV2::Stage').map(([, st]) => [st.Properties.ApiId.Ref, st.Properties.StageName]),
    );
    const routes = s.ofType('AWS::ApiGatewayV2::Route');
    expect(routes.length).toBeGreaterThan(apiRoutes.length);
    for (const [, route] of routes) {
      const apiId = route.Properties.ApiId.Ref as string;
      const key = route.Properties.RouteKey as string;
      const http = s.resources[apiId]!.Properties.ProtocolType === 'HTTP';
      // An HTTP route is invoked as {api}/{stage}/{method}/{path}, its $default as {api}/{stage}/$default; a WebSocket route as {api}/{stage}/{route key}.
      const invoked = `{${apiId}}/${stages[apiId]}/${http && key !== '$default' ? key.replace(' /', '/').replace(/\{[^}]+\}/g, 'x') : key}`;
      const arn = `arn:{AWS::Partition}:execute-api:{AWS::Region}:{AWS::AccountId}:${invoked}`;
      const target = route.Properties.Target['Fn::Join'][1][1] as { Ref: string };
      // The function's ARN, as such (HTTP) or inside the integration's URI (WebSocket).
      const [, functionId = ''] = /"Fn::GetAtt":\["(\w+)","Arn"\]/.exec(
        JSON.stringify(integrations[target.Ref]!.Properties.IntegrationUri),
      )!;
      const sourceArns = s
        .ofType('AWS::Lambda::Permission')
        .filter(
          ([, p]) => p.Properties.FunctionName['Fn::GetAtt']?.[0] === functionId && p.Properties.Principal === 'apigateway.amazonaws.com',
        )
        .map(([, p]) => resourceLabel(s, p.Properties.SourceArn));
      expect(
        sourceArns.filter((pattern) => arnLike(pattern, arn)),
        `${key} (${arn}) against the permissions of ${s.pathOf(functionId)}: ${sourceArns.join(', ')}`,
      ).not.toEqual([]);
    }
  });

  it('describes a function by the routes it serves, within the 256 characters Lambda takes', () => {
    for (const [name] of s.stack.functions) {
      const description = s.resources[s.functionId(name)]!.Properties.Description as string;
      expect(description.length, name).toBeLessThanOrEqual(256);
    }
    expect(s.resources[s.functionId('http-leaderboards')]!.Properties.Description).toBe(
      'Organized Chaos oc-test: routes GET /games/{gameId}/ratings, GET /leaderboards/{board}',
    );
    expect(s.resources[s.functionId('http-games')]!.Properties.Description).toMatch(
      /^Organized Chaos oc-test: \d+ routes \(GET \/health, …\)$/,
    );
  });

  it('throttles the API for every client together and keeps its access logs', () => {
    const [[, stage]] = ofHttpApi('AWS::ApiGatewayV2::Stage') as [[string, Resource]];
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
    expect(
      lambdaCatalog()
        .flatMap((spec) => spec.serves ?? [])
        .map((served) => served.entry),
    ).not.toContain('functions/http/handlers/games-rig.ts');
  });

  it('runs every function on Node.js 24 (the newest runtime aws-cdk-lib knows) on arm64 with source maps, Powertools logging and its own log group', () => {
    const functions = s.ofType('AWS::Lambda::Function');
    expect(functions.length).toBe(s.stack.functions.size);
    for (const [id, fn] of functions) {
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 1024,
      });
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

  it('tells every HTTP function, and only those, the origins CORS allows (any by default): the handlers answer CORS themselves', () => {
    for (const [name] of s.stack.functions) {
      const variables = s.resources[s.functionId(name)]!.Properties.Environment.Variables;
      expect(variables.CORS_ORIGINS, name).toBe(name.startsWith('http-') ? '*' : undefined);
    }
    const narrowed = synthesize({ corsOrigins: 'https://play.example.com' });
    expect(narrowed.resources[narrowed.functionId(functionNameOf(fallbackFeature))]!.Properties.Environment.Variables.CORS_ORIGINS).toBe(
      'https://play.example.com',
    );
  });

  it("hands the function of $default, and only it, the API's routes (API_ROUTES), so it answers preflights without bundling their handlers", () => {
    const fallback = functionNameOf(fallbackFeature);
    for (const [name] of s.stack.functions) {
      const variables = s.resources[s.functionId(name)]!.Properties.Environment.Variables;
      if (name !== fallback) expect(variables.API_ROUTES, name).toBeUndefined();
    }
    const served = s.resources[s.functionId(fallback)]!.Properties.Environment.Variables.API_ROUTES as string;
    expect(served.split(',')).toEqual(apiRoutes.map(({ route }) => `${route.method} ${route.path}`));
    expect(served).toContain('POST /games/{gameId}/commands');
    expect(served).not.toContain('/test/');
  });

  it('keeps the logical ids of what holds data, time or an address, so a deployed stack updates them in place', () => {
    // A new id (a construct moved in the tree) would replace the resource: the API and its URL,
    // the schedule group with its pending timers, the queues with their messages, the tables.
    const kept = {
      TablesEventsE8DD42EA: 'AWS::DynamoDB::Table',
      TablesReadDF510DC7: 'AWS::DynamoDB::Table',
      Alarms04B5A0BF: 'AWS::SNS::Topic',
      Timers8BCB401C: 'AWS::Scheduler::ScheduleGroup',
      timerstimeoutFunctionEA80CD83: 'AWS::Lambda::Function',
      WebhooksA50342DA: 'AWS::SQS::Queue',
      WebhookDeadLettersCE7A6689: 'AWS::SQS::Queue',
      streamprojectionsdeadlettersD926151B: 'AWS::SQS::Queue',
      streamreactionsdeadlettersDF70A02C: 'AWS::SQS::Queue',
      ApiF70053CD: 'AWS::ApiGatewayV2::Api',
      ApiDefaultStage189A7074: 'AWS::ApiGatewayV2::Stage',
      ApiAccessLogsE9DF007D: 'AWS::Logs::LogGroup',
    };
    for (const [id, type] of Object.entries(kept)) expect(s.resources[id]?.Type, id).toBe(type);
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
