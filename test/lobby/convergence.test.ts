/**
 * The lobby list converges whatever the stream delivers: each record writes the whole lobby as
 * of its version (the game read back), and the newest one wins. Parallel joins over
 * HTTP, then the game's very records replayed to the projection shuffled and duplicated.
 */
import { DeleteCommand, GetCommand } from '../../functions/adapters/documents.ts';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { projectLobby } from '../../functions/lobby/projection.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { newPlayer, useTestStack, type Api } from '../support/local-stack.ts';
import { seededRandom } from '../support/seeded-random.ts';

const ctx = useTestStack();
const lobbyProjection = streamConsumer(projectLobby);

const listed = async (api: Api, gameId: string) =>
  ((await api.get('/games?status=lobby&game=quicks&limit=100')).body.games as { gameId: string; players: number }[]).find(
    (g) => g.gameId === gameId,
  );

/** A Quicks game (five seats) created by one player and joined by `joiners` others all at once. */
async function joinedAtOnce(api: Api, joiners: number): Promise<string> {
  const players = await Promise.all(Array.from({ length: joiners + 1 }, (_, i) => newPlayer(api, `P${i}`)));
  const created = await api.post('/games', { game: 'quicks' }, players[0]!.token);
  const replies = await Promise.all(players.slice(1).map((p) => api.post(`/games/${created.body.gameId}/join`, undefined, p.token)));
  expect(replies.map((r) => r.status)).toEqual(players.slice(1).map(() => 200));
  await api.stack.settled();
  return created.body.gameId;
}

const asRecord = (item: StreamItem, n: number): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: String(n), NewImage: marshall(item, { removeUndefinedValues: true }) as never },
});

const lobbyItem = async (gameId: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: { pk: `GAME#${gameId}`, sk: 'LOBBY' }, ConsistentRead: true })))
    .Item;

/** The game's records in a shuffled order, some of them twice, replayed onto an empty lobby item. */
async function replayShuffled(gameId: string, seed: number): Promise<void> {
  const items = await loadStream(gameId);
  const random = seededRandom(seed);
  const records = [...items, ...items.filter(() => random() < 0.5)].map((item, i) => ({ item, order: random(), n: i }));
  records.sort((a, b) => a.order - b.order);
  await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: { pk: `GAME#${gameId}`, sk: 'LOBBY' } }));
  // One record per batch, as a stream may hand them over one by one.
  for (const { item, n } of records) await lobbyProjection({ Records: [asRecord(item, n)] } as DynamoDBStreamEvent);
}

describe('the lobby list', () => {
  it('four players joining a five-seat game at once: the full game leaves the list', async () => {
    const { api } = ctx;
    const gameId = await joinedAtOnce(api, 4);
    expect(await listed(api, gameId)).toBeUndefined();
  });

  it('three players joining at once: listed with four players', async () => {
    const { api } = ctx;
    const gameId = await joinedAtOnce(api, 3);
    expect(await listed(api, gameId)).toMatchObject({ gameId, players: 4, seats: 5 });
  });

  it('converges on the same lobby whatever order and duplication the stream delivers the records in', async () => {
    const { api } = ctx;
    const open = await joinedAtOnce(api, 3);
    const full = await joinedAtOnce(api, 4);
    const expected = { open: await lobbyItem(open), full: await lobbyItem(full) };
    expect(expected.open).toMatchObject({ players: 4, gsi1pk: 'LOBBY' });
    expect(expected.full).toMatchObject({ players: 5 });
    expect(expected.full!.gsi1pk).toBeUndefined();
    for (let seed = 1; seed <= 12; seed++) {
      await replayShuffled(open, seed);
      await replayShuffled(full, seed);
      expect(await lobbyItem(open), `seed ${seed}`).toEqual(expected.open);
      expect(await lobbyItem(full), `seed ${seed}`).toEqual(expected.full);
    }
    expect(await listed(api, open)).toMatchObject({ players: 4 });
    expect(await listed(api, full)).toBeUndefined();
  });

  it('a started game stays off the list even when its creation and joins arrive after the start', async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const gameId = (await api.post('/games', { game: 'quicks' }, ann.token)).body.gameId;
    await api.post(`/games/${gameId}/join`, undefined, bob.token);
    await api.post(`/games/${gameId}/start`, undefined, ann.token);
    await api.stack.settled();
    const items = await loadStream(gameId);
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: { pk: `GAME#${gameId}`, sk: 'LOBBY' } }));
    for (const [n, item] of [...items].reverse().entries()) await lobbyProjection({ Records: [asRecord(item, n)] } as DynamoDBStreamEvent);
    expect(await lobbyItem(gameId)).toMatchObject({ version: 3, players: 2 });
    expect(await listed(api, gameId)).toBeUndefined();
  });
});
