import { afterAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const clients: LiveClient[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));

describe('smoke', () => {
  it('works', async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const bob = await newPlayer(ctx.api, 'Bob');
    const gameId = await newGame(ctx.api, 'dice-kings', [ann, bob]);
    const c = await LiveClient.open(ctx.api);
    clients.push(c);
    expect(await c.ask({ action: 'ping' }, 'pong')).toEqual({ type: 'pong' });
    const sub = await c.subscribe(gameId, { after: 0, token: ann.token });
    console.log(sub);
    await c.untilVersion(gameId, 3);
    const t0 = Date.now();
    const r = await ctx.api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    const t1 = Date.now();
    await c.untilVersion(gameId, r.body.version);
    console.log('latency', Date.now() - t1, 'cmd', t1 - t0);
    console.log(c.received.map((m) => [m.type, m.version]));
  });
});
