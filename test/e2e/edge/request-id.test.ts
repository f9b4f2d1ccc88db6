/**
 * docs/contract.md: every answer, errors included, carries X-Request-Id, every problem body carries the
 * same value as `requestId`, and every log line of the request names it. The local server makes
 * the id where API Gateway would, in the event's requestContext.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadModulesAnewWith } from '../../support/modules-anew.ts';

// The logger reads its level when it is created, so this file asks for INFO before importing it.
loadModulesAnewWith({ POWERTOOLS_LOG_LEVEL: 'INFO' });
const { newGame, newPlayer, useTestStack } = await import('../../support/local-stack.ts');

const ctx = useTestStack();

describe('X-Request-Id', () => {
  it('is on every kind of answer, new for each request, and the problem bodies carry it', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'quicks', [ann], { start: false });
    const answers = [
      await api.get('/health'),
      await api.post('/players', { name: 'Bo' }),
      await api.get(`/games/${gameId}`),
      await api.post(`/games/${gameId}/start`, undefined, ann.token), // 409 not-enough-players
      await api.get('/players/me'), // 401
      await api.post('/players', { name: '' }), // 400
      await api.request('POST', '/players', { raw: `{"name":"${'x'.repeat(70_000)}"}` }), // 413
      await api.get('/no/such/path'), // 404
      await api.request('OPTIONS', '/games'), // preflight
      await api.get('/openapi.yaml'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 201, 200, 409, 401, 400, 413, 404, 204, 200]);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[\w=+/-]{8,}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const answer of answers.filter((a) => a.status >= 400)) {
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(answer.body.requestId).toBe(answer.headers.get('x-request-id'));
    }
  });

  it('names every log line of its request', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const reply = await api.post('/games/g_unknown/commands', { type: 'roll' }, ann.token);
    spy.mockRestore();
    const requestId = reply.headers.get('x-request-id');
    expect(reply.body.requestId).toBe(requestId);
    const logs = lines
      .flatMap((l) => l.split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(logs.map((l) => l.message)).toEqual(['refused', 'answered']);
    for (const line of logs) expect(line.requestId).toBe(requestId);
  });
});
