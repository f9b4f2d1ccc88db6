import { describe, expect, it } from 'vitest';
import { ordinal, rate, rating } from 'openskill';
import { GetCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { projectRatings } from '../../functions/ratings/projection.ts';
import { rebuildRatings } from '../../functions/ratings/rebuild.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { streamBatch, writeFinishedGame } from '../leaderboards/support.ts';
import { useTables } from '../support/tables.ts';

/** This consumer alone, as the stream handler would run it. */
const handler = streamConsumer(projectRatings);

useTables();

const person = (name: string) => ({ playerId: `p_${name.toLowerCase()}_${Math.random().toString(36).slice(2, 8)}`, name });

const read = async (key: { pk: string; sk: string }) =>
  (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: key, ConsistentRead: true }))).Item;

const changesOf = async (gameId: string) =>
  (await read(readKeys.ratingChanges(gameId)))?.changes as Record<string, { after: { mu: number } }>;

const ratingOf = async (board: LeaderboardName, playerId: string) => {
  const item = await read(readKeys.rating(board, playerId));
  return item && { mu: item.mu as number, sigma: item.sigma as number, ordinal: item.ordinal as number };
};

/** The library called on ranks written out by hand: the expected ratings, one team of one per person. */
const expected = (before: { mu: number; sigma: number }[], rank: number[]) =>
  rate(
    before.map((r) => [rating(r)]),
    { rank },
  ).map(([r]) => ({ mu: r!.mu, sigma: r!.sigma, ordinal: ordinal(r!) }));

const close = (
  actual: { mu: number; sigma: number; ordinal: number } | undefined,
  want: { mu: number; sigma: number; ordinal: number },
) => {
  expect(actual).toBeDefined();
  expect(actual!.mu).toBeCloseTo(want.mu, 9);
  expect(actual!.sigma).toBeCloseTo(want.sigma, 9);
  expect(actual!.ordinal).toBeCloseTo(want.ordinal, 9);
};

describe('the ratings projection (docs/contract.md, Ratings and profiles)', () => {
  it('rates a 2-player game from the defaults (mu 25, sigma 25/3): winner rank 1, loser rank 2', async () => {
    const [ann, bob] = [person('Ann'), person('Bob')];
    const items = await writeFinishedGame({ game: 'quicks', players: [ann, bob], scores: [10, 3] });
    expect(await handler(streamBatch(items))).toEqual({ batchItemFailures: [] });
    const [a, b] = expected(
      [
        { mu: 25, sigma: 25 / 3 },
        { mu: 25, sigma: 25 / 3 },
      ],
      [1, 2],
    );
    close(await ratingOf('quicks', ann.playerId), a!);
    close(await ratingOf('quicks', bob.playerId), b!);
    // Hand-checked against the library's published numbers for a first 1-v-1 win.
    expect(a!.mu).toBeCloseTo(27.635, 3);
    expect(b!.mu).toBeCloseTo(22.365, 3);
    const changes = await changesOf(items[0]!.gameId);
    expect(Object.keys(changes).sort()).toEqual([ann.playerId, bob.playerId].sort());
  });

  it('rates a 4-player game with a tie: the tied scores share a place (docs/rulings.md, Ratings 1 and 2)', async () => {
    const four = [person('Cy'), person('Dee'), person('Eve'), person('Fay')];
    const items = await writeFinishedGame({ game: 'rummiduck', players: four, scores: [40, 12, 12, -30] });
    await handler(streamBatch(items));
    const want = expected(
      four.map(() => ({ mu: 25, sigma: 25 / 3 })),
      [1, 2, 2, 3],
    );
    for (const [i, p] of four.entries()) close(await ratingOf('rummiduck', p.playerId), want[i]!);
    // The tie is a tie: the two on 12 move alike.
    expect(want[1]!.mu).toBeCloseTo(want[2]!.mu, 12);
  });

  it('ranks winners first tied, then by score, then the resigned, the last to resign first (docs/rulings.md, Ratings 1)', async () => {
    const [gil, hal, ivy, jo] = [person('Gil'), person('Hal'), person('Ivy'), person('Jo')];
    // Ivy resigned first, then Jo; Gil and Hal tied as winners although their scores differ.
    const items = await writeFinishedGame({
      game: 'quicks',
      players: [gil, hal, ivy, jo],
      scores: [20, 15, 50, 60],
      resigned: [ivy.playerId, jo.playerId],
      winners: [gil.playerId, hal.playerId],
    });
    await handler(streamBatch(items));
    const want = expected(
      [0, 1, 2, 3].map(() => ({ mu: 25, sigma: 25 / 3 })),
      [1, 1, 3, 2],
    );
    for (const [i, p] of [gil, hal, ivy, jo].entries()) close(await ratingOf('quicks', p.playerId), want[i]!);
  });

  it('leaves bots out, rates a Dice Kings game on its own board, and answers empty changes for a person alone with bots', async () => {
    const [kai, lu] = [person('Kai'), person('Lu')];
    const bot = { playerId: 'b_strong_1', name: 'Bot', bot: 'strong' as const };
    const rated = await writeFinishedGame({ game: 'dice-kings', config: { Columns: 3 }, players: [kai, bot, lu], scores: [200, 300, 100] });
    await handler(streamBatch(rated));
    const [k, l] = expected(
      [
        { mu: 25, sigma: 25 / 3 },
        { mu: 25, sigma: 25 / 3 },
      ],
      [1, 2],
    );
    close(await ratingOf('dice-kings-3', kai.playerId), k!);
    close(await ratingOf('dice-kings-3', lu.playerId), l!);
    expect(await ratingOf('dice-kings', kai.playerId)).toBeUndefined();
    expect(await read(readKeys.rating('dice-kings-3', bot.playerId))).toBeUndefined();
    const alone = await writeFinishedGame({ game: 'dice-kings', players: [kai, bot], scores: [250, 200] });
    await handler(streamBatch(alone));
    expect(await changesOf(alone[0]!.gameId)).toEqual({});
    expect(await ratingOf('dice-kings', kai.playerId)).toBeUndefined();
  });

  it('applies a redelivered record once: the same batch twice, and twice at once, changes nothing', async () => {
    const [mo, ned] = [person('Mo'), person('Ned')];
    const items = await writeFinishedGame({ game: 'quicks', players: [mo, ned], scores: [5, 9] });
    await handler(streamBatch(items));
    const once = await ratingOf('quicks', ned.playerId);
    await handler(streamBatch(items));
    await Promise.all([handler(streamBatch(items)), handler(streamBatch(items))]);
    expect(await ratingOf('quicks', ned.playerId)).toEqual(once);
  });

  it('applies games in the order they ended, even when an earlier one arrives after a later one (another shard)', async () => {
    const [ola, pia] = [person('Ola'), person('Pia')];
    const t = Date.now();
    const first = await writeFinishedGame({ game: 'quicks', players: [ola, pia], scores: [9, 1], endedAt: t });
    const second = await writeFinishedGame({ game: 'quicks', players: [ola, pia], scores: [1, 9], endedAt: t + 1000 });
    // The later game's record comes first; then the earlier one's.
    await handler(streamBatch(second));
    await handler(streamBatch(first));
    const d = { mu: 25, sigma: 25 / 3 };
    const [o1, p1] = expected([d, d], [1, 2]);
    const [o2, p2] = expected([o1!, p1!], [2, 1]);
    close(await ratingOf('quicks', ola.playerId), o2!);
    close(await ratingOf('quicks', pia.playerId), p2!);
    const secondChanges = await changesOf(second[0]!.gameId);
    expect(secondChanges[ola.playerId]!.after.mu).toBeCloseTo(o2!.mu, 9);
  });

  it('applies games of the same players ending at once on different shards without losing one', async () => {
    const [quinn, rae] = [person('Quinn'), person('Rae')];
    const t = Date.now();
    const games = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        writeFinishedGame({ game: 'rummiduck', players: [quinn, rae], scores: i % 2 ? [1, 2] : [2, 1], endedAt: t + i }),
      ),
    );
    const replies = await Promise.all([...games].reverse().map((items) => handler(streamBatch(items))));
    expect(replies.every((r) => r.batchItemFailures.length === 0)).toBe(true);
    let [q, r] = [
      { mu: 25, sigma: 25 / 3 },
      { mu: 25, sigma: 25 / 3 },
    ];
    for (let i = 0; i < 6; i++) {
      const next = expected([q, r], i % 2 ? [2, 1] : [1, 2]);
      [q, r] = [next[0]!, next[1]!];
    }
    close(await ratingOf('rummiduck', quinn.playerId), { ...q, ordinal: q.mu - 3 * q.sigma });
    close(await ratingOf('rummiduck', rae.playerId), { ...r, ordinal: r.mu - 3 * r.sigma });
  });

  it('gives exactly the live ratings when rebuilt from the events (every rating to 1e-9)', async () => {
    const people = [person('Sam'), person('Tia'), person('Uma'), person('Vic')];
    const t = Date.now() + 10_000;
    for (let i = 0; i < 8; i++) {
      const seated = [people[i % 4]!, people[(i + 1) % 4]!, people[(i + 2) % 4]!];
      const items = await writeFinishedGame({ game: 'quicks', players: seated, scores: [i, (i * 7) % 5, 3], endedAt: t + i });
      await handler(streamBatch(items));
    }
    const live = await Promise.all(people.map((p) => ratingOf('quicks', p.playerId)));
    await rebuildRatings();
    const rebuilt = await Promise.all(people.map((p) => ratingOf('quicks', p.playerId)));
    for (const [i, r] of rebuilt.entries()) {
      expect(Math.abs(r!.mu - live[i]!.mu)).toBeLessThan(1e-9);
      expect(Math.abs(r!.sigma - live[i]!.sigma)).toBeLessThan(1e-9);
      expect(Math.abs(r!.ordinal - live[i]!.ordinal)).toBeLessThan(1e-9);
    }
    // The live consumer finds every game applied after the rebuild.
    expect((await read(readKeys.ratingsApplied('quicks')))?.applied).toMatch(/^GAME#/);
  });
});
