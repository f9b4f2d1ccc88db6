import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureEmf as capture, directive, emitted } from '../support/emf.ts';
import { loadModulesAnewWith } from '../support/modules-anew.ts';

/**
 * The test run turns metrics off (vitest.config.ts); these tests are about what they write.
 * The modules read the setting when loaded, and a worker shares its modules between files
 * (vitest.config.ts, isolate): these are loaded anew.
 */
loadModulesAnewWith({ POWERTOOLS_METRICS_DISABLED: 'false' });
const metrics = await import('../../functions/observability/metrics.ts');
const { observed } = await import('../../functions/observability/middleware.ts');
const { METRICS_NAMESPACE } = await import('../../functions/observability/names.ts');

const context = { functionName: 'oc-test-fn', awsRequestId: 'r-1' } as Context;

describe('platform metrics in the embedded metric format', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    warn = vi.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockClear());

  it('counts a command by its outcome, in the platform namespace, at once', async () => {
    const [accepted, refused, ...more] = await emitted(() => {
      metrics.commandTaken('accepted');
      metrics.commandTaken('not-your-turn');
    });
    expect(more).toEqual([]);
    expect(directive(accepted!)).toEqual({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [['service', 'outcome']],
      Metrics: [{ Name: 'Commands', Unit: 'Count' }],
    });
    expect(METRICS_NAMESPACE).toBe('OrganizedChaos');
    expect(accepted).toMatchObject({ service: 'organized-chaos', outcome: 'accepted', Commands: 1 });
    expect(refused).toMatchObject({ outcome: 'not-your-turn', Commands: 1 });
    expect(accepted!._aws.Timestamp).toEqual(expect.any(Number));
  });

  it('counts games created, started and ended per game', async () => {
    const lines = await emitted(() => {
      metrics.gameCreated('quicks');
      metrics.gameStarted('dice-kings');
      metrics.gameEnded('rummiduck');
    });
    expect(lines.map((l) => [directive(l).Metrics[0].Name, directive(l).Dimensions, l.game])).toEqual([
      ['GamesCreated', [['service', 'game']], 'quicks'],
      ['GamesStarted', [['service', 'game']], 'dice-kings'],
      ['GamesEnded', [['service', 'game']], 'rummiduck'],
    ]);
  });

  it('counts webhook attempts by outcome', async () => {
    const [line] = await emitted(() => metrics.webhookAttempted('dead-lettered'));
    expect(directive(line!)).toMatchObject({ Dimensions: [['service', 'outcome']], Metrics: [{ Name: 'WebhookAttempts', Unit: 'Count' }] });
    expect(line).toMatchObject({ outcome: 'dead-lettered', WebhookAttempts: 1 });
  });

  it('stores values (timer delay, bot move time, pushes) and writes them once, when the invocation ends', async () => {
    const out = capture();
    let writtenDuringInvocation = -1;
    const handler = observed(async (event: { late: number[] }) => {
      for (const late of event.late) metrics.timerFired(late);
      metrics.botMoved(12.5);
      metrics.liveUpdatesPushed(3);
      writtenDuringInvocation = out.lines().length;
      return 'done';
    });
    const result = await handler({ late: [250, -4] }, context).finally(out.stop);
    const lines = out.lines();
    expect(result).toBe('done');
    expect(writtenDuringInvocation).toBe(0);
    expect(lines.length).toBe(1);
    expect(directive(lines[0]!)).toEqual({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [['service']],
      Metrics: [
        { Name: 'TimerDelay', Unit: 'Milliseconds' },
        { Name: 'BotMoveTime', Unit: 'Milliseconds' },
        { Name: 'LiveUpdatePushes', Unit: 'Count' },
      ],
    });
    // A timer that fired a little early waited for its deadline: it is never late by less than 0.
    expect(lines[0]).toMatchObject({ service: 'organized-chaos', TimerDelay: [250, 0], BotMoveTime: 12.5, LiveUpdatePushes: 3 });
  });

  it('writes the stored values of a failed invocation too, and nothing (not even a warning) when there are none', async () => {
    const failing = observed(async () => {
      metrics.timerFired(10);
      throw new Error('the table is down');
    });
    const lines = await emitted(() => expect(failing({}, context)).rejects.toThrow('the table is down'));
    expect(lines.map((l) => l.TimerDelay)).toEqual([10]);

    const quiet = observed(async () => 'nothing measured');
    expect(await emitted(() => quiet({}, context))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the tracer', () => {
  it('is not even loaded on one machine, which runs the handlers untraced', async () => {
    const { tracer } = await import('../../functions/observability/tracer.ts');
    expect(tracer).toBeUndefined();
  });
});
