import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();

describe('the local server', () => {
  it('serves /openapi.yaml and an offline API viewer at /docs', async () => {
    const { api } = ctx;
    const yaml = await api.get('/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.text).toMatch(/^openapi: 3\.1\.0/);
    const docs = await api.get('/docs');
    expect(docs.text).toContain('/docs/swagger-ui-bundle.js');
    const bundle = await api.get('/docs/swagger-ui-bundle.js');
    expect([bundle.status, bundle.headers.get('content-type')]).toEqual([200, 'text/javascript']);
    expect((await api.get('/docs/..%2Fpackage.json')).status).toBe(404);
  });

  it('answers /health and plays a Dice Kings roll over HTTP', async () => {
    const { api } = ctx;
    expect((await api.get('/health')).status).toBe(200);
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { rig: { dice: [[1, 2, 3, 4, 5]] } });
    const rolled = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(rolled.status).toBe(200);
    expect(rolled.body.game.board.dice).toEqual([1, 2, 3, 4, 5]);
  });
});
