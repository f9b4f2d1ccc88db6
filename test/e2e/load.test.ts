import { describe, expect, it } from 'vitest';
import { benchLoad, loadOptionsFromArgs } from '../../bench/load.ts';
import { useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();

describe('the load run (npm run bench load), briefly against the local server', () => {
  it('sends requests at the bounded rate for the bounded time, and reports throughput, p50/p99 and no errors', async () => {
    const report = await benchLoad({ baseUrl: ctx.api.stack.url, seconds: 2, rate: 20, users: 2 });
    expect(report.errors).toBe(0);
    expect(report.requests).toBeGreaterThan(5);
    // Never more than the rate allows: 2 s at 20 steps a second, a step at most two requests (a
    // new game and its start, or the legal moves and the score).
    expect(report.requests).toBeLessThanOrEqual(2 * 40);
    expect(report['p50 (ms)']).toBeLessThanOrEqual(report['p99 (ms)']);
    expect(report['throughput (requests/s)']).toBeGreaterThan(0);
    expect(Object.keys(report).filter((key) => key.startsWith('status ') && !/^status (200|201)$/.test(key))).toEqual([]);
  }, 30_000);

  it('refuses an unbounded run or a missing URL before it sends anything', async () => {
    await expect(benchLoad({ baseUrl: ctx.api.stack.url, seconds: 3600, rate: 20, users: 2 })).rejects.toThrow(
      '--seconds must be above 0 and at most 300',
    );
    await expect(benchLoad({ baseUrl: ctx.api.stack.url, seconds: 1, rate: 10_000, users: 2 })).rejects.toThrow('--rate must be above 0');
    expect(() => loadOptionsFromArgs(['node', 'bench'])).toThrow('Say where to send the load');
    expect(loadOptionsFromArgs(['--base-url', 'http://127.0.0.1:1', '--rate', '5'])).toEqual({
      baseUrl: 'http://127.0.0.1:1',
      seconds: 10,
      rate: 5,
      users: 4,
    });
  });
});
