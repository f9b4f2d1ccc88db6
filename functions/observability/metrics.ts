import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as Unit } from '@aws-lambda-powertools/metrics/types';
import type { GameName } from '../../domain/registry.ts';
import type { Outcome as WebhookOutcome } from '../webhooks/delivery-log.ts';
import { METRICS_NAMESPACE, platformMetrics, SERVICE_NAME, type PlatformMetric } from './names.ts';

/**
 * The platform's metrics, in CloudWatch's embedded metric format: JSON lines in the function's
 * log that CloudWatch turns into metrics (on one machine, the same lines in the server's
 * output). A count by a dimension is written at once, as a line of its own, since the
 * dimensions of a line apply to every metric on it. A value is stored and written once per
 * invocation, with the others of that invocation, by `flushMetrics` (middleware.ts).
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });

type Counted = Extract<PlatformMetric, { dimensions: readonly [string, ...string[]] }>;
type Valued = Exclude<PlatformMetric, Counted>;

/**
 * One writer per metric and dimension values (a bounded set: outcomes, codes, games), made on
 * first use: `metrics.singleMetric()` builds a new Metrics, its console included, on every
 * call, and counting so was a measurable share of the local server's CPU under load (docs/snapshots.md).
 */
const lines = new Map<string, Metrics>();

function count<M extends Counted>(metric: M, dimensions: Record<M['dimensions'][number], string>): void {
  const key = `${metric.name}|${JSON.stringify(dimensions)}`;
  let line = lines.get(key);
  if (!line) {
    line = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME, defaultDimensions: dimensions });
    lines.set(key, line);
  }
  line.addMetric(metric.name, MetricUnit.Count, 1);
  line.publishStoredMetrics();
}

const value = (metric: Valued, unit: Unit, amount: number) => metrics.addMetric(metric.name, unit, amount);

/** A command was accepted (`accepted`) or refused (its contract code, e.g. `not-your-turn`). */
export const commandTaken = (outcome: 'accepted' | (string & {})) => count(platformMetrics.commands, { outcome });
export const gameCreated = (game: GameName) => count(platformMetrics.gamesCreated, { game });
export const gameStarted = (game: GameName) => count(platformMetrics.gamesStarted, { game });
export const gameEnded = (game: GameName) => count(platformMetrics.gamesEnded, { game });
export const webhookAttempted = (outcome: WebhookOutcome) => count(platformMetrics.webhookAttempts, { outcome });

/** A turn timer applied its default this long after the deadline (never negative: it waits for it). */
export const timerFired = (lateByMs: number) => value(platformMetrics.timerDelay, MetricUnit.Milliseconds, Math.max(0, lateByMs));
export const botMoved = (tookMs: number) => value(platformMetrics.botMoveTime, MetricUnit.Milliseconds, tookMs);
export const liveUpdatesPushed = (pushes: number) => value(platformMetrics.liveUpdatePushes, MetricUnit.Count, pushes);
