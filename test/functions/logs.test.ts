/** Structured JSON logs (Powertools Logger): every line of a request names it and its game. */
import { describe, expect, it, vi } from 'vitest';
import { loadModulesAnewWith } from '../support/modules-anew.ts';

// The logger reads its level when it is created, so this file asks for INFO before importing it.
loadModulesAnewWith({ POWERTOOLS_LOG_LEVEL: 'INFO' });
const { startTestStack, newPlayer } = await import('../support/local-stack.ts');

/** A JSON log line, as far as these tests read it. */
type LogLine = Record<string, unknown> & { message: string; requestId: string; gameId: string; function_request_id: string };

/** Runs `work` with standard output captured, and answers its result and the JSON lines it logged. */
async function logLinesOf<T>(work: () => Promise<T>): Promise<{ result: T; logs: LogLine[] }> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  const result = await work().finally(() => spy.mockRestore());
  const logs = lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);
  return { result, logs };
}

describe('request logs', () => {
  it('are JSON lines carrying the request id, the route and the game id', async () => {
    const api = await startTestStack();
    try {
      const ann = await newPlayer(api, 'Ann');
      const { result: reply, logs } = await logLinesOf(() => api.post('/games/g_unknown/commands', { type: 'roll' }, ann.token));
      expect(reply.status).toBe(404);
      const refused = logs.find((l) => l.message === 'refused');
      const answered = logs.find((l) => l.message === 'answered');
      for (const line of [refused, answered]) {
        expect(line).toMatchObject({
          level: 'INFO',
          service: 'organized-chaos',
          gameId: 'g_unknown',
          route: 'POST /games/{gameId}/commands',
          requestId: expect.any(String),
          function_request_id: expect.any(String),
        });
      }
      expect(refused).toMatchObject({ code: 'game-not-found' });
      expect(answered).toMatchObject({ status: 404, dynamodbRequests: { Query: 1 } });
    } finally {
      await api.stack.stop();
    }
  });

  it('keep each request its own keys when the local server runs many at once (one process, as Lambda never does)', async () => {
    const api = await startTestStack();
    try {
      const ann = await newPlayer(api, 'Ann');
      const gameIds = Array.from({ length: 12 }, (_, i) => `g_concurrent${i}`);
      const { result: replies, logs } = await logLinesOf(() =>
        Promise.all(gameIds.map((gameId) => api.get(`/games/${gameId}`, ann.token))),
      );
      const answered = logs.filter((l) => l.message === 'answered');
      expect(answered).toHaveLength(gameIds.length);
      replies.forEach((reply, i) => {
        const line = answered.find((l) => l.requestId === reply.headers.get('x-request-id'));
        expect(line, `request ${i}`).toMatchObject({ gameId: gameIds[i] });
      });
      // And each its own Lambda context: one invocation id per request.
      expect(new Set(answered.map((l) => l.function_request_id)).size).toBe(gameIds.length);
    } finally {
      await api.stack.stop();
    }
  });
});
