/**
 * The guarantee of live updates, proven against DynamoDB Local: per game and connection,
 * `subscribed` first, then every version after `after` once, in order, without a gap — while
 * new versions are stored during the catch-up, while the fan-out jobs of those versions are
 * queued as they come (some twice, some late, other games' beside them), when posts fail, and
 * when the database stalls. A game's jobs run one at a time, in order, by the live queue's
 * guarantee (FIFO on AWS, its stand-in here: infra/local/job-queue.ts); the delivery step's own
 * condition keeps its cursor from moving back should two tries of a job ever run at once.
 */
import { DeleteCommand, PutCommand } from '../../functions/adapters/documents.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AwsError } from '../../functions/adapters/aws-request.ts';
import type { DocumentCommand } from '../../functions/adapters/documents.ts';
import { countRequests, dynamo } from '../../functions/adapters/dynamo.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { deliver, TOKENS_RECHECK_MS, type DeliveryOptions } from '../../functions/live/delivery.ts';
import { fanOut } from '../../functions/live/fan-out.ts';
import { createPlayer, playerByToken } from '../../functions/players/players.ts';
import { liveOrder, type LiveJob } from '../../functions/live/queue.ts';
import type { ConnectionPoster } from '../../functions/live/poster.ts';
import { LocalJobQueue } from '../../infra/local/job-queue.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { subscribersOf, getSubscriber } from '../../functions/live/subscribers.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { move, range, RecordingPoster, soloGame, subscribed, versionJob } from './support.ts';
import { useTables } from '../support/tables.ts';

useTables();
afterEach(() => vi.restoreAllMocks());

/**
 * The database stalls for the writes `stalls` picks, `times` of them: each is answered with a
 * time-out, after it landed (`landed`) or before it reached the table; or (`resent`) its answer
 * is lost and the client sends it again, as aws-request.ts does after a time-out.
 */
function stall(stalls: (input: Record<string, unknown>) => boolean, { times, landed }: { times: number; landed: boolean | 'resent' }) {
  const client = dynamo();
  const send = client.send.bind(client);
  let left = times;
  vi.spyOn(client, 'send').mockImplementation(async <I extends object, O>(command: DocumentCommand<I, O>): Promise<O> => {
    if (left === 0 || !stalls(command.input as Record<string, unknown>)) return send(command);
    left--;
    if (landed) await send(command);
    if (landed === 'resent') return send(command);
    throw new AwsError('TimeoutError', `${command.operation}: no answer within 3000 ms (a test stall)`, undefined);
  });
  return {
    get left() {
      return left;
    },
  };
}
const isCursorWrite = (input: Record<string, unknown>) => String(input.UpdateExpression).startsWith('SET sent = :sent, gameId = :g');

/**
 * The live queue as the fan-out has it (a game's jobs one at a time, in order, a version's job
 * once, a failed one tried again before the game's next), working the jobs with `poster`; the
 * returned promise ends once every job queued by `queueing` is done.
 */
async function throughQueue(poster: ConnectionPoster, queueing: (send: (job: LiveJob) => Promise<void>) => Promise<void>) {
  const queue = new LocalJobQueue<LiveJob>(
    'test-live-fan-out',
    () => undefined,
    (job) => fanOut(job, poster),
    {
      attempts: 10,
      order: liveOrder,
    },
  );
  await queue.start();
  await queueing((job) => queue.send([job]));
  await queue.idle();
  await queue.stop();
}

describe('the delivery step', () => {
  it.each([1, 2, 3, 4])(
    'seed %i: catch-ups racing new versions and their fan-out jobs (some twice, some late, another game’s beside them): each connection gets `subscribed`, then every version after its `after` once, in order',
    async (seed) => {
      const random = seededRandom(seed);
      const poster = new RecordingPoster(random);
      const [game, other] = await Promise.all([soloGame(), soloGame()]);
      const { gameId, playerId } = game!;
      for (let i = 0; i < 4; i++) await move(gameId, playerId);
      const since = 6;
      const afters = [0, 2, 5, since];
      const subscribers = await Promise.all(
        afters.map((after) => subscribed(gameId, { after, since, viewer: after === 2 ? playerId : undefined })),
      );
      const watching = await subscribed(other!.gameId, { after: 2, since: 2 });

      let latest = since;
      let others = 2;
      await throughQueue(poster, async (send) => {
        const late: Promise<void>[] = subscribers.map(({ connectionId }) =>
          sleep(Math.floor(random() * 10)).then(() => send({ gameId, connectionId })),
        );
        for (let i = 0; i < 12; i++) {
          latest = await move(gameId, playerId);
          others = await move(other!.gameId, other!.playerId);
          // Half the jobs carry their item, as the stream reaction's do (the game folded, not read); the others read it.
          const carried = random() < 0.5 ? await versionJob(gameId, latest) : undefined;
          const job = carried ?? { gameId, version: latest };
          await send(job);
          await send(await versionJob(other!.gameId, others));
          // Queued again (a stream batch retried: dropped), or a job without a version, late.
          if (random() < 0.5) late.push(sleep(Math.floor(random() * 30)).then(() => send(random() < 0.5 ? job : { gameId })));
        }
        await Promise.all(late);
      });

      for (const [i, s] of subscribers.entries()) {
        expect(poster.summary(s.connectionId), `after ${afters[i]}`).toEqual([`subscribed@${since}`, ...range(afters[i]! + 1, latest)]);
        expect(await getSubscriber(gameId, s.connectionId), 'it follows the cursor').toMatchObject({ announced: true });
        expect(await getSubscriber(gameId, s.connectionId)).not.toHaveProperty('sent');
      }
      expect(poster.summary(watching.connectionId)).toEqual(['subscribed@2', ...range(3, others)]);
      const { cursor } = await subscribersOf(gameId);
      expect(cursor).toMatchObject({ sent: latest });
      expect(poster.overlaps, 'two senders posting to one connection at once').toBe(0);
    },
  );

  it('a version stored while a round is sending: its job waits for the round to end, then sends it, in order', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 0, since: 2 });
    let stored = 0;
    let send: (job: LiveJob) => Promise<void> = async () => undefined;
    // The round read the stream at version 2; while it posts, version 3 is stored and its job queued.
    const racing = {
      async post(connectionId: string, message: string) {
        if (stored === 0) {
          stored = await move(gameId, playerId);
          await send({ gameId, version: stored });
        }
        return poster.post(connectionId, message);
      },
    };
    await throughQueue(racing, async (queue) => {
      send = queue;
      await queue({ gameId });
    });
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', 1, 2, stored]);
    expect(poster.overlaps).toBe(0);
  });

  it('a job that finds a gap sends the missing versions from the stream it read; late and repeated jobs send nothing more', async () => {
    const poster = new RecordingPoster();
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2 });
    await fanOut({ gameId }, poster);
    // Three versions whose jobs were lost; the fourth one's job finds the cursor at 2.
    let latest = 0;
    for (let i = 0; i < 4; i++) latest = await move(gameId, playerId);
    await fanOut({ gameId, version: latest }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', ...range(3, latest)]);
    for (let v = 3; v <= latest; v++) await fanOut({ gameId, version: v }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', ...range(3, latest)]);
  });

  it('a cursor still carrying an older fan-out’s lease and `dirty` mark (as one left across a deploy): nothing waits for them', async () => {
    const poster = new RecordingPoster();
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 0, since: 2 });
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: { ...readKeys.liveCursor(gameId), gameId, sent: 0, lease: 'job-7', leaseUntil: Date.now() + 60_000, dirty: true },
      }),
    );
    const version = await move(gameId, playerId);
    await fanOut({ gameId, version }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', ...range(1, version)]);
    expect((await subscribersOf(gameId)).cursor).toMatchObject({ sent: version });
  });

  it('posts that fail midway: the subscriber keeps a position of its own, and the retried job sends it the rest, nothing twice', async () => {
    const random = seededRandom(7);
    const poster = new RecordingPoster(random);
    poster.failures = 6;
    const { gameId, playerId } = await soloGame();
    const subscribers = await Promise.all([0, 1, 2].map((after) => subscribed(gameId, { after, since: 2 })));
    let latest = 2;
    await throughQueue(poster, async (send) => {
      await Promise.all(subscribers.map(() => send({ gameId })));
      for (let i = 0; i < 8; i++) {
        latest = await move(gameId, playerId);
        await send(await versionJob(gameId, latest));
      }
    });
    expect(poster.failures, 'every planned failure happened').toBe(0);
    for (const [after, s] of subscribers.entries())
      expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', ...range(after + 1, latest)]);
    expect(poster.overlaps).toBe(0);
  });

  it('a connection that is gone (410) is forgotten with all it followed; the others still get theirs', async () => {
    const poster = new RecordingPoster();
    const { gameId, playerId } = await soloGame();
    const [stays, leaves] = await Promise.all([subscribed(gameId, { after: 2, since: 2 }), subscribed(gameId, { after: 2, since: 2 })]);
    await fanOut({ gameId }, poster);
    poster.gone.add(leaves!.connectionId);
    const version = await move(gameId, playerId);
    await fanOut({ gameId, version }, poster);
    expect(await getSubscriber(gameId, leaves!.connectionId)).toBeUndefined();
    expect(poster.summary(stays!.connectionId)).toEqual(['subscribed@2', version]);
  });

  it('a version costs the same DynamoDB requests for one subscriber as for fifty: two reads and one write', async () => {
    const requestsFor = async (subscribers: number) => {
      const poster = new RecordingPoster(() => 0);
      const { gameId, playerId } = await soloGame();
      await Promise.all(Array.from({ length: subscribers }, () => subscribed(gameId, { after: 2, since: 2 })));
      await fanOut({ gameId }, poster);
      const version = await move(gameId, playerId);
      const { requests } = await countRequests(() => fanOut({ gameId, version }, poster));
      expect([...poster.sent.values()].every((messages) => messages.length === 2)).toBe(true);
      return requests;
    };
    const one = await requestsFor(1);
    expect(one).toEqual({ UpdateItem: 1, Query: 2 });
    expect(await requestsFor(50)).toEqual(one);
  });

  it('a job carrying its item, the game known at the version before: one read (who follows) and one write (the cursor); nothing written when nobody follows or everyone has it', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2 });
    await fanOut({ gameId }, poster);
    const version = await move(gameId, playerId);
    const job = await versionJob(gameId, version);
    expect((await countRequests(() => fanOut(job, poster))).requests).toEqual({ UpdateItem: 1, Query: 1 });
    expect((await countRequests(() => fanOut(job, poster))).requests, 'the same job again').toEqual({ Query: 1 });
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', version]);

    const nobody = await soloGame();
    const next = await move(nobody.gameId, nobody.playerId);
    const nobodysJob = await versionJob(nobody.gameId, next);
    expect((await countRequests(() => fanOut(nobodysJob, poster))).requests).toEqual({ Query: 1 });
    expect((await subscribersOf(nobody.gameId)).cursor, 'no cursor written').toBeUndefined();
  });

  it('a new subscriber’s job that finds it caught up by an earlier round (a crowd subscribing at once): one read of it, nothing else', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId } = await soloGame();
    const [first, second] = await Promise.all([subscribed(gameId, { after: 2, since: 2 }), subscribed(gameId, { after: 0, since: 2 })]);
    await fanOut({ gameId, connectionId: first!.connectionId }, poster);
    expect(poster.summary(second!.connectionId), 'caught up with the first one’s round').toEqual(['subscribed@2', 1, 2]);
    expect((await countRequests(() => fanOut({ gameId, connectionId: second!.connectionId }, poster))).requests).toEqual({ GetItem: 1 });
    expect(poster.summary(second!.connectionId)).toEqual(['subscribed@2', 1, 2]);
  });

  it('a token replaced whose rotation job never came (it could not be queued): a round TOKENS_RECHECK_MS after the last check ends its subscriber, and sends it nothing more', async () => {
    const poster = new RecordingPoster(() => 0);
    const ann = await createPlayer('Ann');
    const { tokenHash } = (await playerByToken(ann.token, { cache: false }))!;
    const { gameId, playerId } = await soloGame();
    const [withToken, spectator] = await Promise.all([
      subscribed(gameId, { after: 2, since: 2, viewer: ann.playerId, tokenHash }),
      subscribed(gameId, { after: 2, since: 2 }),
    ]);
    let clock = Date.now();
    const now = () => clock;
    // The stream reaction's job of a version, as the fan-out hands it to the delivery step, on the test's clock.
    const job = async (version: number): Promise<DeliveryOptions> => ({ ...((await versionJob(gameId, version)) as DeliveryOptions), now });
    await deliver(gameId, poster, { now });
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.token(tokenHash) }));
    const first = await move(gameId, playerId);
    // Checked less than TOKENS_RECHECK_MS ago: this version still goes out (the backstop's interval).
    await deliver(gameId, poster, await job(first));
    clock += TOKENS_RECHECK_MS;
    const second = await move(gameId, playerId);
    await deliver(gameId, poster, await job(second));
    const third = await move(gameId, playerId);
    await deliver(gameId, poster, await job(third));
    expect(poster.summary(withToken!.connectionId)).toEqual(['subscribed@2', first, 'error@undefined']);
    expect(poster.sent.get(withToken!.connectionId)!.at(-1)).toMatchObject({ type: 'error', code: 'unauthenticated', gameId });
    expect(poster.summary(spectator!.connectionId)).toEqual(['subscribed@2', first, second, third]);
    expect(await getSubscriber(gameId, withToken!.connectionId)).toBeUndefined();
  });

  it('a rotated token’s round (checkTokens) ends its subscriber at once, however recently the tokens were checked', async () => {
    const poster = new RecordingPoster(() => 0);
    const ann = await createPlayer('Ann');
    const { tokenHash } = (await playerByToken(ann.token, { cache: false }))!;
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2, viewer: ann.playerId, tokenHash });
    await fanOut({ gameId }, poster);
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.token(tokenHash) }));
    await deliver(gameId, poster, { checkTokens: true });
    const version = await move(gameId, playerId);
    await fanOut(await versionJob(gameId, version), poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', 'error@undefined']);
  });

  it('two tries of one job at once (possible only past the queue’s visibility time-out): the cursor moves once, never back; the try that loses the cursor’s condition has repeated what the other sent, and the next version goes out once', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2 });
    await fanOut({ gameId }, poster);
    const first = await move(gameId, playerId);
    let second = 0;
    // While this try posts `first`, another runs beside it: it sends `first` and `second` and moves the cursor to `second`.
    const beside = {
      async post(connectionId: string, message: string) {
        if (second === 0) {
          second = await move(gameId, playerId);
          await fanOut({ gameId, version: second }, poster);
        }
        return poster.post(connectionId, message);
      },
    };
    await fanOut({ gameId, version: first }, beside);
    expect((await subscribersOf(gameId)).cursor, 'not moved back').toMatchObject({ sent: second });
    const third = await move(gameId, playerId);
    await fanOut({ gameId, version: third }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', first, second, first, third]);
  });

  it.each([
    [true, 2],
    [false, 2],
    ['resent', 1],
  ] as const)(
    'the cursor write stalling after the posts (landed: %s): tried again until it is made, so the next version repeats nothing (docs/contract.md, Live updates: no repeats across stalls)',
    async (landed, times) => {
      const poster = new RecordingPoster(() => 0);
      const { gameId, playerId } = await soloGame();
      const [atCursor, catchingUp] = await Promise.all([
        subscribed(gameId, { after: 2, since: 2 }),
        subscribed(gameId, { after: 2, since: 2 }),
      ]);
      await fanOut({ gameId }, poster);
      const stalled = stall(isCursorWrite, { times, landed });
      const version = await move(gameId, playerId);
      await fanOut({ gameId, version }, poster);
      expect(stalled.left).toBe(0);
      const next = await move(gameId, playerId);
      await fanOut({ gameId, version: next }, poster);
      for (const s of [atCursor!, catchingUp!]) expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', version, next]);
    },
  );

  it('a new subscriber asking for nothing old, whose first job failed after `subscribed` (the cursor never written): the retry sends it no version older than asked', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2 });
    // The database answers none of the cursor's writes for longer than the job keeps trying.
    stall(isCursorWrite, { times: 100, landed: false });
    await expect(fanOut({ gameId }, poster)).rejects.toThrow(/no answer/);
    vi.restoreAllMocks();
    await fanOut({ gameId }, poster);
    const version = await move(gameId, playerId);
    await fanOut({ gameId, version }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', version]);
  });
});
