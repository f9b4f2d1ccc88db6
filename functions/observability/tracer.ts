import type { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './names.ts';

/**
 * X-Ray traces through a function, when the stack is deployed with `-c tracing=true` (which
 * sets POWERTOOLS_TRACE_ENABLED and active tracing). Off by default and on one machine, and
 * then the Tracer and the X-Ray SDK under it (about 120 KB, a third of a cold import's time)
 * are not even loaded: the import below is dynamic for that reason.
 */
export const tracer: Tracer | undefined =
  process.env.POWERTOOLS_TRACE_ENABLED === 'true'
    ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: SERVICE_NAME })
    : undefined;

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
