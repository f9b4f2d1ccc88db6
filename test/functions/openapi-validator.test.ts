/**
 * The check every e2e exchange goes through (test/support/openapi-validator.ts) finds each kind
 * of disagreement between openapi.yaml and an answer, both ways, on exchanges made up here.
 */
import { describe, expect, it } from 'vitest';
import { OpenApiValidator, type Exchange } from '../support/openapi-validator.ts';

const validator = OpenApiValidator.fromFile(new URL('../../openapi.yaml', import.meta.url));
const edge = { 'x-request-id': 'r1', 'server-timing': 'dynamodb;desc="1 requests";dur=1' };
const player = { playerId: 'p_1', name: 'Ann', appId: null };

function exchange(overrides: Partial<Exchange> & { headers?: Record<string, string> }): Exchange {
  const { headers = {}, ...rest } = overrides;
  return {
    method: 'GET',
    url: '/players/me',
    requestHeaders: { authorization: 'Bearer oct_x' },
    status: 200,
    responseHeaders: new Headers({ 'content-type': 'application/json', ...edge, ...headers }),
    responseText: JSON.stringify(player),
    ...rest,
  };
}

const problem = (code: string, status: number) =>
  JSON.stringify({ type: `https://organized-chaos.dev/problems/${code}`, title: 'x', status, detail: 'x', code, requestId: 'r1' });

describe('the openapi.yaml check', () => {
  it('passes an exchange the document describes', () => {
    expect(validator.check(exchange({}))).toEqual({ kind: 'operation', requestErrors: [], mismatches: [] });
  });

  it('finds an answer body the schema refuses: a field too many, one missing, a wrong type', () => {
    for (const body of [
      { ...player, admin: true },
      { playerId: 'p_1', appId: null },
      { ...player, name: 7 },
    ])
      expect(validator.check(exchange({ responseText: JSON.stringify(body) })).mismatches).toHaveLength(1);
  });

  it('finds an answer without a required header, with an undocumented status, or of another media type', () => {
    expect(validator.check(exchange({ responseHeaders: new Headers({ 'content-type': 'application/json' }) })).mismatches.join()).toContain(
      'X-Request-Id is missing',
    );
    expect(validator.check(exchange({ status: 418 })).mismatches.join()).toContain('not documented');
    expect(validator.check(exchange({ headers: { 'content-type': 'text/plain' } })).mismatches.join()).toContain('content-type');
  });

  it('finds a problem whose code the operation does not list for its status', () => {
    const listed = exchange({
      status: 401,
      responseText: problem('unauthenticated', 401),
      headers: { 'content-type': 'application/problem+json' },
    });
    expect(validator.check(listed).mismatches).toEqual([]);
    const unlisted = exchange({
      status: 401,
      responseText: problem('game-full', 401),
      headers: { 'content-type': 'application/problem+json' },
    });
    expect(validator.check(unlisted).mismatches).toHaveLength(1);
  });

  it('finds a request the document refuses but the server accepted', () => {
    const noToken = validator.check(exchange({ requestHeaders: {} }));
    expect(noToken.requestErrors).toEqual(['a bearer token is required']);
    expect(noToken.mismatches.join()).toContain('the document refuses this request');
    const badBody = exchange({
      method: 'POST',
      url: '/games',
      requestBody: JSON.stringify({ game: 'quicks', config: { LockAt: 99 } }),
      status: 201,
    });
    expect(validator.check(badBody).mismatches.join()).toContain('the document refuses this request');
  });

  it('finds a request the document accepts but the server refused for its shape', () => {
    const refused = exchange({
      method: 'POST',
      url: '/games',
      requestBody: JSON.stringify({ game: 'quicks', config: { LockAt: 3 } }),
      status: 400,
      responseText: problem('invalid-config', 400),
      headers: { 'content-type': 'application/problem+json' },
    });
    expect(validator.check(refused).mismatches.join()).toContain('the server refused its shape');
  });

  it('refuses query parameters an operation does not declare, and checks declared ones as their schema says', () => {
    expect(
      validator.check(exchange({ url: '/games?limit=20', requestHeaders: {}, responseText: '{"games":[],"nextCursor":null}' }))
        .requestErrors,
    ).toEqual([]);
    expect(validator.check(exchange({ url: '/games?limit=0', requestHeaders: {}, status: 400 })).requestErrors.join()).toContain('limit');
    expect(validator.check(exchange({ url: '/games?sort=new', requestHeaders: {}, status: 400 })).requestErrors).toEqual([
      'query parameter sort is not declared',
    ]);
  });

  it('checks a webhook delivery against the webhooks section: its body and its signature headers', () => {
    const body = JSON.stringify({
      id: 'msg_1',
      type: 'game.ended',
      timestamp: '2026-01-15T18:00:00.000Z',
      data: {
        gameId: 'g_1',
        version: 9,
        result: { winners: ['p_1'], scores: { p_1: 3 } },
        pot: { stake: 0, total: 0, shares: { p_1: 0 } },
        serverSeed: 'ab'.repeat(32),
      },
    });
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' };
    expect(validator.checkDelivery(headers, body)).toEqual([]);
    expect(validator.checkDelivery({ 'webhook-id': 'msg_1' }, body)).toHaveLength(2);
    expect(validator.checkDelivery(headers, body.replace('"result"', '"outcome"'))).not.toEqual([]);
  });
});
