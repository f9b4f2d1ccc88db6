/**
 * Tracing (Powertools Tracer, X-Ray), switched by a context value (docs/operations.md). The stack's
 * `tracing` context sets POWERTOOLS_TRACE_ENABLED (infra/constructs/platform-function.ts);
 * here, every AWS request a function sends is a subsegment of its trace exactly when it is on
 * (functions/adapters/aws-request.ts), and the X-Ray SDK is not even loaded when it is off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Traced {
  name: string;
  namespace?: string;
  aws?: { operation?: string };
  fault?: boolean;
  error?: boolean;
}

/** Sends one DynamoDB request (to nowhere) inside a segment of a trace, and answers the subsegments it got. */
async function tracedRequest(): Promise<{ loaded: boolean; tracing: boolean; subsegments: Traced[] }> {
  const { tracer } = await import('../../functions/observability/tracer.ts');
  const { dynamo } = await import('../../functions/adapters/dynamo.ts');
  const { GetCommand } = await import('../../functions/adapters/documents.ts');
  const send = () =>
    dynamo()
      .send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))
      .catch(() => undefined);
  if (!tracer) return (await send(), { loaded: false, tracing: false, subsegments: [] });
  const { Segment } = await import('aws-xray-sdk-core');
  const segment = new Segment('invocation');
  await tracer.provider.getNamespace().runPromise(async () => {
    tracer.setSegment(segment);
    await send();
  });
  return { loaded: true, tracing: tracer.isTracingEnabled(), subsegments: (segment.subsegments ?? []) as unknown as Traced[] };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('traces of the AWS requests', () => {
  it('are off on one machine: the tracer is not loaded', async () => {
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:1');
    expect(await tracedRequest()).toEqual({ loaded: false, tracing: false, subsegments: [] });
  });

  it('are on in a Lambda function deployed with tracing: each DynamoDB request (each attempt) a subsegment, its failure marked', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    // Powertools' own capture of fetch (on in the stack) adds an HTTP subsegment per request;
    // outside a Lambda invocation it finds no context and only logs so, so it is off here.
    vi.stubEnv('POWERTOOLS_TRACER_CAPTURE_HTTPS_REQUESTS', 'false');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:1');
    const { tracing, subsegments } = await tracedRequest();
    expect(tracing).toBe(true);
    expect(subsegments.map(({ name, namespace, aws }) => ({ name, namespace, operation: aws?.operation }))).toEqual([
      { name: 'DynamoDB', namespace: 'aws', operation: 'GetItem' },
      { name: 'DynamoDB', namespace: 'aws', operation: 'GetItem' },
    ]);
    expect(subsegments.every((subsegment) => subsegment.fault || subsegment.error)).toBe(true);
  });

  it('stay off in a Lambda function deployed without tracing', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:2');
    // Nor is the X-Ray SDK loaded: a cold start without tracing does not pay for it.
    expect(await tracedRequest()).toEqual({ loaded: false, tracing: false, subsegments: [] });
  });
});
