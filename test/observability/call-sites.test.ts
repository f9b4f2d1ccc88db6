/**
 * The platform's metrics where they are written, for real requests through the handlers on
 * the local server (the same handlers as on AWS): commands accepted and refused by code, games
 * created, started and ended per game, timer delay, webhook attempts by outcome, live-update
 * pushes (docs/operations.md's metrics). Locally they go to the log, without flooding it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureEmf, directive, emitted, metricNames, type EmfLine } from '../support/emf.ts';
import { loadModulesAnewWith } from '../support/modules-anew.ts';

// The test run turns metrics off (vitest.config.ts), and Metrics reads that when it is made.
loadModulesAnewWith({ POWERTOOLS_METRICS_DISABLED: 'false' });
const { newGame, newPlayer, useTestStack } = await import('../support/local-stack.ts');
const { LiveClient, liveSettled } = await import('../support/live-client.ts');
const { startReceiver } = await import('../webhooks/receiver.ts');
const { webhooksSettled } = await import('../webhooks/settle.ts');

const ctx = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/hook': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

const named = (lines: EmfLine[], metric: string) => lines.filter((l) => metricNames(l).includes(metric));

/** `lines` once `done` holds of them (read again every 20 ms, for `ms` at most). */
const until = (lines: () => EmfLine[], done: (lines: EmfLine[]) => boolean, ms = 5_000): Promise<EmfLine[]> =>
  vi.waitFor(
    () => {
      if (!done(lines())) throw new Error(`the metric lines did not appear in ${ms} ms: ${JSON.stringify(lines())}`);
      return lines();
    },
    { timeout: ms, interval: 20 },
  );

describe('metrics at their call sites', () => {
  it('counts a command accepted and one refused by its code, in one EMF line per request, and a read writes none', async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    await api.stack.settled();

    const command = async (token: string, body: unknown) => {
      let status = 0;
      const lines = await emitted(async () => ({ status } = await api.post(`/games/${gameId}/commands`, body, token)));
      return { status, lines };
    };
    const accepted = await command(ann.token, { type: 'roll' });
    const refused = await command(bob.token, { type: 'roll' });
    const malformed = await command(ann.token, { nothing: 'here' });
    expect([accepted.status, refused.status, malformed.status]).toEqual([200, 409, 400]);
    for (const [{ lines }, outcome] of [
      [accepted, 'accepted'],
      [refused, 'not-your-turn'],
      [malformed, 'invalid-command'],
    ] as const) {
      expect(lines.length, outcome).toBe(1);
      expect(directive(lines[0]!)).toMatchObject({ Dimensions: [['service', 'outcome']], Metrics: [{ Name: 'Commands', Unit: 'Count' }] });
      expect(lines[0]).toMatchObject({ service: 'organized-chaos', outcome, Commands: 1 });
    }
    // Join and start are commands too.
    const late = await newPlayer(api, 'Cy');
    const joined = await emitted(() => api.post(`/games/${gameId}/join`, undefined, late.token));
    expect(joined.map((l) => l.outcome)).toEqual(['already-started']);

    expect(await emitted(() => api.get(`/games/${gameId}`))).toEqual([]);
  });

  it('counts a game created, started and ended once each, per game, from the stream; a replayed command counts nothing', async () => {
    const { api } = ctx;
    const [dee, eve] = [await newPlayer(api, 'Dee'), await newPlayer(api, 'Eve')];
    await api.stack.settled();
    const out = captureEmf();
    try {
      // Quicks with one penalty to end: Dee throws, everyone passes, Dee takes the penalty.
      const gameId = await newGame(api, 'quicks', [dee, eve], { config: { Penalties: 1 }, rig: { dice: [[1, 1, 1, 1, 1, 1]] } });
      for (const [player, type] of [
        [dee, 'throw'],
        [dee, 'pass'],
        [eve, 'pass'],
      ] as const)
        expect((await api.post(`/games/${gameId}/commands`, { type }, player.token)).status).toBe(200);
      const key = { 'idempotency-key': 'the-last-pass' };
      const last = await api.post(`/games/${gameId}/commands`, { type: 'pass' }, dee.token, key);
      const again = await api.post(`/games/${gameId}/commands`, { type: 'pass' }, dee.token, key);
      expect([last.body.game.status, again.status, again.body.version]).toEqual(['ended', 200, last.body.version]);
      await api.stack.settled();
    } finally {
      out.stop();
    }
    const lines = out.lines();
    for (const metric of ['GamesCreated', 'GamesStarted', 'GamesEnded']) {
      expect(
        named(lines, metric).map((l) => [l.game, l[metric]]),
        metric,
      ).toEqual([['quicks', 1]]);
      expect(directive(named(lines, metric)[0]!).Dimensions).toEqual([['service', 'game']]);
    }
    // Eve's join, the start and four commands accepted; the replay took nothing.
    expect(named(lines, 'Commands').map((l) => l.outcome)).toEqual(Array(6).fill('accepted'));
  });

  it('writes how late a turn timer applied its default, once the timer invocation ends', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const out = captureEmf();
    try {
      const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 1 } });
      const deadline = Date.parse((await api.get(`/games/${gameId}`)).body.turn.deadline);
      const [line] = named(await until(out.lines, (l) => named(l, 'TimerDelay').length > 0), 'TimerDelay');
      expect(directive(line!)).toMatchObject({ Dimensions: [['service']], Metrics: [{ Name: 'TimerDelay', Unit: 'Milliseconds' }] });
      // Its delay is measured after the deadline, by the server's clock, so no later than now.
      expect(line!.TimerDelay).toBeGreaterThanOrEqual(0);
      expect(line!.TimerDelay).toBeLessThanOrEqual(Date.now() - deadline);
    } finally {
      out.stop();
    }
  });

  it('counts a webhook attempt by its outcome', async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    expect((await api.post('/webhooks', { url: receiver.url('/hook'), events: ['game.started'] }, ann.token)).status).toBe(201);
    const lines = await emitted(async () => {
      await newGame(api, 'dice-kings', [ann, bob]);
      await webhooksSettled(api);
    });
    expect(named(lines, 'WebhookAttempts').map((l) => [l.outcome, l.WebhookAttempts])).toEqual([['delivered', 1]]);
  });

  it('writes the live updates a fan-out job pushed, as one value for the job', async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    const followers = [await LiveClient.open(api), await LiveClient.open(api)];
    try {
      for (const follower of followers) await follower.subscribe(gameId);
      await liveSettled(api);
      const lines = await emitted(async () => {
        expect((await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token)).status).toBe(200);
        await liveSettled(api);
      });
      // One version, posted to both followers.
      expect(named(lines, 'LiveUpdatePushes').map((l) => l.LiveUpdatePushes)).toEqual([2]);
    } finally {
      await Promise.all(followers.map((f) => f.close()));
    }
  });
});
