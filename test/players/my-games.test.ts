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
import { listOrder, lists, onList, readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { runCommand, type Decide } from '../../functions/games/command-service.ts';
import { createGame } from '../../functions/games/commands.ts';
import { myGameOf } from '../../functions/players/my-games-entry.ts';
import { nameOf, pairings, setIn, statuses } from '../../functions/players/my-games-lists.ts';
import { myGamesPage } from '../../functions/players/my-games-page.ts';
import { projectMyGames } from '../../functions/players/my-games-projection.ts';
import { rebuildMyGames } from '../../functions/players/my-games-rebuild.ts';
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

/** Every list of every player: the games on it, each as the list shows it. */
async function everyList() {
  const out: Record<string, unknown[]> = {};
  for (const { playerId } of people)
    for (let set = 1; set < 1 << statuses.length; set++)
      out[`${playerId} ${nameOf(set)}`] = (await myGamesPage(playerId, set, 100, undefined)).games;
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
    expect(lists[`${cy.playerId} ${nameOf(15)}`]).toHaveLength(1); // Cy left Ann's game: only his own lobby
    expect(lists[`${ann.playerId} ended`]).toMatchObject([{ status: 'ended', result: { winners: [ann.playerId] } }]);
  }, 120_000);

  it('writes a batch of one game once per seat, from its newest item, and reads no game: each item folded from its records', async () => {
    const items = await ended();
    const sent: { operation: string; input: Record<string, any> }[] = [];
    const stop = watchAwsCalls((call) => void (call.service === 'dynamodb' && sent.push(call)));
    const response = await handler(streamBatch(items)).finally(stop);
    expect(response.batchItemFailures).toEqual([]);
    const seatWrites = sent.filter(
      ({ operation, input }) => operation === 'TransactWriteItems' && input.TransactItems[0].Put.Item.sk.startsWith('MYGAME#'),
    );
    // The newest item's three seats (Ann, Bob, Dee); Cy taken off where he left; and the items
    // that seat someone, for the seats then (Ann; Ann, Bob; Ann, Bob, Cy; Ann, Bob, Dee): one
    // item at a time, it would be 24 (each of the 9 items' seats).
    expect(seatWrites).toHaveLength(3 + 1 + (1 + 2 + 3 + 3));
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
    // Ann's items of her game lost; Cy still listed in it, as if his leaving had never been seen.
    for (const pairing of pairings)
      await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.myGame(ann.playerId, pairing, gameId) }));
    const stale = myGameOf(fold(game!.slice(0, 2))!, 0);
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: {
          ...readKeys.myGame(cy.playerId, 15, gameId),
          ...stale,
          ...onList(lists.myGames(cy.playerId, nameOf(setIn(15, 'lobby'))), listOrder.changed(stale.updatedAt, gameId)),
        },
      }),
    );
    expect(await everyList()).not.toEqual(before);
    const summary = await rebuildMyGames();
    expect(summary.stale).toBeGreaterThanOrEqual(1);
    expect(await everyList()).toEqual(before);
  }, 120_000);

  it('lists no game for a bot seat: the people seated with it have the game, the bot has no list, as projected and as rebuilt (docs/contract.md, Bots)', async () => {
    const bot = 'p_bot_lists';
    const items = await storeGame('quicks', dee, [(s, now) => addBot(s, dee.playerId, bot, 'easy', now)]);
    const gameId = items[0]!.gameId;
    const listed = async () => ({
      dee: (await myGamesPage(dee.playerId, 15, 100, undefined)).games.map((g) => g.gameId),
      bot: (await myGamesPage(bot, 15, 100, undefined)).games,
      botItems: await Promise.all(
        pairings.map(
          async (pairing) =>
            (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.myGame(bot, pairing, gameId) }))).Item,
        ),
      ),
    });
    await handler(streamBatch(items));
    const projected = await listed();
    expect(projected.dee).toContain(gameId);
    expect(projected.bot).toEqual([]);
    expect(projected.botItems.every((item) => item === undefined)).toBe(true);
    await rebuildMyGames();
    expect(await listed()).toEqual(projected);
  }, 120_000);
});
