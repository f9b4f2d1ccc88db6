/**
 * The guarantee of live updates, proven under concurrency against DynamoDB Local: per game and
 * connection, `subscribed` first, then every version after `after` once, in order, without a
 * gap — while new versions are stored during the catch-up, while the fan-out jobs of those
 * versions run at the same time (some twice, some late), after a sender died, and when posts fail.
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
import type { LiveJob } from '../../functions/live/queue.ts';
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
const isLetGo = (input: Record<string, unknown>) =>
  String(input.UpdateExpression).includes('REMOVE lease, leaseUntil') && String(input.ConditionExpression).includes('dirty');
const isTake = (input: Record<string, unknown>) => String(input.UpdateExpression).startsWith('SET lease = :me');

/** Runs a job as SQS would: again after a failure, a bounded number of times. */
async function retried(job: LiveJob, poster: RecordingPoster): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fanOut(job, poster);
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
}

describe('the delivery step', () => {
  it.each([1, 2, 3, 4])(
    'seed %i: catch-ups racing new versions and their fan-out jobs (some twice, some late): each connection gets `subscribed`, then every version after its `after` once, in order',
    async (seed) => {
      const random = seededRandom(seed);
      const poster = new RecordingPoster(random);
      const { gameId, playerId } = await soloGame();
      for (let i = 0; i < 4; i++) await move(gameId, playerId);
      const since = 6;
      const afters = [0, 2, 5, since];
      const subscribers = await Promise.all(
        afters.map((after) => subscribed(gameId, { after, since, viewer: after === 2 ? playerId : undefined })),
      );

      const jobs: Promise<void>[] = subscribers.map(() => sleep(Math.floor(random() * 10)).then(() => fanOut({ gameId }, poster)));
      let latest = since;
      for (let i = 0; i < 12; i++) {
        latest = await move(gameId, playerId);
        // Half the jobs carry their item, as the stream reaction's do (the game folded, not read); the others read it.
        const carried = random() < 0.5 ? await versionJob(gameId, latest) : undefined;
        const job = () => fanOut(carried ?? { gameId, version: latest }, poster);
        jobs.push(job());
        if (random() < 0.5) jobs.push(sleep(Math.floor(random() * 30)).then(job));
      }
      await Promise.all(jobs);

      for (const [i, s] of subscribers.entries()) {
        expect(poster.summary(s.connectionId), `after ${afters[i]}`).toEqual([`subscribed@${since}`, ...range(afters[i]! + 1, latest)]);
        expect(await getSubscriber(gameId, s.connectionId), 'it follows the cursor').toMatchObject({ announced: true });
        expect(await getSubscriber(gameId, s.connectionId)).not.toHaveProperty('sent');
      }
      const { cursor } = await subscribersOf(gameId);
      expect(cursor).toMatchObject({ sent: latest });
      expect(cursor).not.toHaveProperty('lease');
      expect(poster.overlaps, 'two senders posting to one connection at once').toBe(0);
    },
  );

  it('a version stored while a round is sending: its job marks the game, and the sender sends it in a round of its own, in order', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 0, since: 2 });
    let stored = 0;
    // The round read the stream at version 2; while it posts, version 3 is stored and its job runs.
    const racing = {
      async post(connectionId: string, message: string) {
        if (stored === 0) {
          stored = await move(gameId, playerId);
          await fanOut({ gameId, version: stored }, poster);
          expect(poster.summary(s.connectionId), 'the job left it to the sender').toEqual([]);
        }
        return poster.post(connectionId, message);
      },
    };
    await fanOut({ gameId }, racing);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', 1, 2, stored]);
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

  it('a sender that died holding the lease is taken over once its lease has run out, without a repeat', async () => {
    const poster = new RecordingPoster();
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 0, since: 2 });
    // A sender took the game and died before sending anything; its lease has run out.
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: { ...readKeys.liveCursor(gameId), gameId, sent: 0, lease: 'dead', leaseUntil: Date.now() - 1 },
      }),
    );
    const version = await move(gameId, playerId);
    await fanOut({ gameId, version }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', ...range(1, version)]);
  });

  it('posts that fail midway: the subscriber keeps a position of its own, and the retried job sends it the rest, nothing twice', async () => {
    const random = seededRandom(7);
    const poster = new RecordingPoster(random);
    poster.failures = 6;
    const { gameId, playerId } = await soloGame();
    const subscribers = await Promise.all([0, 1, 2].map((after) => subscribed(gameId, { after, since: 2 })));
    const jobs: Promise<void>[] = subscribers.map(() => retried({ gameId }, poster));
    let latest = 2;
    for (let i = 0; i < 8; i++) {
      latest = await move(gameId, playerId);
      jobs.push(retried(await versionJob(gameId, latest), poster));
    }
    await Promise.all(jobs);
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

  it('a version costs the same DynamoDB requests for one subscriber as for fifty: two reads and two writes', async () => {
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
    expect(one).toEqual({ UpdateItem: 2, Query: 2 });
    expect(await requestsFor(50)).toEqual(one);
  });

  it('a job carrying its item, the game known at the version before: one read (who follows) and two writes; nothing written when nobody follows or everyone has it', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId, playerId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2 });
    await fanOut({ gameId }, poster);
    const version = await move(gameId, playerId);
    const job = await versionJob(gameId, version);
    expect((await countRequests(() => fanOut(job, poster))).requests).toEqual({ UpdateItem: 2, Query: 1 });
    expect((await countRequests(() => fanOut(job, poster))).requests, 'the same job again').toEqual({ Query: 1 });
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', version]);

    const nobody = await soloGame();
    const next = await move(nobody.gameId, nobody.playerId);
    const nobodysJob = await versionJob(nobody.gameId, next);
    expect((await countRequests(() => fanOut(nobodysJob, poster))).requests).toEqual({ Query: 1 });
    expect((await subscribersOf(nobody.gameId)).cursor, 'no cursor written').toBeUndefined();
  });

  it('a token replaced whose rotation job never came (it could not be queued): a round a second after the last check ends its subscriber, and sends it nothing more', async () => {
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
    // Checked less than a second ago: this version still goes out (the contract allows a second).
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

  it('a take of the lease whose answer was lost (docs/contract.md, Live updates: no gaps): the try recognises its own lease and sends at once, not a lease later', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId } = await soloGame();
    const s = await subscribed(gameId, { after: 2, since: 2 });
    const lost = stall(isTake, { times: 1, landed: 'resent' });
    await fanOut({ gameId }, poster, 'job-1');
    expect(lost.left, 'the take was sent twice').toBe(0);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2']);
    expect((await subscribersOf(gameId)).cursor).not.toHaveProperty('lease');
  });

  it('a try that failed and could not let go of its lease: the same job tried again takes it back at once', async () => {
    const poster = new RecordingPoster(() => 0);
    const { gameId } = await soloGame();
    const s = await subscribed(gameId, { after: 0, since: 2 });
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: { ...readKeys.liveCursor(gameId), gameId, sent: 0, lease: 'job-7', leaseUntil: Date.now() + 60_000 },
      }),
    );
    await fanOut({ gameId }, poster, 'job-7');
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', 1, 2]);
  });

  it.each([true, false])(
    'the cursor write stalling after the posts (landed: %s): tried again until it is made, so the next version repeats nothing (docs/contract.md, Live updates: no repeats across stalls)',
    async (landed) => {
      const poster = new RecordingPoster(() => 0);
      const { gameId, playerId } = await soloGame();
      const [atCursor, catchingUp] = await Promise.all([
        subscribed(gameId, { after: 2, since: 2 }),
        subscribed(gameId, { after: 2, since: 2 }),
      ]);
      await fanOut({ gameId }, poster);
      const stalled = stall(isLetGo, { times: 2, landed });
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
    stall(isLetGo, { times: 100, landed: false });
    await expect(fanOut({ gameId }, poster, 'job-1')).rejects.toThrow(/no answer/);
    vi.restoreAllMocks();
    await fanOut({ gameId }, poster, 'job-1');
    const version = await move(gameId, playerId);
    await fanOut({ gameId, version }, poster);
    expect(poster.summary(s.connectionId)).toEqual(['subscribed@2', version]);
  });
});
