/**
 * The grants check (test/support/grants.ts) sees every kind of request the functions make: the
 * two that the local server never sends (it closes connections and retries live jobs itself)
 * are recorded where the functions make them on AWS, and checked against the synthesized roles.
 */
import type { SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteConnection } from '../../functions/live/poster.ts';
import { retrySoon } from '../../functions/live/retry-soon.ts';
import { invoke } from '../../infra/local/invocations.ts';
import { checkGrants, needsOf, recordAwsCalls } from '../support/grants.ts';
import { synthesize } from './synth.ts';

afterEach(() => vi.unstubAllEnvs());

describe("the grants check's recorder", () => {
  it('records a connection closed over its rate (DeleteConnection) and failed live jobs shown again soon (ChangeMessageVisibilityBatch), each covered by its function’s grant', async () => {
    // Nothing listens there: the requests fail, after being recorded.
    vi.stubEnv('LIVE_CONNECTIONS_ENDPOINT', 'http://127.0.0.1:9/live');
    vi.stubEnv('LIVE_QUEUE_URL', 'http://127.0.0.1:9/queue');
    const recording = recordAwsCalls();
    await expect(invoke('live-routes', () => deleteConnection('a-connection'))).rejects.toThrow();
    const failed = { receiptHandle: 'r1', attributes: { ApproximateReceiveCount: '1' } } as unknown as SQSRecord;
    await invoke('live-fan-out', () => retrySoon([failed]));
    recording.stop();

    expect(recording.calls.map(({ fn, call }) => `${fn}: ${call.operation}`)).toEqual([
      'live-routes: DeleteConnection',
      'live-fan-out: ChangeMessageVisibilityBatch',
    ]);
    const s = synthesize();
    const [closed, retried] = recording.calls as [(typeof recording.calls)[0], (typeof recording.calls)[0]];
    expect(needsOf(s, 'live-routes', closed)).toEqual([
      {
        action: 'execute-api:ManageConnections',
        resource: expect.stringMatching(
          /^arn:\{AWS::Partition\}:execute-api:.*\{LiveUpdatesApi\w+\}\/live\/DELETE\/@connections\/a-connection$/,
        ),
      },
    ]);
    expect(needsOf(s, 'live-fan-out', retried)).toEqual([{ action: 'sqs:ChangeMessageVisibility', resource: 'LiveUpdates/Jobs' }]);
    expect(checkGrants(s, recording.calls).uncovered).toEqual([]);
  });
});
