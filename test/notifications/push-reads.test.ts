/**
 * What the push reaction (functions/notifications/reaction.ts) reads, against DynamoDB Local:
 * the devices of the players a push is for and of no one else. A whole Quicks game of three,
 * each stored item handed to the reaction alone, as the stream hands it (with the seated
 * players' profiles it shares with the webhook fan-out), and every device Query it sends
 * counted: none for a command that begins no step and ends nothing (a white move while others
 * are still awaited), only the newly awaited for a step begun, every seat for the end; and of
 * those only the players whose profile says they made a device: none at all when nobody did.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quicksBot, type QuicksView } from '../../domain/quicks/bot/index.ts';
import { countRequests, watchRequests } from '../../functions/adapters/dynamo.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import type { Transition } from '../../functions/games/transition.ts';
import { installPushQueue } from '../../functions/notifications/push-queue.ts';
import { pushReactions } from '../../functions/notifications/reaction.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../support/local-stack.ts';
import { startWebPushStandIn } from '../support/push-stand-ins/webpush.ts';

const ctx = useTestStack({ testHooks: false });
let webpush: Awaited<ReturnType<typeof startWebPushStandIn>>;
beforeAll(async () => {
  webpush = await startWebPushStandIn();
});
afterAll(() => webpush.stop());

/** Registers a browser of the player's for pushes, on the Web Push stand-in. */
async function registerBrowser(api: Api, token: string) {
  const { publicKey } = (await api.get('/push/webpush')).body as { publicKey: string };
  const { subscription } = webpush.subscribe(publicKey);
  const put = await api.request('PUT', '/players/me/devices/browser', { body: { platform: 'webpush', subscription }, token });
  expect(put.status, put.text).toBe(201);
}

const recordOf = (item: StreamItem) =>
  ({
    Records: [
      {
        eventName: 'INSERT',
        dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }), SequenceNumber: String(item.version) },
      },
    ],
  }) as unknown as DynamoDBStreamEvent;

/** The players whose devices `work` reads (one Query each on their devices' key range), in order. */
async function devicesRead(work: () => Promise<unknown>): Promise<string[]> {
  const prefix = readKeys.devicesOf('').skPrefix;
  const read: string[] = [];
  const stop = watchRequests(({ operation, input, scoped }) => {
    const values = input.ExpressionAttributeValues as Record<string, string> | undefined;
    if (scoped && operation === 'Query' && values?.[':prefix'] === prefix) read.push(values[':pk']!.replace(/^PLAYER#/, ''));
  });
  try {
    await countRequests(work);
  } finally {
    stop();
  }
  return read;
}

/**
 * Plays a whole Quicks game of Ann, Bob and Cat; then `devices` gives some of them devices
 * (after the game: the stack's own reactions sent nothing to them) and each stored item is
 * handed to the push reaction alone, checking the players whose devices it read.
 */
async function handEachItem(devices: (api: Api, players: { playerId: string; token: string }[]) => Promise<string[]>) {
  const { api } = ctx;
  const players = await Promise.all(['Ann', 'Bob', 'Cat'].map((name) => newPlayer(api, name)));
  const gameId = await newGame(api, 'quicks', players);
  const bot = quicksBot('easy');
  for (;;) {
    const { body: game } = await api.get(`/games/${gameId}`, players[0]!.token);
    if (game.status !== 'playing') break;
    const actor = players.find((p) => game.turn.awaiting.includes(p.playerId))!;
    const { body: mine } = await api.get(`/games/${gameId}`, actor.token);
    const { move } = bot(mine as QuicksView, actor.playerId)!;
    const sent = await api.post(`/games/${gameId}/commands`, move, actor.token);
    expect(sent.status, sent.text).toBe(200);
  }
  // The stack's own reactions are done: what is counted below is the test's handing alone.
  await api.stack.settled();
  // The players whose devices may be read: those who made one (and kept it or not).
  const owners = new Set(await devices(api, players));
  // The jobs queued below are kept here, never sent: a sender reads the device it sends to, and
  // would do so while the next item is counted. (The stack stops with this queue installed.)
  installPushQueue({ send: async () => {} });

  const seats = players
    .map((p) => p.playerId)
    .filter((p) => owners.has(p))
    .sort();
  let awaitingNobodyNew = 0;
  let stepsBegun = 0;
  for (const item of await loadStream(gameId)) {
    let seen: Transition | undefined;
    const handler = streamConsumer(async (stored, transition, batch, seatedProfiles) => {
      seen = await transition();
      await pushReactions(stored, async () => seen!, batch, seatedProfiles);
    });
    const read = await devicesRead(async () => expect((await handler(recordOf(item))).batchItemFailures).toEqual([]));
    const { before, after } = seen!;
    const turn = after?.status === 'playing' ? after.rules.turn(after.rulesState) : null;
    const begun = turn !== null && after!.clock !== null && after!.clock.period !== before?.clock?.period;
    const ended = after?.status === 'ended' && before?.status !== 'ended';
    if (ended) expect(read.sort(), `version ${item.version}`).toEqual(seats);
    else if (begun) {
      stepsBegun++;
      // The newly awaited, each once; never the command's author, never a player the step does not await.
      const awaited = turn.awaiting.filter((p) => p !== item.actor && owners.has(p));
      expect(read.sort(), `version ${item.version}`).toEqual(awaited.sort());
    } else {
      awaitingNobodyNew++;
      expect(read, `version ${item.version}`).toEqual([]);
    }
  }
  // Quicks' white step awaits all three: the first two white moves begin no step.
  expect(awaitingNobodyNew).toBeGreaterThan(2);
  expect(stepsBegun).toBeGreaterThan(2);
}

describe('the push reaction reads devices', () => {
  it('only of the players a push is for: none on a command that awaits nobody new, the newly awaited when a step begins, every seat at the end', async () => {
    await handEachItem(async (api, players) => {
      for (const player of players) await registerBrowser(api, player.token);
      // Cat deletes hers: the count of devices made is never lowered, so hers are read as before.
      const cat = players[2]!;
      expect((await api.request('DELETE', '/players/me/devices/browser', { token: cat.token })).status).toBe(204);
      return players.map((p) => p.playerId);
    });
  }, 90_000);

  it('of no player who never made a device: none at all when nobody did, and only the one who did', async () => {
    await handEachItem(async () => []);
    await handEachItem(async (api, players) => {
      await registerBrowser(api, players[1]!.token);
      return [players[1]!.playerId];
    });
  }, 120_000);
});
