/**
 * The token bucket of the fair-share budgets (functions/fair-share/bucket.ts) and the
 * in-memory store of `npm start`: the burst at once, then the rate, Retry-After and the
 * RateLimit headers' figures, the settings read from the environment.
 */
import { describe, expect, it } from 'vitest';
import { secondsUntil, take, tokensAt, type BucketState } from '../../functions/fair-share/bucket.ts';
import { rateLimitHeaders } from '../../functions/fair-share/headers.ts';
import { MemoryStore } from '../../functions/fair-share/memory-store.ts';
import { budgetSettings, type Policy } from '../../functions/fair-share/policies.ts';

const app: Policy = { name: 'app', rate: 50, burst: 100 };

describe('a token bucket', () => {
  it('admits its burst at once, then refuses, then admits at its rate', () => {
    let state: BucketState | undefined;
    const admitted = (now: number) => {
      const taken = take(state, app, now);
      state = taken.state;
      return taken.decision;
    };
    for (let i = 0; i < 100; i++) expect(admitted(0).admitted).toBe(true);
    const refused = admitted(0);
    expect(refused).toMatchObject({ admitted: false, remaining: 0, retryAfterSeconds: 1, resetSeconds: 2 });
    // 50 a second: one token every 20 ms.
    expect(admitted(19).admitted).toBe(false);
    expect(admitted(20).admitted).toBe(true);
    expect(admitted(21).admitted).toBe(false);
    // A second later, 50 more; never more than the burst however long it rests.
    expect(tokensAt(state, app, 1_021)).toBeCloseTo(50.05, 5);
    expect(tokensAt(state, app, 60_000)).toBe(100);
  });

  it('a never-seen bucket is full; whole seconds until a wanted level, at least one when it must wait', () => {
    expect(tokensAt(undefined, app, 123)).toBe(100);
    expect(secondsUntil(0.5, 1, app)).toBe(1);
    expect(secondsUntil(0, 100, app)).toBe(2);
    expect(secondsUntil(3, 1, app)).toBe(0);
    expect(secondsUntil(0, 1, { name: 'commands', rate: 1, burst: 2 })).toBe(1);
    expect(secondsUntil(0, 2, { name: 'commands', rate: 1, burst: 2 })).toBe(2);
  });

  it('its headers are the draft-10 structured fields: quota and window, what is left and when it is full', () => {
    const { decision } = take({ tokens: 58, at: 0 }, app, 0);
    expect(rateLimitHeaders(decision)).toEqual({ 'ratelimit-policy': '"app";q=100;w=2', ratelimit: '"app";r=57;t=1' });
  });
});

describe('the in-memory store', () => {
  it('keeps one bucket per key: one spent leaves another whole', async () => {
    const store = new MemoryStore();
    const player: Policy = { name: 'player', rate: 20, burst: 40 };
    for (let i = 0; i < 40; i++) expect((await store.take('player#a', player, 1_000)).admitted).toBe(true);
    expect(await store.take('player#a', player, 1_000)).toMatchObject({ admitted: false, retryAfterSeconds: 1 });
    expect((await store.take('player#b', player, 1_000)).admitted).toBe(true);
    // A peek counts nothing.
    expect(store.peek('player#b', player, 1_000).remaining).toBe(39);
    expect(store.peek('player#b', player, 1_000).remaining).toBe(39);
    expect((await store.take('player#a', player, 1_050)).admitted).toBe(true);
  });
});

describe('the settings', () => {
  it('are off unless BUDGETS is on or shared; the rates come from the environment, the burst is twice the rate', () => {
    expect(budgetSettings({})).toBeUndefined();
    expect(budgetSettings({ BUDGETS: 'off' })).toBeUndefined();
    expect(budgetSettings({ BUDGETS: 'on' })).toEqual({
      store: 'memory',
      policies: {
        commands: { name: 'commands', rate: 10, burst: 20 },
        app: { name: 'app', rate: 50, burst: 100 },
        player: { name: 'player', rate: 20, burst: 40 },
        address: { name: 'address', rate: 20, burst: 40 },
      },
    });
    const shared = budgetSettings({ BUDGETS: 'shared', COMMANDS_PER_SECOND: '3', APP_REQUESTS_PER_SECOND: '7' })!;
    expect(shared.store).toBe('shared');
    expect(shared.policies.commands).toEqual({ name: 'commands', rate: 3, burst: 6 });
    expect(shared.policies.app).toEqual({ name: 'app', rate: 7, burst: 14 });
    expect(() => budgetSettings({ BUDGETS: 'yes' })).toThrow(/BUDGETS/);
    expect(() => budgetSettings({ BUDGETS: 'on', COMMANDS_PER_SECOND: '0' })).toThrow(/COMMANDS_PER_SECOND/);
  });
});
