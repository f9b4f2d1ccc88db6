/**
 * Issue 21: "Tracing (Powertools Tracer, X-Ray), switchable by a context value". The stack's
 * `tracing` context sets POWERTOOLS_TRACE_ENABLED (infra/constructs/platform-function.ts);
 * here, the functions' AWS SDK clients get X-Ray's instrumentation exactly when it is on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** X-Ray's middleware on an AWS SDK v3 client (aws-xray-sdk-core's captureAWSv3Client). */
const XRAY = 'XRaySDKInstrumentation';

async function clients() {
  const { dynamo } = await import('../../functions/adapters/dynamo.ts');
  const { tracer } = await import('../../functions/observability/tracer.ts');
  const { middlewareStack } = dynamo();
  return {
    tracing: tracer?.isTracingEnabled() ?? false,
    loaded: tracer !== undefined,
    dynamoMiddleware: middlewareStack.identify().join(' '),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('traces of the AWS SDK clients', () => {
  it('are off on one machine: no X-Ray middleware on the clients', async () => {
    const { tracing, loaded, dynamoMiddleware } = await clients();
    expect(tracing).toBe(false);
    expect(loaded).toBe(false);
    expect(dynamoMiddleware).toContain('countRequests');
    expect(dynamoMiddleware).not.toContain(XRAY);
  });

  it('are on in a Lambda function deployed with tracing: each DynamoDB request a subsegment', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:1');
    const { tracing, dynamoMiddleware } = await clients();
    expect(tracing).toBe(true);
    expect(dynamoMiddleware).toContain(XRAY);
  });

  it('stay off in a Lambda function deployed without tracing', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:2');
    const { tracing, loaded, dynamoMiddleware } = await clients();
    expect(tracing).toBe(false);
    // Nor is the X-Ray SDK loaded: a cold start without tracing does not pay for it.
    expect(loaded).toBe(false);
    expect(dynamoMiddleware).not.toContain(XRAY);
  });
});
