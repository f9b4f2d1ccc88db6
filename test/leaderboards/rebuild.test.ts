import { DeleteCommand, PutCommand } from '../../functions/adapters/documents.ts';
import { describe, expect, it } from 'vitest';
import type { StreamItem } from '../../functions/adapters/event-store.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { entryItem } from '../../functions/leaderboards/items.ts';
import { rebuildLeaderboards } from '../../functions/leaderboards/rebuild.ts';
import { projectLeaderboards } from '../../functions/leaderboards/projection.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { boards, streamBatch, writeFinishedGame, type GameSpec } from './support.ts';
import { useTables } from '../support/tables.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** This consumer alone, as the stream handler would run it. */
const handler = streamConsumer(projectLeaderboards);

useTables();

const GAMES = 300;
const kinds = [
  { board: 'quicks', game: 'quicks', seats: [2, 5] },
  { board: 'dice-kings', game: 'dice-kings', seats: [1, 6] },
  { board: 'dice-kings-3', game: 'dice-kings', config: { Columns: 3 }, seats: [1, 6] },
  { board: 'rummiduck', game: 'rummiduck', seats: [2, 4] },
] as const;

function randomGames(): (GameSpec & { board: string })[] {
  const next = seededRandom(7);
  const pick = (n: number) => Math.floor(next() * n);
  const pool = Array.from({ length: 40 }, (_, i) => ({ playerId: `p_${String(i).padStart(2, '0')}`, name: `Player ${i}` }));
  return Array.from({ length: GAMES }, () => {
    const kind = kinds[pick(kinds.length)]!;
    const seated = [...pool].sort(() => next() - 0.5).slice(0, kind.seats[0] + pick(kind.seats[1] - kind.seats[0] + 1));
    // A narrow score range, negatives included, so ties for a win and for a best score are common.
    return {
      board: kind.board,
      game: kind.game,
      config: 'config' in kind ? kind.config : {},
      players: seated,
      scores: seated.map(() => pick(41) - 10),
    };
  });
}

/** The boards worked out from the game specs alone, in the order the API promises. */
function expectedBoards(games: ReturnType<typeof randomGames>) {
  const lines = new Map<string, { board: string; playerId: string; name: string; bestScore: number; wins: number; games: number }>();
  for (const g of games) {
    const best = Math.max(...g.scores);
    g.players.forEach((p, i) => {
      const key = `${g.board}/${p.playerId}`;
      const was = lines.get(key);
      lines.set(key, {
        board: g.board,
        playerId: p.playerId,
        name: p.name,
        bestScore: Math.max(was?.bestScore ?? -Infinity, g.scores[i]!),
        wins: (was?.wins ?? 0) + (g.scores[i] === best ? 1 : 0),
        games: (was?.games ?? 0) + 1,
      });
    });
  }
  const byBoard = (board: string) =>
    [...lines.values()]
      .filter((l) => l.board === board)
      .sort((a, b) => b.bestScore - a.bestScore || (a.playerId < b.playerId ? 1 : -1))
      .map(({ board: _, ...l }) => l);
  return Object.fromEntries(kinds.map((k) => [k.board, byBoard(k.board)]));
}

const lines = (all: Awaited<ReturnType<typeof boards>>) =>
  Object.fromEntries(
    Object.entries(all).map(([board, items]) => [
      board,
      items.map((i) => ({ playerId: i.playerId, name: i.name, bestScore: i.bestScore, wins: i.wins, games: i.games })),
    ]),
  );

describe('rebuilding the leaderboards from the events', () => {
  it(`gives exactly the boards the stream consumer built, after ${GAMES} random games`, async () => {
    const games = randomGames();
    const streams: StreamItem[][] = [];
    for (let i = 0; i < games.length; i += 20) streams.push(...(await Promise.all(games.slice(i, i + 20).map(writeFinishedGame))));

    // The consumer gets every item in batches of ten games, four batches at once, and every
    // third batch a second time, as a redelivering event source would.
    const batches: StreamItem[][] = [];
    for (let i = 0; i < streams.length; i += 10) batches.push(streams.slice(i, i + 10).flat());
    const deliveries = batches.flatMap((b, i) => (i % 3 === 0 ? [b, b] : [b]));
    for (let i = 0; i < deliveries.length; i += 4) {
      const replies = await Promise.all(deliveries.slice(i, i + 4).map((b) => handler(streamBatch(b))));
      expect(replies.flatMap((r) => r.batchItemFailures)).toEqual([]);
    }
    const incremental = await boards();
    expect(lines(incremental)).toEqual(expectedBoards(games));

    // Damage the read side: a line no game supports, a line lost, a line altered.
    const table = tableNames().read;
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: entryItem({ leaderboard: 'quicks', playerId: 'p_ghost', name: 'Ghost', bestScore: 999, wins: 9, games: 9 }),
      }),
    );
    const lost = incremental.rummiduck[0]!;
    await dynamo().send(new DeleteCommand({ TableName: table, Key: { pk: lost.pk, sk: lost.sk } }));
    const altered = incremental['dice-kings'][1]!;
    await dynamo().send(new PutCommand({ TableName: table, Item: { ...altered, wins: 1000 } }));

    const summary = await rebuildLeaderboards();
    expect(summary.games).toBe(GAMES);
    expect(await boards()).toEqual(incremental);

    // The rebuild keeps the checkpoints: the whole stream delivered again changes nothing.
    await handler(streamBatch(streams.flat()));
    expect(await boards()).toEqual(incremental);
  }, 120_000);
});
