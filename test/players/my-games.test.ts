/**
 * The my-games projection against DynamoDB Local, without the HTTP server: real streams written
 * by the command flow, the consumer handed the records DynamoDB Streams would carry, in any
 * order and more than once; and the rebuild from the events alone.
 */
import { DeleteCommand, GetCommand, PutCommand } from '../../functions/adapters/documents.ts';
import { describe, expect, it } from 'vitest';
import { addBot, fold, join, leave, play, resign, start } from '../../domain/platform/index.ts';
import { watchAwsCalls } from '../../functions/adapters/aws-calls.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { PAIRED_MY_GAME, readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { runCommand, type Decide } from '../../functions/games/command-service.ts';
import { createGame } from '../../functions/games/commands.ts';
import { datesOf, entryItem, myGameOf } from '../../functions/players/my-games-entry.ts';
import { nameOf, setOf, statuses } from '../../functions/players/my-games-lists.ts';
import { myGamesPage } from '../../functions/players/my-games-page.ts';
import { projectMyGames } from '../../functions/players/my-games-projection.ts';
import { rebuildMyGames } from '../../functions/players/my-games-rebuild.ts';
import { createPlayer } from '../../functions/players/players.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { streamBatch } from '../leaderboards/support.ts';
import { useTables } from '../support/tables.ts';
import { seededRandom } from '../support/seeded-random.ts';

useTables();
const handler = streamConsumer(projectMyGames);
// Each with the client seed a join brings (docs/contract.md, Fairness): the games draw from them once started.
const person = (name: string) => ({ playerId: `p_${name.toLowerCase()}`, name, clientSeed: name });
const [ann, bob, cy, dee] = [person('Ann'), person('Bob'), person('Cy'), person('Dee')];
const people = [ann, bob, cy, dee];

type Step = Decide;

/** A game stored by the command flow, one item per step; its items as stored. */
async function storeGame(game: 'dice-kings' | 'quicks', creator: { playerId: string; name: string }, steps: Step[]): Promise<StreamItem[]> {
  const created = await createGame(game, {}, creator);
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  const { gameId } = created.state;
  for (const step of steps) await runCommand(gameId, { decide: step });
  return loadStream(gameId);
}

/** Ann's Dice Kings: Bob and Cy join, Cy leaves, Dee joins, Ann starts and rolls, Bob and Dee resign: Ann wins. */
const ended = () =>
  storeGame('dice-kings', ann, [
    (s, now) => join(s, bob, now),
    (s, now) => join(s, cy, now),
    (s, now) => leave(s, cy.playerId, now),
    (s, now) => join(s, dee, now),
    (s, now, draws) => start(s, ann.playerId, now, draws),
    (s, now, draws) => play(s, { type: 'roll' }, ann.playerId, now, draws),
    (s, now) => resign(s, bob.playerId, now),
    (s, now) => resign(s, dee.playerId, now),
  ]);
/** Bob's Quicks lobby, which Ann joins and Bob cancels; Cy's lobby, which Ann joins. */
const cancelled = () => storeGame('quicks', bob, [(s, now) => join(s, ann, now), (s, now) => leave(s, bob.playerId, now)]);
const lobby = () => storeGame('quicks', cy, [(s, now) => join(s, ann, now)]);

/** Every list of every player: the games on it, each as the list shows it, read in pages of `limit`. */
async function everyList(limit = 100) {
  const out: Record<string, unknown[]> = {};
  for (const { playerId } of people)
    for (let set = 1; set < 1 << statuses.length; set++) {
      const games: unknown[] = [];
      let before: string | undefined;
      do {
        const page = await myGamesPage(playerId, set, limit, before);
        // Every page but the last is full.
        if (page.before !== undefined) expect(page.games).toHaveLength(limit);
        games.push(...page.games);
        before = page.before;
      } while (before !== undefined);
      out[`${playerId} ${nameOf(set)}`] = games;
    }
  return out;
}

/** The lists worked out from the games' final states alone. */
function expectedLists(streams: StreamItem[][]) {
  const out: Record<string, unknown[]> = {};
  const finals = streams
    .map((items) => ({ state: fold(items)!, at: items.at(-1)!.events.at(-1)!.at }))
    .sort((a, b) => b.at - a.at || (a.state.gameId < b.state.gameId ? 1 : -1));
  for (const { playerId } of people)
    for (let set = 1; set < 1 << statuses.length; set++)
      out[`${playerId} ${nameOf(set)}`] = finals
        .filter(({ state }) => state.players.some((p) => p.playerId === playerId) && set & (1 << statuses.indexOf(state.status as never)))
        .map(({ state, at }) => {
          const game = myGameOf(state, at);
          return { ...game, yourMove: game.turn?.awaiting.includes(playerId) ?? false };
        });
  return out;
}

const shuffled = <T>(items: T[], seed: number): T[] => {
  const rand = seededRandom(seed);
  return items
    .map((item) => ({ item, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
};

describe('the my-games projection', () => {
  it('converges whatever order and however often the stream delivers the records: each list shows the games as they are now', async () => {
    const streams = [await ended(), await cancelled(), await lobby()];
    expect(streams.map((s) => fold(s)!.status)).toEqual(['ended', 'cancelled', 'lobby']);
    const records = streams.flat();
    // Three deliveries: shuffled, then shuffled again with every record twice, then one more late copy of the oldest.
    for (const batch of [shuffled(records, 1), shuffled([...records, ...records], 2), [records[0]!]]) {
      const response = await handler(streamBatch(batch));
      expect(response.batchItemFailures).toEqual([]);
    }
    const lists = await everyList();
    expect(lists).toEqual(expectedLists(streams));
    // Every filter, one status or several, in pages of one game: the same lists, each game once.
    expect(await everyList(1)).toEqual(lists);
    expect(lists[`${cy.playerId} ${nameOf(15)}`]).toHaveLength(1); // Cy left Ann's game: only his own lobby
    expect(lists[`${ann.playerId} ended`]).toMatchObject([{ status: 'ended', result: { winners: [ann.playerId] } }]);
  }, 120_000);

  it('pages a filter of several statuses from the last game shown: a game changed meanwhile is not shown again, one on two lists at once only once', async () => {
    // People of this test alone: the others' lists hold the games of the tests before.
    const [fay, gus, hal] = [person('Fay'), person('Gus'), person('Hal')];
    const done = await storeGame('quicks', gus, [(s, now) => join(s, fay, now), (s, now) => leave(s, gus.playerId, now)]);
    const open = await storeGame('quicks', hal, [(s, now) => join(s, fay, now)]);
    await handler(streamBatch([...done, ...open]));
    const set = setOf(['lobby', 'cancelled']);
    const first = await myGamesPage(fay.playerId, set, 1, undefined);
    expect(first.games.map((g) => g.gameId)).toEqual([open[0]!.gameId]);
    // The game shown changes (Dee joins): it moves to the top, out of the pages still to come.
    const joined = await runCommand(open[0]!.gameId, { decide: (s, now) => join(s, dee, now) });
    expect(joined.kind).toBe('applied');
    await handler(streamBatch((await loadStream(open[0]!.gameId)).slice(open.length)));
    const second = await myGamesPage(fay.playerId, set, 1, first.before);
    expect(second.games.map((g) => g.gameId)).toEqual([done[0]!.gameId]);
    expect(second.before).toBeUndefined();
    // A copy of the cancelled game lagging on the lobby's list, older: the merge shows the game once, as it is now.
    const now = second.games[0]!;
    const lagging = {
      ...entryItem(fay.playerId, { ...now, status: 'lobby', updatedAt: '2000-01-01T00:00:00.000Z' }, datesOf(fold(done)!)),
      sk: 'SEAT#lagging',
    };
    await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: lagging }));
    expect((await myGamesPage(fay.playerId, set, 100, undefined)).games.map((g) => [g.gameId, g.status])).toEqual([
      [open[0]!.gameId, 'lobby'],
      [done[0]!.gameId, 'cancelled'],
    ]);
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: { pk: lagging.pk, sk: lagging.sk } }));
  }, 120_000);

  it('writes a batch of one game once per seat, one item each, from its newest item, and reads no game: each item folded from its records', async () => {
    const items = await ended();
    const sent: { operation: string; input: Record<string, any> }[] = [];
    const stop = watchAwsCalls((call) => void (call.service === 'dynamodb' && sent.push(call)));
    const response = await handler(streamBatch(items)).finally(stop);
    expect(response.batchItemFailures).toEqual([]);
    const listWrites = sent.filter(({ input }) => JSON.stringify(input).includes('"SEAT#'));
    expect(new Set(listWrites.map(({ operation }) => operation))).toEqual(new Set(['PutItem']));
    const seatWrites = listWrites.filter(({ input }) => input.Item.sk.startsWith('SEAT#'));
    // The newest item's three seats (Ann, Bob, Dee); Cy taken off where he left; and the items
    // that seat someone, for the seats then (Ann; Ann, Bob; Ann, Bob, Cy; Ann, Bob, Dee): one
    // item at a time, it would be 24 (each of the 9 items' seats).
    expect(seatWrites).toHaveLength(3 + 1 + (1 + 2 + 3 + 3));
    expect(listWrites).toHaveLength(seatWrites.length);
    // The batch begins at the game's creation: the function folds every item onto the one before it (games/transition.ts).
    expect(sent.filter(({ operation, input }) => operation === 'Query' && input.TableName === tableNames().events)).toHaveLength(0);
    const [last] = await Promise.all([myGamesPage(ann.playerId, 15, 100, undefined)]);
    expect(last.games.find((g) => g.gameId === items[0]!.gameId)).toMatchObject({ version: items.at(-1)!.version, status: 'ended' });
  }, 120_000);

  it('is rebuilt from the events alone: lists lost, and a seat the events no longer show, come out as the projection leaves them', async () => {
    const streams = [await ended(), await lobby()];
    await handler(streamBatch(streams.flat()));
    const before = await everyList();
    const [game] = streams;
    const gameId = game![0]!.gameId;
    // Ann's item of her game lost; Cy still listed in it, as if his leaving had never been seen.
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.myGame(ann.playerId, gameId) }));
    const seated = fold(game!.slice(0, 3))!;
    const stale = myGameOf(seated, 0);
    await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: entryItem(cy.playerId, stale, datesOf(seated)) }));
    expect(await everyList()).not.toEqual(before);
    const summary = await rebuildMyGames();
    expect(summary.stale).toBeGreaterThanOrEqual(1);
    expect(await everyList()).toEqual(before);
  }, 120_000);

  it('is rebuilt from the layout before (8 copies per seat, on lists of their own): the copies deleted, the lists as the projection leaves them', async () => {
    const streams = [await ended(), await lobby()];
    await handler(streamBatch(streams.flat()));
    const before = await everyList();
    const gameId = streams[0]![0]!.gameId;
    const copies = [
      // A copy on the list of every status, and one off the lists (a lobby left), as the layout before wrote them.
      {
        pk: `PLAYER#${ann.playerId}`,
        sk: `${PAIRED_MY_GAME}15#${gameId}`,
        gameId,
        version: 1,
        gsi1pk: `MYGAMES#${ann.playerId}#lobby`,
        gsi1sk: '1',
      },
      { pk: `PLAYER#${cy.playerId}`, sk: `${PAIRED_MY_GAME}3#${gameId}`, gameId, version: 4, left: true },
    ];
    for (const Item of copies) await dynamo().send(new PutCommand({ TableName: tableNames().read, Item }));
    const summary = await rebuildMyGames();
    expect(summary.paired).toBeGreaterThanOrEqual(copies.length);
    for (const { pk, sk } of copies)
      expect((await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: { pk, sk } }))).Item).toBeUndefined();
    expect(await everyList()).toEqual(before);
  }, 120_000);

  it('renames a seat taken with the name of before only while its game is going: a game that ended after the batch read it keeps its names', async () => {
    // Her profile's name is not the one her seat was taken with, as when she renamed herself meanwhile.
    const { playerId } = await createPlayer('Ivy');
    const ivy = { playerId, name: 'Ivy before', clientSeed: 'Ivy' };
    const items = await storeGame('dice-kings', ivy, [
      (s, now) => join(s, bob, now),
      (s, now, draws) => start(s, ivy.playerId, now, draws),
      (s, now) => resign(s, bob.playerId, now),
    ]);
    expect(fold(items)!.status).toBe('ended');
    // The creation's record, handled as if the batch had read the game before it started.
    const going = fold(items.slice(0, 2))!;
    await projectMyGames(items[0]!, async () => ({ before: null, after: fold(items.slice(0, 1)), latest: going }), { newerInBatch: false });
    expect(await loadStream(items[0]!.gameId)).toHaveLength(items.length);
  }, 120_000);

  it('lists no game for a bot seat: the people seated with it have the game, the bot has no list, as projected and as rebuilt (docs/contract.md, Bots)', async () => {
    const bot = 'p_bot_lists';
    const items = await storeGame('quicks', dee, [(s, now) => addBot(s, dee.playerId, bot, 'easy', now)]);
    const gameId = items[0]!.gameId;
    const listed = async () => ({
      dee: (await myGamesPage(dee.playerId, 15, 100, undefined)).games.map((g) => g.gameId),
      bot: (await myGamesPage(bot, 15, 100, undefined)).games,
      botItem: (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.myGame(bot, gameId) }))).Item,
    });
    await handler(streamBatch(items));
    const projected = await listed();
    expect(projected.dee).toContain(gameId);
    expect(projected.bot).toEqual([]);
    expect(projected.botItem).toBeUndefined();
    await rebuildMyGames();
    expect(await listed()).toEqual(projected);
  }, 120_000);
});
