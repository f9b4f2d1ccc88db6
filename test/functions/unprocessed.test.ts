/** sendUntilProcessed (functions/adapters/retry.ts): a batch's unprocessed requests sent again, and only those. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendUntilProcessed } from '../../functions/adapters/retry.ts';

describe('a batch with unprocessed requests', () => {
  afterEach(() => void vi.useRealTimers());

  it('sends again exactly what was left unprocessed, until nothing is', async () => {
    const sent: number[][] = [];
    await sendUntilProcessed('test', [1, 2, 3, 4, 5], async (requests) => {
      sent.push([...requests]);
      return requests.slice(0, requests.length - 2); // two processed a time
    });
    expect(sent).toEqual([[1, 2, 3, 4, 5], [1, 2, 3], [1]]);
  });

  it('gives up after 8 requests in all, saying how many were left', async () => {
    // The backoff's waits (six seconds in all) pass on a fake clock: what counts here is the requests.
    vi.useFakeTimers();
    let calls = 0;
    const stuck = sendUntilProcessed('profile names', ['a', 'b'], async (requests) => {
      calls++;
      return requests;
    });
    const refused = expect(stuck).rejects.toThrow('profile names: DynamoDB kept 2 requests unprocessed');
    await vi.runAllTimersAsync();
    await refused;
    expect(calls).toBe(8);
  });

  it('lets any other error through at once', async () => {
    let calls = 0;
    const failing = sendUntilProcessed('test', [1], async () => {
      calls++;
      throw new Error('ValidationException');
    });
    await expect(failing).rejects.toThrow('ValidationException');
    expect(calls).toBe(1);
  });
});
