/**
 * What the push reaction (functions/notifications/reaction.ts) reads, against DynamoDB Local:
 * the devices of the players a push is for and of no one else. A whole Quicks game of three,
 * each stored item handed to the reaction alone, as the stream hands it, and every device
 * Query it sends counted: none for a command that begins no step and ends nothing (a white
 * move while others are still awaited), only the newly awaited for a step begun, every seat
 * for the end.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { quicksBot, type QuicksView } from '../../domain/quicks/bot/index.ts';
import { countRequests, watchRequests } from '../../functions/adapters/dynamo.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import type { Transition } from '../../functions/games/transition.ts';
import { pushReactions } from '../../functions/notifications/reaction.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });

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

describe('the push reaction reads devices', () => {
  it('only of the players a push is for: none on a command that awaits nobody new, the newly awaited when a step begins, every seat at the end', async () => {
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

    const seats = players.map((p) => p.playerId).sort();
    let awaitingNobodyNew = 0;
    let stepsBegun = 0;
    for (const item of await loadStream(gameId)) {
      let seen: Transition | undefined;
      const handler = streamConsumer(async (stored, transition, batch) => {
        seen = await transition();
        await pushReactions(stored, async () => seen!, batch);
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
        expect(read.sort(), `version ${item.version}`).toEqual(turn.awaiting.filter((p) => p !== item.actor).sort());
      } else {
        awaitingNobodyNew++;
        expect(read, `version ${item.version}`).toEqual([]);
      }
    }
    // Quicks' white step awaits all three: the first two white moves begin no step.
    expect(awaitingNobodyNew).toBeGreaterThan(2);
    expect(stepsBegun).toBeGreaterThan(2);
  }, 60_000);
});
