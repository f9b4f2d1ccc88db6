/**
 * Writes whose answer comes late: DynamoDB Local stores the write at once and
 * the fault proxy holds its answer back 4.5 s, longer than one attempt of the DynamoDB client
 * and than the request's whole deadline (the contract's figure here, not the suite's longer one).
 * The held answers are those of the write and of the client's own retry of it; every other
 * request, the look whether the write landed among them, is answered as usual. Each writer
 * looks when no answer came, finds its write, and answers as if nothing had happened, within
 * the contract's 3 s. Before, each of these answered 503 at about 2.5 s, and a client that
 * tried the roll again applied it twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoEndpoint } from '../support/dynamodb-endpoint.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { newGame, newPlayer, startTestStack, type Api, type Reply } from '../support/local-stack.ts';

/** Longer than an attempt (a third of the deadline) and than the deadline itself (2.5 s). */
const HOLD_MS = 4_500;
/** The write's first try and the DynamoDB client's retry of it. */
const HELD = 2;

let proxy: FaultProxy;
let api: Api;
const figures: Record<string, number> = {};

beforeAll(async () => {
  // The contract's deadline (edge.ts), not the suite's longer one (vitest.config.ts); read at each request.
  process.env.DYNAMODB_DEADLINE_MS = '';
  proxy = await startFaultProxy(dynamoEndpoint());
  api = await startTestStack({ dynamoEndpoint: proxy.endpoint });
});

afterAll(async () => {
  console.info(`late answers, answered in (ms): ${JSON.stringify(figures)}`);
  await api?.stack.stop();
  await proxy?.close();
});

/** A DynamoDB request of this operation whose body names every one of `texts`. */
const request = (operation: string, ...texts: string[]) =>
  new RegExp([`DynamoDB_20120810.${operation}\\b`, ...texts].map((text) => `(?=[\\s\\S]*${text.replace(/[#$.]/g, '\\$&')})`).join(''));

/**
 * The reply to `send` while the answers to `held` are held back, which must have the status
 * `expected` and come within the contract's 3 s; the time it took is kept for the figures.
 */
async function withHeldWrite(name: string, held: RegExp, expected: number, send: () => Promise<Reply>): Promise<Reply> {
  const landed = proxy.holdAnswer({ request: held, ms: HOLD_MS, times: HELD });
  const started = performance.now();
  const reply = await send();
  figures[name] = Math.round(performance.now() - started);
  expect([reply.status, reply.body?.code], name).toEqual([expected, undefined]);
  expect(figures[name], `${name}: within the contract's 3 s`).toBeLessThan(3_000);
  // Both held answers were this request's: the write's and the client's retry of it.
  await landed;
  return reply;
}

const rollsOf = async (gameId: string) =>
  (await loadStream(gameId)).flatMap((item) => item.events).filter((e) => e.type === 'DiceRolled').length;

describe('a write whose answer comes late is answered as stored, within 3 s, not 503', () => {
  // A player's token rests on the warm cache: their command is one TransactWriteItems, its item and the token's condition.
  it.each([
    ['a command', 'TransactWriteItems', {}, {}],
    ['a command with expectedVersion', 'TransactWriteItems', { expectedVersion: 2 }, {}],
    ['a command with expectedVersion and an Idempotency-Key', 'TransactWriteItems', { expectedVersion: 2 }, { 'idempotency-key': 'roll' }],
  ])('%s (%s): 200 at its version, the roll applied once', async (name, operation, body, headers) => {
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    // The game's own item (the stream consumers' writes name the game too).
    const reply = await withHeldWrite(name, request(operation, `"TableName":"${tableNames().events}"`, gameId), 200, () =>
      api.request('POST', `/games/${gameId}/commands`, { body: { type: 'roll', ...body }, token: ann.token, headers }),
    );
    expect(reply.body.version).toBe(3);
    expect(await rollsOf(gameId)).toBe(1);
  });

  it.each([
    ['its creation', (playerId: string) => request('TransactWriteItems', '"SEED#', playerId)],
    ["its key's claim", (playerId: string) => request('PutItem', `IDEMPOTENCY#${playerId}`)],
    ['its kept answer', (playerId: string) => request('UpdateItem', `IDEMPOTENCY#${playerId}`)],
  ])('POST /games with an Idempotency-Key, %s held: 201, one game, replayed to the retry', async (what, held) => {
    const ann = await newPlayer(api, 'Ann');
    const create = () => api.post('/games', { game: 'quicks' }, ann.token, { 'idempotency-key': `create ${what}` });
    const created = await withHeldWrite(`POST /games, ${what}`, held(ann.playerId), 201, create);
    const again = await create();
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.gameId]).toEqual([201, 'true', created.body.gameId]);
    expect((await api.get(`/games/${created.body.gameId}`)).body.players).toHaveLength(1);
  });

  it('POST /players: 201 with the player it stored, whose token works', async () => {
    const created = await withHeldWrite('POST /players', request('TransactWriteItems', '"TOKEN#'), 201, () =>
      api.post('/players', { name: 'Cleo' }),
    );
    const me = await api.get('/players/me', created.body.token);
    expect([me.status, me.body]).toEqual([200, { playerId: created.body.playerId, name: 'Cleo', appId: null }]);
  });
});
