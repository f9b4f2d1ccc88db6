/**
 * `__proto__`, `constructor` and `prototype` are keys like any other in JSON: where an unknown
 * key is refused, so are they, with the code of that place (invalid-config in a config,
 * invalid-command in a command, invalid-request elsewhere), and nothing is applied. Copying
 * `{"__proto__": …}` into a fresh object drops it silently, which is how they slipped through.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const keys = ['__proto__', 'constructor', 'prototype'];

describe('prototype keys in bodies and queries', () => {
  let ann: { token: string };
  let gameId: string;
  beforeAll(async () => {
    ann = await newPlayer(ctx.api, 'Ann');
    gameId = await newGame(ctx.api, 'dice-kings', [ann], { config: { TurnTime: 3600 } });
  });

  const expectRefused = async (method: string, path: string, raw: string | undefined, code: string, key: string, token?: string) => {
    const reply = await ctx.api.request(method, path, { raw, token });
    expect([reply.status, reply.body?.code], `${method} ${path} ${raw}: ${reply.text}`).toEqual([400, code]);
    expect(reply.body.detail).toContain(`"${key}"`);
  };

  it.each(keys)('%s in a config is 400 invalid-config naming it', async (key) => {
    await expectRefused('POST', '/games', `{"game":"quicks","config":{"${key}":{"TurnTime":1}}}`, 'invalid-config', key, ann.token);
    await expectRefused('POST', '/games', `{"game":"dice-kings","config":{"Columns":3,"${key}":1}}`, 'invalid-config', key, ann.token);
  });

  it.each(keys)('%s in a command is 400 invalid-command and nothing is applied', async (key) => {
    const before = (await ctx.api.get(`/games/${gameId}/events`)).text;
    const { version } = (await ctx.api.get(`/games/${gameId}`)).body;
    await expectRefused('POST', `/games/${gameId}/commands`, `{"type":"roll","${key}":{"keep":[0]}}`, 'invalid-command', key, ann.token);
    const withVersion = `{"${key}":{"type":"roll"},"type":"roll","expectedVersion":${version}}`;
    await expectRefused('POST', `/games/${gameId}/commands`, withVersion, 'invalid-command', key, ann.token);
    expect((await ctx.api.get(`/games/${gameId}/events`)).text).toBe(before);
  });

  it.each(keys)('%s in any other body or in a query is 400 invalid-request', async (key) => {
    await expectRefused('POST', '/players', `{"name":"Eve","${key}":{"admin":true}}`, 'invalid-request', key);
    await expectRefused('POST', '/games', `{"game":"quicks","${key}":{}}`, 'invalid-request', key, ann.token);
    await expectRefused('POST', '/webhooks', `{"url":"http://127.0.0.1:9/","events":["*"],"${key}":{}}`, 'invalid-request', key, ann.token);
    await expectRefused('POST', `/games/${gameId}/test/rig`, `{"dice":[[1,2,3,4,5]],"${key}":{}}`, 'invalid-request', key);
    await expectRefused('GET', `/games?${key}=x`, undefined, 'invalid-request', key);
    await expectRefused('GET', `/games/${gameId}/events?${key}=1`, undefined, 'invalid-request', key);
  });
});
