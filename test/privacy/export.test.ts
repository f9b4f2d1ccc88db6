/**
 * The export's sources against DynamoDB Local (functions/privacy/): a seat the my-games
 * projection has not listed yet, a lobby left and its list lost then rebuilt from the events,
 * and what was stored before the export's fields were kept (a game's copy without its dates, a
 * profile without its creation time, a ticket not listed under its owner).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { join, leave } from '../../domain/platform/index.ts';
import { games as registered } from '../../domain/games.ts';
import { DeleteCommand, UpdateCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { runCommand, type Decide } from '../../functions/games/command-service.ts';
import { createGame } from '../../functions/games/commands.ts';
import { poolOf } from '../../functions/matchmaking/pool.ts';
import { newTicketId, storeTicket, ticketsMadeBy, ticketView, type Ticket } from '../../functions/matchmaking/tickets.ts';
import { projectMyGames } from '../../functions/players/my-games-projection.ts';
import { rebuildMyGames } from '../../functions/players/my-games-rebuild.ts';
import { createPlayer } from '../../functions/players/players.ts';
import { exportOf } from '../../functions/privacy/export.ts';
import { gamesOf } from '../../functions/privacy/games.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { streamBatch } from '../leaderboards/support.ts';
import { useTables } from '../support/tables.ts';

useTables();
const project = streamConsumer(projectMyGames);

const newPerson = async (name: string) => {
  const { playerId } = await createPlayer(name);
  return { playerId, name, clientSeed: name };
};

/** A Quicks game stored by the command flow, one item per step; its items as stored. */
async function storeGame(creator: { playerId: string; name: string }, steps: Decide[]): Promise<StreamItem[]> {
  const created = await createGame('quicks', {}, creator);
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  for (const step of steps) await runCommand(created.state.gameId, { decide: step });
  return loadStream(created.state.gameId);
}

const read = tableNames;

describe("a player's games in their export", () => {
  it('holds a seat taken a moment ago, before the my-games projection lists it (from the seating, read from the game)', async () => {
    const [ann, bob] = await Promise.all([newPerson('Ann'), newPerson('Bob')]);
    const items = await storeGame(ann, [(s, now) => join(s, bob, now)]);
    const gameId = items[0]!.gameId;
    const unlisted = { gameId, game: 'quicks', status: 'lobby', createdAt: expect.any(String), endedAt: null };
    expect(await gamesOf(ann.playerId)).toEqual([{ ...unlisted, seat: 0 }]);
    expect(await gamesOf(bob.playerId)).toEqual([{ ...unlisted, seat: 1 }]);
    // Listed: the same, from the copy on the list.
    expect((await project(streamBatch(items))).batchItemFailures).toEqual([]);
    expect(await gamesOf(bob.playerId)).toEqual([{ ...unlisted, seat: 1 }]);
  });

  it('holds a lobby left (seat null), and again once the lists are lost and rebuilt from the events', async () => {
    const [ann, bob] = await Promise.all([newPerson('Ann'), newPerson('Bob')]);
    const items = await storeGame(bob, [(s, now) => join(s, ann, now), (s, now) => leave(s, ann.playerId, now)]);
    const gameId = items[0]!.gameId;
    await project(streamBatch(items));
    const left = [{ gameId, game: 'quicks', status: 'lobby', seat: null, createdAt: expect.any(String), endedAt: null }];
    expect(await gamesOf(ann.playerId)).toEqual(left);
    await dynamo().send(new DeleteCommand({ TableName: read().read, Key: readKeys.myGame(ann.playerId, gameId) }));
    expect(await gamesOf(ann.playerId)).toEqual([]);
    await rebuildMyGames();
    expect(await gamesOf(ann.playerId)).toEqual(left);
  });

  it("dates a game whose copy was written before copies kept dates from the game itself: the cancellation's time", async () => {
    const [ann, bob] = await Promise.all([newPerson('Ann'), newPerson('Bob')]);
    const items = await storeGame(ann, [(s, now) => join(s, bob, now), (s, now) => leave(s, ann.playerId, now)]);
    const gameId = items[0]!.gameId;
    await project(streamBatch(items));
    const [dated] = await gamesOf(bob.playerId);
    const cancelledAt = new Date(items.at(-1)!.events.at(-1)!.at).toISOString();
    expect(dated).toEqual({
      gameId,
      game: 'quicks',
      status: 'cancelled',
      seat: 1,
      createdAt: new Date(items[0]!.events[0]!.at).toISOString(),
      endedAt: cancelledAt,
    });
    await dynamo().send(
      new UpdateCommand({
        TableName: read().read,
        Key: readKeys.myGame(bob.playerId, gameId),
        UpdateExpression: 'REMOVE createdAt, endedAt',
      }),
    );
    expect(await gamesOf(bob.playerId)).toEqual([dated]);
  });
});

describe("a player's export, of what was stored before it", () => {
  it('dates a profile made before profiles kept their creation by the grant made with the player', async () => {
    const ann = await newPerson('Ann');
    const made = (await exportOf(ann.playerId))!.player.createdAt;
    await dynamo().send(
      new UpdateCommand({ TableName: read().read, Key: readKeys.profile(ann.playerId), UpdateExpression: 'REMOVE createdAt' }),
    );
    const { player, ledger } = (await exportOf(ann.playerId))!;
    expect(ledger).toEqual([expect.objectContaining({ kind: 'grant' })]);
    expect(player.createdAt).toBe(ledger[0]!.at);
    expect(Math.abs(Date.parse(player.createdAt) - Date.parse(made))).toBeLessThan(1_000);
  });

  it('finds every ticket listed under its owner, and the one searching that was made before tickets were listed', async () => {
    const owner = `p_${randomUUID().replaceAll('-', '')}`;
    const config = registered.quicks.configSchema.parse({});
    const ticket = (createdAt: number): Ticket => ({
      ticketId: newTicketId(),
      owner,
      ownerName: 'Ann',
      game: 'quicks',
      config,
      players: 2,
      bots: false,
      status: 'searching',
      createdAt,
      ordinal: 0,
      pool: poolOf('quicks', config, 2),
    });
    const first = ticket(Date.now() - 10 * 60_000);
    // The first one's search is long over (past its five minutes): a second may be made.
    await storeTicket(first);
    const second = ticket(Date.now());
    await storeTicket(second);
    expect((await ticketsMadeBy(owner)).map(ticketView)).toEqual([first, second].map(ticketView));
    // The second as a ticket made before: not listed under its owner, only named by their quick-match item.
    await dynamo().send(new DeleteCommand({ TableName: read().read, Key: readKeys.playerTicket(owner, second.ticketId) }));
    expect((await ticketsMadeBy(owner)).map((t) => t.ticketId)).toEqual([first.ticketId, second.ticketId]);
    await dynamo().send(new DeleteCommand({ TableName: read().read, Key: readKeys.playerTicket(owner, first.ticketId) }));
    expect((await ticketsMadeBy(owner)).map((t) => t.ticketId)).toEqual([second.ticketId]);
  });
});
