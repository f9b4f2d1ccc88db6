import { CfnOutput, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { DomainName, HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { LambdaSpec } from './catalog.ts';
import type { PlatformFunctions } from './platform-functions.ts';

export interface PlatformApiProps {
  prefix: string;
  /** The HTTP functions: each with its route, and the one for `$default`. */
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
  latencyMs: '$context.responseLatency',
  integrationError: '"$context.integrationErrorMessage"',
};
const accessLogFormat = `{${Object.entries(accessLogFields)
  .map(([key, value]) => `"${key}":${value}`)
  .join(',')}}`;

/**
 * The HTTP API: one route per HTTP function, `$default` for what no route takes, a stage that
 * throttles all clients together and keeps access logs, an optional custom domain. A part of
 * the stack (see infra/stack.ts).
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
    const fallback = specs.find((spec) => spec.routeKey === '$default');
    this.api = new HttpApi(scope, 'Api', {
      apiName: `${prefix}-api`,
      createDefaultStage: false,
      defaultIntegration: fallback && new HttpLambdaIntegration('not-found-integration', functions.get(fallback.name)),
    });
    this.accessLogs = new LogGroup(scope, 'ApiAccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      domainMapping: domain ? { domainName: domain } : undefined,
      // One client running away can neither starve the others nor run up the bill unseen.
      throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: AccessLogFormat.custom(accessLogFormat) },
    });
    for (const spec of specs) {
      if (!spec.route) continue;
      this.api.addRoutes({
        path: spec.route.path,
        methods: [HttpMethod[spec.route.method]],
        integration: new HttpLambdaIntegration(`${spec.name}-integration`, functions.get(spec.name)),
      });
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
