/**
 * Live updates end to end over a real WebSocket against the local server: players and
 * spectators following Dice Kings games while they are played over HTTP.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveClient, liveSettled, playDiceKings, type Message } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const clients: LiveClient[] = [];
const open = async () => {
  const client = await LiveClient.open(ctx.api);
  clients.push(client);
  return client;
};
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

const versions = (updates: Message[]) => updates.map((u) => u.version as number);
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

async function twoPlayerGame() {
  const ann = await newPlayer(ctx.api, 'Ann');
  const bob = await newPlayer(ctx.api, 'Bob');
  const gameId = await newGame(ctx.api, 'dice-kings', [ann, bob]);
  return { ann, bob, players: [ann, bob], gameId };
}

describe('following a game live', () => {
  it('two players and a spectator: `subscribed` at the current version, then every new version once, in order, as GET shows it to each', async () => {
    const { api } = ctx;
    const { ann, bob, players, gameId } = await twoPlayerGame();
    const followers = [ann.token, bob.token, undefined];
    const live = await Promise.all(followers.map(open));
    for (const [i, token] of followers.entries())
      expect(await live[i]!.subscribe(gameId, { token })).toEqual({ type: 'subscribed', gameId, version: 3 });

    const latest = await playDiceKings(api, gameId, players, 6);
    for (const [i, token] of followers.entries()) {
      const client = live[i]!;
      await client.untilVersion(gameId, latest);
      const updates = client.updates(gameId);
      expect(versions(updates), 'nothing from before the subscription, nothing twice, no gap').toEqual(range(4, latest));
      // Each update's events are that version's, as GET /games/{id}/events shows them to this follower.
      const events = (await api.get(`/games/${gameId}/events?after=3`, token)).body.events;
      expect(updates.flatMap((u) => u.events)).toEqual(events);
      for (const u of updates) {
        expect(u.game.version).toBe(u.version);
        expect(u.events.every((e: { version: number }) => e.version === u.version)).toBe(true);
      }
      expect(updates.at(-1)!.game).toEqual((await api.get(`/games/${gameId}`, token)).body);
    }
  });

  it('catch-up with commands racing it: followers subscribing from older versions while the game is played get every version after theirs once, in order', async () => {
    const { api } = ctx;
    const { ann, players, gameId } = await twoPlayerGame();
    await playDiceKings(api, gameId, players, 4);
    const subscribing = async (after: number, token?: string) => {
      const client = await open();
      expect((await client.subscribe(gameId, { after, token })).type).toBe('subscribed');
      return { client, after };
    };
    // Five followers subscribe one after the other while twelve commands are stored.
    const [latest, ...followers] = await Promise.all([
      playDiceKings(api, gameId, players, 12),
      ...[0, 2, 5, 7, 1].map(async (after, i) => {
        await sleep(40 * i);
        return subscribing(after, i % 2 ? ann.token : undefined);
      }),
    ]);
    for (const { client, after } of followers as { client: LiveClient; after: number }[]) {
      await client.untilVersion(gameId, latest as number);
      expect(versions(client.updates(gameId)), `after ${after}`).toEqual(range(after + 1, latest as number));
    }
  });

  it('reconnecting with `after` set to the last version seen misses nothing and repeats nothing', async () => {
    const { api } = ctx;
    const { players, gameId } = await twoPlayerGame();
    const first = await open();
    await first.subscribe(gameId, { after: 0 });
    const before = await playDiceKings(api, gameId, players, 3);
    await first.untilVersion(gameId, before);
    const seen = versions(first.updates(gameId));
    await first.close();

    // The game goes on while the client is away; it comes back and subscribes from what it saw.
    await playDiceKings(api, gameId, players, 3);
    const again = await open();
    await again.subscribe(gameId, { after: seen.at(-1) });
    const latest = await playDiceKings(api, gameId, players, 2);
    await again.untilVersion(gameId, latest);
    expect([...seen, ...versions(again.updates(gameId))]).toEqual(range(1, latest));
    await liveSettled(api);
    expect(versions(first.updates(gameId)), 'the closed connection got nothing more').toEqual(seen);
  });

  it('unsubscribe: `unsubscribed`, and that game sends nothing more while another followed game still does; following it again works', async () => {
    const { api } = ctx;
    const one = await twoPlayerGame();
    const two = await twoPlayerGame();
    const client = await open();
    await client.subscribe(one.gameId);
    await client.subscribe(two.gameId);
    expect(await client.ask({ action: 'unsubscribe', gameId: one.gameId }, 'unsubscribed')).toEqual({
      type: 'unsubscribed',
      gameId: one.gameId,
    });
    await playDiceKings(api, one.gameId, one.players, 2);
    const latest = await playDiceKings(api, two.gameId, two.players, 1);
    await client.untilVersion(two.gameId, latest);
    await liveSettled(api);
    expect(client.updates(one.gameId)).toEqual([]);
    // Unsubscribing again is harmless; subscribing again follows the game anew.
    expect((await client.ask({ action: 'unsubscribe', gameId: one.gameId }, 'unsubscribed')).type).toBe('unsubscribed');
    expect(await client.subscribe(one.gameId)).toEqual({ type: 'subscribed', gameId: one.gameId, version: 5 });
    const next = await playDiceKings(api, one.gameId, one.players, 1);
    await client.untilVersion(one.gameId, next);
    expect(versions(client.updates(one.gameId))).toEqual([next]);
  });
});
