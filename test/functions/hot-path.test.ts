/**
 * DESIGN.md, Storage: "one read and one conditional write per command, measured". Counted
 * against DynamoDB Local, request by request, for a command from a player seen before.
 */
import { describe, expect, it } from 'vitest';
import { countRequests } from '../../functions/adapters/dynamo.ts';
import { playCommand } from '../../functions/games/commands.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });

describe('the command hot path', () => {
  it('one command costs one Query and one conditional PutItem', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const { result, requests } = await countRequests(() => playCommand(gameId, ann.playerId, { type: 'roll' }));
    expect(result.kind).toBe('applied');
    expect(requests).toEqual({ Query: 1, PutItem: 1 });
  });

  it('over HTTP, a command by a player already authenticated costs two DynamoDB requests in all (Server-Timing)', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    await api.get('/players/me', ann.token);
    const reply = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('server-timing')).toMatch(/^dynamodb;desc="2 requests";dur=/);
  });

  it('a refused command writes nothing: one Query and no write', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const { result, requests } = await countRequests(() => playCommand(gameId, ann.playerId, { type: 'score', box: 'chance' }));
    expect(result).toMatchObject({ kind: 'refused', violation: { violation: 'wrong-step' } });
    expect(requests).toEqual({ Query: 1 });
  });
});
