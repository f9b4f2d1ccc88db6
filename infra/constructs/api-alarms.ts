import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../functions/observability/names.ts';

const PERIOD = Duration.minutes(5);
/**
 * Over 1 % of the answers in five minutes were 5xx. The handlers answer a failure of ours as a
 * problem+json 500 rather than failing the function, so this (not the functions' Errors alarms)
 * is what sees it. Below 20 requests a period the rate says little; the rate counts as 0 then.
 */
const SERVER_ERROR_PERCENT = 1;
const MIN_REQUESTS = 20;
/**
 * The slowest 1 % of answers took over 2 s for 15 minutes. A warm command answers in tens of
 * milliseconds; a cold start adds under a second; 2 s sustained means something waits.
 */
const P99_LATENCY_MS = 2000;
const LATENCY_PERIODS = 3;

export interface ApiAlarmsProps {
  api: HttpApi;
  /** The stage's access logs (platform-api.ts): one JSON line a request, with its `status` and `routeKey`. */
  accessLogs: ILogGroup;
  prefix: string;
  alarmAction: IAlarmAction;
}

/**
 * The API as its clients see it: the 5xx rate and the p99 latency of every route together, and
 * the stage's throttle refusing requests.
 */
export class ApiAlarms extends Construct {
  readonly serverErrors: Alarm;
  readonly latency: Alarm;
  readonly throttled: Alarm;

  constructor(scope: Construct, id: string, { api, accessLogs, prefix, alarmAction }: ApiAlarmsProps) {
    super(scope, id);
    this.serverErrors = new Alarm(this, 'ServerErrorRate', {
      alarmName: `${prefix}-api-5xx-rate`,
      alarmDescription: `Over ${SERVER_ERROR_PERCENT} % of the API's answers were 5xx in five minutes (with at least ${MIN_REQUESTS} requests). See docs/operations.md.`,
      metric: serverErrorRate(api),
      threshold: SERVER_ERROR_PERCENT,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.latency = new Alarm(this, 'LatencyP99', {
      alarmName: `${prefix}-api-p99-latency`,
      alarmDescription: `The API's p99 latency was over ${P99_LATENCY_MS} ms for ${LATENCY_PERIODS * 5} minutes. See docs/operations.md.`,
      metric: api.metricLatency({ period: PERIOD, statistic: 'p99' }),
      threshold: P99_LATENCY_MS,
      evaluationPeriods: LATENCY_PERIODS,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    // API Gateway answers its throttle's 429s itself, and HTTP APIs have no metric of them but
    // their 4xx, which counts every refusal of the handlers too (the fair-share budgets' 429s,
    // the sign-up limit's): the access logs tell them apart, since no function ran for the throttle's.
    const throttledRequests = new MetricFilter(this, 'ThrottledRequests', {
      logGroup: accessLogs,
      filterPattern: FilterPattern.all(
        FilterPattern.numberValue('$.status', '=', 429),
        FilterPattern.stringValue('$.integrationStatus', '=', '-'),
      ),
      metricNamespace: METRICS_NAMESPACE,
      metricName: `${prefix}-api-throttled`,
      metricValue: '1',
    });
    this.throttled = new Alarm(this, 'Throttled', {
      alarmName: `${prefix}-api-throttled`,
      alarmDescription:
        "The stage's throttle answered 429 at least once in five minutes: every client together asked for more than throttleRate / throttleBurst. See docs/operations.md.",
      metric: throttledRequests.metric({ period: PERIOD, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    for (const alarm of [this.serverErrors, this.latency, this.throttled]) alarm.addAlarmAction(alarmAction);
  }
}

/** The share of 5xx answers in percent; 0 while there are too few requests to say. */
export function serverErrorRate(api: HttpApi): MathExpression {
  return new MathExpression({
    expression: `IF(requests >= ${MIN_REQUESTS}, 100 * errors / requests, 0)`,
    usingMetrics: {
      requests: api.metricCount({ period: PERIOD, statistic: 'Sum' }),
      errors: api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
    },
    period: PERIOD,
    label: '5xx %',
  });
}
