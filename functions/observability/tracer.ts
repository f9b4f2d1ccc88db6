import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './names.ts';

/**
 * X-Ray traces through a function, when the stack is deployed with `-c tracing=true` (which
 * sets POWERTOOLS_TRACE_ENABLED and active tracing). Off on one machine: the Tracer sends
 * nothing outside Lambda. Wrap an AWS SDK client with `tracer.captureAWSv3Client(client)`
 * to see each of its requests as a subsegment.
 */
export const tracer = new Tracer({ serviceName: SERVICE_NAME });
