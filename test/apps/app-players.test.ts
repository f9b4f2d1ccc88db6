/**
 * An app's own players against DynamoDB Local (docs/contract.md, Apps: PUT
 * /apps/{appId}/players/{externalId}): found or made by (appId, externalId), a new token per
 * sign-in with the others kept, one player of two first sign-ins at once; and the route's handler,
 * with apps made as POST /apps makes them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAppPlayer } from '../../functions/apps/app-players.ts';
import { createApp } from '../../functions/apps/apps.ts';
import { readApp } from '../../functions/apps/keys.ts';
import { GetCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { route } from '../../functions/http/handlers/apps-players-put.ts';
import { Problem } from '../../functions/http/problem.ts';
import { createPlayer, playerByToken } from '../../functions/players/players.ts';
import { revealNames } from '../../functions/privacy/reveal.ts';
import { useTables } from '../support/tables.ts';

useTables();

const NOW = Date.parse('2026-01-01T00:00:00Z');
/** An app as POST /apps makes it: sign-ups through it raise its count, which needs it there. */
const newApp = async () => (await createApp('p_owner', 'Dice Kings Mobile')).app.appId;
/** An app id nobody registered. */
const unknownApp = () => `app_${randomUUID().replaceAll('-', '')}`;
const works = async (token: string) => (await playerByToken(token, { cache: false }))?.playerId;
const profileOf = async (playerId: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.profile(playerId), ConsistentRead: true }))).Item;

describe('signInAppPlayer', () => {
  it('makes the player on the first sign-in and finds it on later ones, each with a new token; the others keep working', async () => {
    const appId = await newApp();
    const first = await signInAppPlayer({ appId, externalId: 'user-1', name: 'Ann' }, NOW);
    // Stored sealed, revealed on the way out (functions/privacy/).
    expect(await revealNames(first)).toMatchObject({
      created: true,
      name: 'Ann',
      externalId: 'user-1',
      appId,
      token: expect.stringMatching(/^oct_/),
    });
    if (first === 'name-required') throw new Error('made');
    expect(await revealNames(await profileOf(first.playerId))).toMatchObject({ appId, externalId: 'user-1', name: 'Ann' });

    const second = await signInAppPlayer({ appId, externalId: 'user-1', name: 'Ignored' }, NOW);
    expect(await revealNames(second)).toMatchObject({ created: false, playerId: first.playerId, name: 'Ann', externalId: 'user-1', appId });
    if (second === 'name-required') throw new Error('found');
    expect(second.token).not.toBe(first.token);
    expect(await works(first.token)).toBe(first.playerId);
    expect(await works(second.token)).toBe(first.playerId);
  });

  it('a first sign-in without a name makes nothing', async () => {
    const appId = await newApp();
    expect(await signInAppPlayer({ appId, externalId: 'user-1' }, NOW)).toBe('name-required');
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.appPlayer(appId, 'user-1') }));
    expect(Item).toBeUndefined();
  });

  it('the same externalId in two apps is two players', async () => {
    const [a, b] = await Promise.all([
      signInAppPlayer({ appId: await newApp(), externalId: 'same', name: 'Ann' }, NOW),
      signInAppPlayer({ appId: await newApp(), externalId: 'same', name: 'Bob' }, NOW),
    ]);
    expect((a as { playerId: string }).playerId).not.toBe((b as { playerId: string }).playerId);
  });

  it('several first sign-ins at once make one player; each is answered a token of it that works', async () => {
    const appId = await newApp();
    const all = await Promise.all(Array.from({ length: 6 }, () => signInAppPlayer({ appId, externalId: 'racer', name: 'Cy' }, NOW)));
    const signIns = all.filter((s) => s !== 'name-required');
    expect(signIns).toHaveLength(6);
    expect(new Set(signIns.map((s) => s.playerId)).size).toBe(1);
    expect(signIns.filter((s) => s.created)).toHaveLength(1);
    for (const s of signIns) expect(await works(s.token)).toBe(s.playerId);
    // The app counts its player once: the count is raised in the transaction that made it.
    expect((await readApp(appId))!.players).toBe(1);
  });

  it('writes `also` in the transaction that makes the player, and only then', async () => {
    const appId = await newApp();
    const counter = readKeys.profile(`counter-${appId}`);
    const also = [
      {
        Update: {
          TableName: tableNames().read,
          Key: counter,
          UpdateExpression: 'ADD players :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ];
    await signInAppPlayer({ appId, externalId: 'u', name: 'Dee' }, NOW, also);
    await signInAppPlayer({ appId, externalId: 'u' }, NOW, also);
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: counter, ConsistentRead: true }));
    expect(Item?.players).toBe(1);
  });
});

describe('PUT /apps/{appId}/players/{externalId}, its handler', () => {
  let appId: string;
  let secretKey: string;
  beforeAll(async () => {
    ({
      app: { appId },
      secretKey,
    } = await createApp('p_owner', 'Dice Kings Mobile'));
  });
  const put = (externalId: string, body: { name?: string }, authorization?: string, app = appId) =>
    route.handle({
      params: { appId: app, externalId },
      headers: { authorization },
      body,
      query: {},
      player: undefined,
      app: undefined,
      bearer: undefined,
      rawBody: JSON.stringify(body),
      idempotency: undefined,
      sourceIp: '127.0.0.1',
    });
  const refusal = (reply: Promise<unknown>) =>
    reply.then(
      () => undefined,
      (error: unknown) => (error instanceof Problem ? [error.status, error.code] : error),
    );

  it('201 made, 200 found, with the same player and a new token each', async () => {
    const made = await put('user-8841', { name: 'Ann' }, `Bearer ${secretKey}`);
    expect(await revealNames(made)).toMatchObject({
      status: 201,
      body: { name: 'Ann', externalId: 'user-8841', appId, token: expect.any(String) },
    });
    const found = await put('user-8841', {}, `Bearer ${secretKey}`);
    expect(await revealNames(found)).toMatchObject({
      status: 200,
      body: { playerId: (made.body as { playerId: string }).playerId, name: 'Ann' },
    });
    expect(Object.keys(found.body as object).sort()).toEqual(['appId', 'externalId', 'name', 'playerId', 'token']);
  });

  it('400 for a bad externalId or a first sign-in without a name; 401 without the secret key or with a token; 404 for an unknown app', async () => {
    const ann = await createPlayer('Ann');
    expect(await refusal(put('has space', { name: 'Ann' }, `Bearer ${secretKey}`))).toEqual([400, 'invalid-request']);
    expect(await refusal(put('x'.repeat(129), { name: 'Ann' }, `Bearer ${secretKey}`))).toEqual([400, 'invalid-request']);
    expect(await refusal(put('no-name-yet', {}, `Bearer ${secretKey}`))).toEqual([400, 'invalid-request']);
    expect(await refusal(put('u', { name: 'Ann' }))).toEqual([401, 'unauthenticated']);
    expect(await refusal(put('u', { name: 'Ann' }, `Bearer ${ann.token}`))).toEqual([401, 'unauthenticated']);
    expect(await refusal(put('u', { name: 'Ann' }, `Bearer ocsk_not-the-key`))).toEqual([401, 'unauthenticated']);
    expect(await refusal(put('u', { name: 'Ann' }, `Bearer ${secretKey}`, unknownApp()))).toEqual([404, 'app-not-found']);
  });
});
