import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './names.ts';

/**
 * X-Ray traces through a function, when the stack is deployed with `-c tracing=true` (which
 * sets POWERTOOLS_TRACE_ENABLED and active tracing). Off on one machine: the Tracer sends
 * nothing outside Lambda. Every AWS SDK client of the functions is wrapped with
 * `tracer.captureAWSv3Client(client)`, each request a subsegment; with tracing off it
 * returns the client untouched.
 */
export const tracer = new Tracer({ serviceName: SERVICE_NAME });
