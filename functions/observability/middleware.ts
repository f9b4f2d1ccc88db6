import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { metrics } from './metrics.ts';
import { traceInvocations } from './tracer.ts';

/** Writes the values stored during the invocation, whether it succeeded or failed; nothing when there are none. */
export const flushMetrics = (): middy.MiddlewareObj => {
  const flush = async () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: flush, onError: flush };
};

/**
 * What every handler of the platform gets: a trace segment per invocation when tracing is on
 * (tracer.ts) and its metrics flushed.
 * For a handler already wrapped by middy: `.use(observability())`.
 */
export const observability = (): middy.MiddlewareObj[] => [...traceInvocations(), flushMetrics()];

/**
 * A plain handler (a stream batch, a queue batch, a timer), observed. Its context may be left
 * out, as the local stack and the tests do: middy then passes an empty one.
 */
export function observed<E, R>(handler: (event: E, context: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  return middy(handler).use(observability()) as (event: E, context?: Context) => Promise<R>;
}
