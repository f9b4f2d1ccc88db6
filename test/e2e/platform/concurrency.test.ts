/** Platform core: simultaneous commands and retried commands over HTTP. */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

describe('concurrency', () => {
  it('20 commands sent at once at one game leave a consistent stream: as many applied as the rules allow, the rest refused', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    // Ann may roll at most three times a turn; Bob may do nothing: it is not his turn.
    const sends = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 3
        ? api.post(`/games/${gameId}/commands`, { type: 'roll' }, bob.token)
        : api.post(`/games/${gameId}/commands`, { type: 'roll', keep: [] }, ann.token),
    );
    const replies = await Promise.all(sends);
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const applied = replies.filter((r) => r.status === 200);
    expect(applied).toHaveLength(3);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
      expect(['illegal-move', 'not-your-turn']).toContain(refused.body.code);
    }
    const { body } = await api.get(`/games/${gameId}/events`);
    const versions = [...new Set(body.events.map((e: { version: number }) => e.version))];
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    expect(body.events.filter((e: { type: string }) => e.type === 'DiceRolled')).toHaveLength(3);
    // Versions 1–3 are create, join and start.
    expect(applied.map((r) => r.body.version).sort()).toEqual([4, 5, 6]);
  });

  it('expectedVersion: a game that has moved on answers 409 version-conflict and nothing is applied', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const first = await api.post(`/games/${gameId}/commands`, { type: 'roll', expectedVersion: 2 }, ann.token);
    expect(first.status).toBe(200);
    const stale = await api.post(`/games/${gameId}/commands`, { type: 'roll', keep: [0], expectedVersion: 2 }, ann.token);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version-conflict');
    expect((await api.get(`/games/${gameId}`)).body.version).toBe(3);
  });
});

describe('Idempotency-Key', () => {
  it('a command retried with the same key is applied once and answered with the same body', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const headers = { 'idempotency-key': 'roll-1' };
    const first = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token, headers);
    const again = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    const events = (await api.get(`/games/${gameId}/events`)).body.events;
    expect(events.filter((e: { type: string }) => e.type === 'DiceRolled')).toHaveLength(1);
  });

  it('the same key with another body is refused with 422 idempotency-key-reused', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const headers = { 'idempotency-key': 'k' };
    expect((await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token, headers)).status).toBe(200);
    const reused = await api.post(`/games/${gameId}/commands`, { type: 'score', box: 'chance' }, ann.token, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency-key-reused');
    expect((await api.get(`/games/${gameId}`)).body.board.pads[ann.playerId].columns[0].boxes.chance).toBeNull();
  });

  it('the same key sent concurrently is still applied once', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const headers = { 'idempotency-key': 'twice-at-once' };
    const replies = await Promise.all([1, 2, 3].map(() => api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token, headers)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    const events = (await api.get(`/games/${gameId}/events`)).body.events;
    expect(events.filter((e: { type: string }) => e.type === 'DiceRolled')).toHaveLength(1);
  });
});
