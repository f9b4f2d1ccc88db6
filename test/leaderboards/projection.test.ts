import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealName } from '../../functions/privacy/sealed-names.ts';
import { recordErasure } from '../../functions/privacy/tombstone.ts';
import { projectLeaderboards } from '../../functions/leaderboards/projection.ts';
import { rebuildLeaderboards } from '../../functions/leaderboards/rebuild.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { boards, streamBatch, writeFinishedGame } from './support.ts';
import { useTables } from '../support/tables.ts';

/** This consumer alone, as the stream handler would run it. */
const handler = streamConsumer(projectLeaderboards);

useTables();

const ann = { playerId: 'p_ann', name: 'Ann' };
const bob = { playerId: 'p_bob', name: 'Bob' };
const cy = { playerId: 'p_cy', name: 'Cy' };

const line = (board: Record<string, unknown>[], playerId: string) => {
  const found = board.find((e) => e.playerId === playerId);
  return found && { bestScore: found.bestScore, wins: found.wins, games: found.games, name: found.name };
};

describe('the leaderboards consumer', () => {
  it('counts a finished game on its board: best score, wins (every tied winner), games', async () => {
    const items = await writeFinishedGame({ game: 'quicks', players: [ann, bob, cy], scores: [12, 12, -5] });
    expect(await handler(streamBatch(items))).toEqual({ batchItemFailures: [] });
    const { quicks } = await boards();
    // Best score first; the tie is ordered by playerId so every reader sees one order.
    expect(quicks.map((e) => e.playerId)).toEqual(['p_bob', 'p_ann', 'p_cy']);
    expect(line(quicks, 'p_ann')).toEqual({ bestScore: 12, wins: 1, games: 1, name: 'Ann' });
    expect(line(quicks, 'p_bob')).toEqual({ bestScore: 12, wins: 1, games: 1, name: 'Bob' });
    expect(line(quicks, 'p_cy')).toEqual({ bestScore: -5, wins: 0, games: 1, name: 'Cy' });
  });

  it('keeps the best score and adds up wins and games over several games', async () => {
    await handler(streamBatch(await writeFinishedGame({ game: 'rummiduck', players: [ann, bob], scores: [30, -30] })));
    await handler(streamBatch(await writeFinishedGame({ game: 'rummiduck', players: [ann, bob], scores: [-4, 4] })));
    const { rummiduck } = await boards();
    expect(line(rummiduck, 'p_ann')).toEqual({ bestScore: 30, wins: 1, games: 2, name: 'Ann' });
    expect(line(rummiduck, 'p_bob')).toEqual({ bestScore: 4, wins: 1, games: 2, name: 'Bob' });
  });

  it('puts a one-column Dice Kings game on dice-kings and a three-column one on dice-kings-3 only', async () => {
    await handler(streamBatch(await writeFinishedGame({ game: 'dice-kings', config: { Columns: 3 }, players: [cy], scores: [700] })));
    await handler(streamBatch(await writeFinishedGame({ game: 'dice-kings', players: [cy], scores: [250] })));
    const all = await boards();
    expect(line(all['dice-kings-3']!, 'p_cy')).toEqual({ bestScore: 700, wins: 1, games: 1, name: 'Cy' });
    expect(line(all['dice-kings']!, 'p_cy')).toEqual({ bestScore: 250, wins: 1, games: 1, name: 'Cy' });
  });

  it('changes nothing when the same stream batch is handled twice', async () => {
    const items = await writeFinishedGame({ game: 'quicks', players: [ann, bob], scores: [40, 20] });
    await handler(streamBatch(items));
    const once = await boards();
    expect(line(once.quicks!, 'p_ann')).toEqual({ bestScore: 40, wins: 2, games: 2, name: 'Ann' });
    expect(await handler(streamBatch(items))).toEqual({ batchItemFailures: [] });
    await Promise.all([handler(streamBatch(items)), handler(streamBatch(items))]);
    expect(await boards()).toEqual(once);
  });

  it('loses no update when games of the same player are counted at the same time', async () => {
    const games = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        writeFinishedGame({ game: 'dice-kings', players: [{ playerId: 'p_dee', name: 'Dee' }, ann], scores: [100 + i, 90] }),
      ),
    );
    const replies = await Promise.all(games.map((items) => handler(streamBatch(items))));
    expect(replies.every((r) => r.batchItemFailures.length === 0)).toBe(true);
    const board = (await boards())['dice-kings']!;
    expect(line(board, 'p_dee')).toEqual({ bestScore: 105, wins: 6, games: 6, name: 'Dee' });
    expect(line(board, 'p_ann')).toEqual({ bestScore: 90, wins: 0, games: 6, name: 'Ann' });
  });

  it('reports a GameEnded record whose game cannot be read back as a failed record, to be retried', async () => {
    const items = await writeFinishedGame({ game: 'quicks', players: [ann, bob], scores: [1, 2] });
    const orphan = { ...items.at(-1)!, gameId: 'g_never_written' };
    const batch = streamBatch([items.at(-1)!, orphan]);
    const reply = await handler(batch);
    expect(reply.batchItemFailures).toEqual([{ itemIdentifier: batch.Records[1]!.dynamodb!.SequenceNumber }]);
    expect(line((await boards()).quicks!, 'p_bob')).toEqual({ bestScore: 20, wins: 2, games: 3, name: 'Bob' });
  });

  // Last: the rebuild recounts every game this file wrote, and must find the boards as counted.
  it('lists no bot on a board: a game of a person and a bot counts for the person alone, as counted and as rebuilt (docs/contract.md, Bots)', async () => {
    const bot = { playerId: 'p_bot1', name: 'Bot 1 (strong)', bot: 'strong' as const };
    await handler(streamBatch(await writeFinishedGame({ game: 'rummiduck', players: [cy, bot], scores: [-12, 12] })));
    const counted = await boards();
    expect(
      Object.values(counted)
        .flat()
        .map((e) => e.playerId),
    ).not.toContain('p_bot1');
    // The bot's win is still the game's result: the person lost.
    expect(line(counted.rummiduck!, 'p_cy')).toEqual({ bestScore: -12, wins: 0, games: 1, name: 'Cy' });
    await rebuildLeaderboards();
    expect(await boards()).toEqual(counted);
  });

  it('leaves out a person erased (their tombstone), counted or rebuilt; a player without a profile and no tombstone (a seat written before the keys) stays', async () => {
    const erin = { playerId: 'p_erin', name: sealName('p_erin', 'Erin', randomBytes(32)) };
    const dora = { playerId: 'p_dora', name: 'Dora' };
    await recordErasure('p_erin', Date.now());
    await handler(streamBatch(await writeFinishedGame({ game: 'quicks', players: [erin, dora], scores: [50, 10] })));
    const onBoard = async () => (await boards()).quicks!.map((e) => e.playerId);
    expect(await onBoard()).toContain('p_dora');
    expect(await onBoard()).not.toContain('p_erin');
    await rebuildLeaderboards();
    expect(await onBoard()).toContain('p_dora');
    expect(await onBoard()).not.toContain('p_erin');
  });
});
