import type { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './names.ts';

/**
 * X-Ray traces through a function, when the stack is deployed with `-c tracing=true` (which
 * sets POWERTOOLS_TRACE_ENABLED and active tracing). Off by default and on one machine, and
 * then the Tracer and the X-Ray SDK under it (their weight: docs/snapshots.md) are not even in the bundle
 * (infra/constructs/bundling.ts): the import below is dynamic, and behind the flag, for that reason.
 */
export const tracer: Tracer | undefined =
  process.env.POWERTOOLS_TRACE_ENABLED === 'true'
    ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: SERVICE_NAME })
    : undefined;

const capture = tracer ? (await import('@aws-lambda-powertools/tracer/middleware')).captureLambdaHandler : undefined;

/** When tracing is on, the middleware that makes each invocation a segment (its response left out: a game view is large and a trace needs none of it). */
export const traceInvocations = () => (tracer && capture ? [capture(tracer, { captureResponse: false })] : []);

/**
 * Runs one AWS request as a subsegment of the trace, named after the service in X-Ray's
 * `aws` namespace with its operation, as X-Ray's own SDK instrumentation names them; when
 * tracing is off (or outside a traced invocation), just runs it.
 */
export async function inSubsegment<T>(service: string, operation: string, work: () => Promise<T>): Promise<T> {
  const parent = tracer?.getSegment();
  if (!parent) return work();
  const subsegment = parent.addNewSubsegment(service);
  subsegment.namespace = 'aws';
  subsegment.addAttribute('aws', { operation });
  try {
    return await work();
  } catch (error) {
    subsegment.addError(error as Error);
    throw error;
  } finally {
    subsegment.close();
  }
}
