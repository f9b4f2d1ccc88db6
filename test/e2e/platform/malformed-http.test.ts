/**
 * "A request never gets a 5xx because of what the client sent", and every error is
 * problem+json with a contract code, also where Node's HTTP layer answers before any handler
 * runs: request targets and Host headers that cannot be read, unknown methods, headers too
 * large, bad framing and expectations. Raw sockets, since fetch will not send these.
 */
import { describe, expect, it } from 'vitest';
import { rawRequest, type RawReply } from '../../support/raw-http.ts';
import { useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

function expectProblem(reply: RawReply, status: number, code: string) {
  expect([reply.status, reply.body?.code], reply.text.slice(0, 300)).toEqual([status, code]);
  expect(reply.headers['content-type']).toBe('application/problem+json');
  expect(reply.body).toMatchObject({ status, code, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
}

const send = (raw: string, waitMs?: number) => rawRequest(ctx.api.url, { send: raw, waitMs });
const get = (target: string, headers = 'Host: 127.0.0.1\r\n') => send(`GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);

describe('requests Node or the URL parser cannot read', () => {
  it('a request target that cannot be parsed is 400 invalid-request', async () => {
    for (const target of ['//[/', '//[::1/games', 'http://[/x', 'http://a:99999/health'])
      expectProblem(await get(target), 400, 'invalid-request');
  });

  it('a Host header that is no host[:port], two of them, or none on HTTP/1.1 is 400 invalid-request', async () => {
    for (const host of ['x:99999', 'x:-1', 'a b', 'a/b', 'user@host', '[::1'])
      expectProblem(await get('/health', `Host: ${host}\r\n`), 400, 'invalid-request');
    expectProblem(await get('/health', 'Host: a\r\nHost: b\r\n'), 400, 'invalid-request');
    expectProblem(await get('/health', ''), 400, 'invalid-request');
    // HTTP/1.0 needs no Host; a good one passes.
    expect((await send('GET /health HTTP/1.0\r\n\r\n')).status).toBe(200);
    expect((await get('/health', 'Host: localhost:3000\r\n')).status).toBe(200);
    expect((await get('/health', 'Host: [::1]:3000\r\n')).status).toBe(200);
  });

  it('a method no route takes is 404 route-not-found, also one Node does not know; a method that is no token is 400', async () => {
    for (const method of ['FOO', 'BREW', 'PATCH', 'PROPFIND', 'CONNECT']) {
      const reply = await send(`${method} /games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expectProblem(reply, 404, 'route-not-found');
      expect(reply.body.detail).toContain(`${method} /games`);
    }
    expectProblem(await send('G@T /games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'), 400, 'invalid-request');
  });

  it('headers larger than Node takes are 431 invalid-request', async () => {
    const reply = await get('/health', `Host: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n`);
    expectProblem(reply, 431, 'invalid-request');
  });

  it('bad framing is 400 invalid-request', async () => {
    const post = (headers: string, body = '') => send(`POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n${body}`);
    expectProblem(await post('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n'), 400, 'invalid-request');
    expectProblem(await post('Content-Length: abc\r\n'), 400, 'invalid-request');
    expectProblem(await post('Content-Length: 1\r\nContent-Length: 2\r\n', 'ab'), 400, 'invalid-request');
    expectProblem(await post('Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n'), 400, 'invalid-request');
    expectProblem(await send('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX Y: z\r\n\r\n'), 400, 'invalid-request');
    expectProblem(await send('GET /health HTTP/1.1\nHost: 127.0.0.1\r\n\r\n'), 400, 'invalid-request');
  });

  it('an expectation other than 100-continue is 417 invalid-request', async () => {
    expectProblem(await get('/health', 'Host: 127.0.0.1\r\nExpect: teapot\r\n'), 417, 'invalid-request');
  });

  it('Expect: 100-continue goes on for a body the API takes, and a body too large is 413 before it is sent', async () => {
    const body = JSON.stringify({ name: 'Ann' });
    const head = (length: number) =>
      `POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`;
    const accepted = await rawRequest(ctx.api.url, { send: head(body.length), onContinue: body });
    expect(accepted.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
    expect([accepted.status, accepted.body?.name]).toEqual([201, 'Ann']);
    const tooLarge = await send(head(10 * 1024 * 1024));
    expect(tooLarge.text).not.toContain('100 Continue');
    expectProblem(tooLarge, 413, 'invalid-request');
  });

  it('none of it is a 5xx or an empty answer', async () => {
    const probes = ['//[/', '/%', '/games?x=%ZZ', '/games/%E0%A4%A', '/\u00ff', '/games/' + 'a'.repeat(8000)];
    for (const target of probes) {
      const reply = await get(target);
      expect(reply.status, target).toBeGreaterThanOrEqual(200);
      expect(reply.status, target).toBeLessThan(500);
      if (reply.status >= 400) expect(reply.headers['content-type'], target).toBe('application/problem+json');
    }
  });
});
