/**
 * Rummiduck followed live over WebSocket: two players, a spectator with a token and an
 * anonymous one follow a rigged game from its creation. Every message each receives is
 * scanned, as text, for the id of a tile hidden from them at that version (another player's
 * rack, the bag), with the same bookkeeping as the scan over HTTP (tiles.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LiveClient, type Message } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';
import { Tiles } from './tiles.ts';

const ctx = useTestStack();
const clients: LiveClient[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));

const ANN = ['red-10-a', 'joker-red', 'red-12-a', 'blue-1-a', 'blue-2-a', 'red-13-b'];
const BOB = ['black-13-a', 'blue-13-a', 'orange-13-a', 'red-11-b', 'orange-5-a', 'joker-black'];
const DRAWS = ['blue-4-a', 'black-1-a', 'black-2-a'];

describe('Rummiduck over WebSocket', () => {
  it('players and spectators follow a rigged game to its end; no message shows anyone a tile hidden from them, and each is what GET would answer them', async () => {
    const { api } = ctx;
    const tiles = new Tiles([...ANN, ...BOB, ...DRAWS], 6);
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const cy = await newPlayer(api, 'Cy');
    const gameId = await newGame(api, 'rummiduck', [ann, bob], {
      config: { StartTiles: 6 },
      start: false,
      rig: { bag: [...ANN, ...BOB, ...DRAWS] },
    });

    const followers = [
      { viewer: ann.playerId, token: ann.token },
      { viewer: bob.playerId, token: bob.token },
      { viewer: cy.playerId, token: cy.token },
      { viewer: null, token: undefined },
    ];
    // Created, joined and rigged (the rig is a version of its own: docs/contract.md, Fairness).
    const lobby = (await api.get(`/games/${gameId}`)).body.version as number;
    expect(lobby).toBe(3);
    const live = await Promise.all(followers.map(() => LiveClient.open(api)));
    clients.push(...live);
    for (const [i, f] of followers.entries())
      expect(await live[i]!.subscribe(gameId, { after: 0, token: f.token })).toEqual({ type: 'subscribed', gameId, version: lobby });

    let scanned = live.map(() => 0);
    /** Waits for `version` on every connection, then scans what came since the last scan, and checks it against GET. */
    const reached = async (version: number) => {
      for (const [i, f] of followers.entries()) {
        const client = live[i]!;
        await client.untilVersion(gameId, version);
        const fresh = client.received.slice(scanned[i]);
        const hidden = tiles.hiddenFrom(f.viewer);
        for (const message of fresh) {
          const text = JSON.stringify(message);
          expect(
            hidden.filter((id) => text.includes(id)),
            `${message.type} ${message.version} for ${f.viewer ?? 'an anonymous spectator'}: ${text}`,
          ).toEqual([]);
        }
        const last = fresh.at(-1) as Message;
        expect(last.game, 'the update shows what GET /games/{id} shows them').toEqual((await api.get(`/games/${gameId}`, f.token)).body);
        const events = (await api.get(`/games/${gameId}/events?after=${version - 1}`, f.token)).body.events;
        expect(last.events, 'and its events are what GET /games/{id}/events shows them').toEqual(events);
      }
      scanned = live.map((c) => c.received.length);
    };
    await reached(lobby);

    const started = await api.post(`/games/${gameId}/start`, undefined, ann.token);
    expect(started.status, started.text).toBe(200);
    tiles.deal([ann.playerId, bob.playerId]);
    await reached(started.body.version);
    // The scan is not vacuous: each player's rack is in their own update, and only there.
    expect(JSON.stringify(live[0]!.updates(gameId).at(-1))).toContain('blue-1-a');
    expect(JSON.stringify(live[1]!.updates(gameId).at(-1))).toContain('orange-5-a');

    const send = async (who: typeof ann, command: { type: string; table?: string[][] }) => {
      const reply = await api.post(`/games/${gameId}/commands`, command, who.token);
      expect(reply.status, reply.text).toBe(200);
      tiles.apply(who.playerId, command, reply.body.version);
      await reached(reply.body.version);
      return reply;
    };
    const play = (table: string[][]) => ({ type: 'play', table });
    await send(ann, play([['red-10-a', 'joker-red', 'red-12-a']]));
    await send(
      bob,
      play([
        ['red-10-a', 'joker-red', 'red-12-a'],
        ['black-13-a', 'blue-13-a', 'orange-13-a'],
      ]),
    );
    // Ann draws blue 4: only she may see which tile it is.
    await send(ann, { type: 'draw' });
    expect(JSON.stringify(live[0]!.updates(gameId).at(-1))).toContain('blue-4-a');
    await send(
      bob,
      play([
        ['red-10-a', 'red-11-b', 'red-12-a'],
        ['black-13-a', 'blue-13-a', 'orange-13-a', 'joker-red'],
      ]),
    );
    const out = await send(
      ann,
      play([
        ['red-10-a', 'red-11-b', 'red-12-a'],
        ['black-13-a', 'blue-13-a', 'orange-13-a', 'red-13-b'],
        ['blue-1-a', 'blue-2-a', 'joker-red', 'blue-4-a'],
      ]),
    );
    expect(out.body.game.status).toBe('ended');

    // Every follower got every version once, in order, from the first after `after`.
    for (const client of live)
      expect(client.updates(gameId).map((u) => u.version)).toEqual(Array.from({ length: out.body.version }, (_, i) => i + 1));
  });
});
