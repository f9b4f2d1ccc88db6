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

/** An AWS SDK client whose every request is a subsegment of the trace when tracing is on; untouched when off. */
export const traced = <Client>(client: Client): Client => (tracer ? tracer.captureAWSv3Client(client) : client);
