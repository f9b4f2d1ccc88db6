import { describe, expect, it } from 'vitest';
import { AWS_RETRY_DELAYS_MS, retryDelay, webhookSettings } from '../../functions/webhooks/settings.ts';

describe('webhook settings', () => {
  it('on AWS: https-only mode, 8 attempts over about a day, 10 s per attempt, a rotated secret signing beside the new one for a day', () => {
    const settings = webhookSettings({});
    expect(settings).toEqual({ mode: 'aws', retryDelaysMs: AWS_RETRY_DELAYS_MS, timeoutMs: 10_000, secretOverlapMs: 86_400_000 });
    expect(settings.retryDelaysMs.length + 1).toBe(8);
    const hours = settings.retryDelaysMs.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(30);
  });

  it('takes a shorter overlap of a rotated secret from WEBHOOK_SECRET_OVERLAP_MS (the tests), and refuses one that is no number', () => {
    expect(webhookSettings({ WEBHOOK_SECRET_OVERLAP_MS: '1500' }).secretOverlapMs).toBe(1_500);
    expect(() => webhookSettings({ WEBHOOK_SECRET_OVERLAP_MS: 'soon' })).toThrow(/WEBHOOK_SECRET_OVERLAP_MS/);
  });

  it('local mode by default beside DynamoDB Local; the schedule is shortened by config', () => {
    expect(webhookSettings({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000', WEBHOOK_RETRY_DELAYS_MS: '100, 200,400' })).toMatchObject({
      mode: 'local',
      retryDelaysMs: [100, 200, 400],
    });
    expect(() => webhookSettings({ WEBHOOK_RETRY_DELAYS_MS: '100,soon' })).toThrow(/whole milliseconds/);
    expect(() => webhookSettings({ WEBHOOK_MODE: 'cloud' })).toThrow(/local or aws/);
  });

  it('retry waits grow with the attempt, with ±20 % jitter, and end after the last', () => {
    const settings = webhookSettings({ WEBHOOK_RETRY_DELAYS_MS: '1000,5000' });
    expect(retryDelay(settings, 1, () => 0)).toBe(800);
    expect(retryDelay(settings, 1, () => 0.999999)).toBe(1200);
    expect(retryDelay(settings, 2, () => 0.5)).toBe(5000);
    expect(retryDelay(settings, 3)).toBeUndefined();
  });
});
