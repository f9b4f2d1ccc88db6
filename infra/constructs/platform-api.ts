import { CfnOutput, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  DomainName,
  HttpApi,
  HttpMethod,
  LogGroupLogDestination,
  type HttpRouteIntegrationBindOptions,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { LambdaSpec } from './catalog.ts';
import type { PlatformFunctions } from './platform-functions.ts';

export interface PlatformApiProps {
  prefix: string;
  /** The HTTP functions, each with the routes it serves (one of them `$default`). */
  specs: LambdaSpec[];
  functions: PlatformFunctions;
  /** Requests a second across all clients, steady and in a burst. */
  throttle: { rateLimit: number; burstLimit: number };
  customDomain?: { domainName: string; certificateArn: string };
}

/**
 * One JSON line per request, read by the dashboard's per-route table (Logs Insights): the
 * route, the status and the latency API Gateway measured, with the request id every log line
 * of the function carries too. Status and latency are numbers; API Gateway always has them.
 */
export const accessLogFields = {
  requestId: '"$context.requestId"',
  time: '"$context.requestTime"',
  ip: '"$context.identity.sourceIp"',
  method: '"$context.httpMethod"',
  path: '"$context.path"',
  routeKey: '"$context.routeKey"',
  status: '$context.status',
  // What Lambda answered API Gateway; `-` when no function ran: the stage's own answers (its throttle's 429s).
  integrationStatus: '"$context.integrationStatus"',
  latencyMs: '$context.responseLatency',
  integrationError: '"$context.integrationErrorMessage"',
};
const accessLogFormat = `{${Object.entries(accessLogFields)
  .map(([key, value]) => `"${key}":${value}`)
  .join(',')}}`;

/**
 * A function's one integration with the API, shared by all its routes, and its one permission
 * to be invoked by the API: from any route of any stage, `$default` included. API Gateway
 * invokes `$default` as `{api}/{stage}/$default`, two segments after the API's id, and CDK's
 * permission for a shared integration (`scopePermissionToRoute: false`) asks for three:
 * every preflight and every unknown path would be answered 500, without CORS headers. One
 * wildcard segment after the stage's matches both (`*` matches `/` too).
 */
class FeatureIntegration extends HttpLambdaIntegration {
  private permitted = false;

  constructor(
    private readonly name: string,
    private readonly fn: IFunction,
  ) {
    super(`${name}-integration`, fn);
  }

  protected override completeBind({ route }: HttpRouteIntegrationBindOptions): void {
    if (this.permitted) return;
    this.permitted = true;
    this.fn.addPermission(`${this.name}-invoke`, {
      scope: route.httpApi,
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(route).formatArn({ service: 'execute-api', resource: route.httpApi.apiId, resourceName: '*/*' }),
    });
  }
}

/**
 * The HTTP API: each route sent to its feature's function, `$default` for what no route takes,
 * a stage that throttles all clients together, keeps access logs and counts every route apart
 * (API Gateway's detailed metrics: requests, 4xx, 5xx and latency by the Route dimension, now
 * that a function serves many routes), an optional custom domain. Each function has one
 * integration and one permission to be invoked by this API, whatever number of routes it
 * serves: a route costs the stack one resource. A part of the stack (see infra/stack.ts).
 */
export class PlatformApi {
  readonly api: HttpApi;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, { prefix, specs, functions, throttle, customDomain }: PlatformApiProps) {
    const domain = customDomain
      ? new DomainName(scope, 'Domain', {
          domainName: customDomain.domainName,
          certificate: Certificate.fromCertificateArn(scope, 'Certificate', customDomain.certificateArn),
        })
      : undefined;
    const integrations = new Map(specs.map((spec) => [spec.name, new FeatureIntegration(spec.name, functions.get(spec.name))]));
    const fallback = specs.find((spec) => spec.serves?.some((served) => served.routeKey === '$default'));
    this.api = new HttpApi(scope, 'Api', {
      apiName: `${prefix}-api`,
      createDefaultStage: false,
      defaultIntegration: fallback && integrations.get(fallback.name),
    });
    this.accessLogs = new LogGroup(scope, 'ApiAccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      domainMapping: domain ? { domainName: domain } : undefined,
      // One client running away can neither starve the others nor run up the bill unseen.
      throttle,
      detailedMetricsEnabled: true,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: AccessLogFormat.custom(accessLogFormat) },
    });
    for (const spec of specs)
      for (const { routeKey } of spec.serves ?? []) {
        if (routeKey === '$default') continue;
        const [method, path] = routeKey.split(' ') as [keyof typeof HttpMethod, string];
        this.api.addRoutes({ path, methods: [HttpMethod[method]], integration: integrations.get(spec.name)! });
      }
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions::AwsSolutions-APIG4',
      reason:
        'The API is public by design: the handlers check the bearer token themselves (one read-table lookup, cached), since players are created by POST /players and no identity provider is involved.',
    });

    new CfnOutput(scope, 'ApiUrl', { value: domain ? `https://${customDomain!.domainName}` : this.api.apiEndpoint });
    if (domain)
      new CfnOutput(scope, 'DomainTarget', {
        value: domain.regionalDomainName,
        description: 'Point a CNAME (or alias) of the custom domain here.',
      });
  }
}
