/**
 * subscribe() against the local server: another player's moves reach a follower without
 * asking, every version once; over the WebSocket at /ws when the server has one (reconnecting
 * after a cut without loss), else by the polling fallback.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { Client, type Command, type LiveStatus, type Update } from '../../../client/src/index.ts';
import { useTestStack } from '../../support/local-stack.ts';

const stack = useTestStack();
const following: { close(): void }[] = [];
// A subscription left open would hold the server's socket open past the test.
afterEach(() => following.splice(0).forEach((subscription) => subscription.close()));

/** The ws package's WebSocket (Node 20 has none), each socket kept so a test can cut it. */
class CuttableWebSocket extends WebSocket {
  static readonly opened: CuttableWebSocket[] = [];
  constructor(url: string) {
    super(url);
    CuttableWebSocket.opened.push(this);
  }
}

async function table() {
  const api = new Client({ baseUrl: stack.api.url, WebSocket: CuttableWebSocket, pollInterval: 100 });
  const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(async (name) => api.withToken((await api.createPlayer(name)).token)));
  const { gameId } = await ann!.createGame('dice-kings');
  await bob!.joinGame(gameId);
  const started = await ann!.startGame(gameId);
  const updates: Update[] = [];
  const statuses: LiveStatus[] = [];
  const subscription = bob!.subscribe(gameId, {
    after: started.version,
    onUpdate: (u) => updates.push(u),
    onStatus: (s) => statuses.push(s),
  });
  following.push(subscription);
  return { ann: ann!, bob: bob!, gameId, started, updates, statuses, subscription };
}

/** The versions the updates covered, each event's: every version once, in order. */
const coveredVersions = (updates: Update[]) => updates.flatMap((u) => [...new Set(u.events.map((e) => e.version))]);

describe('following a game', () => {
  it("a player sees the other's moves without asking: every version once, in order", async () => {
    const { ann, gameId, started, updates, statuses, subscription } = await table();
    await vi.waitFor(() => expect(statuses.at(-1)).toMatch(/live|polling/), { timeout: 10_000 });
    let last = started.version;
    const commands: Command[] = [{ type: 'roll' }, { type: 'roll', keep: [0, 1] }, { type: 'score', box: 'chance' }];
    for (const command of commands) last = (await ann.sendCommand(gameId, command)).version;
    await vi.waitFor(() => expect(subscription.version).toBe(last), { timeout: 15_000 });
    expect(coveredVersions(updates)).toEqual(Array.from({ length: last - started.version }, (_, i) => started.version + i + 1));
    const view = updates.at(-1)!.game;
    if (view.game !== 'dice-kings') throw new Error('not the game followed');
    expect(view.version).toBe(last);
    expect(view.board?.pads[view.players[0]!.playerId]?.columns[0]?.boxes.chance).not.toBeNull();
  });

  it('reconnects after its socket is cut and misses nothing', async () => {
    const { ann, bob, gameId, started, updates, statuses, subscription } = await table();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('live'), { timeout: 10_000 });
    // The client may reconnect within milliseconds of the cut (its first delay is random), so
    // look for the fall to polling among the statuses since the cut, not at the last one only.
    const cut = async () => {
      const before = statuses.length;
      CuttableWebSocket.opened.at(-1)!.terminate();
      await vi.waitFor(() => expect(statuses.slice(before)).toContain('polling'), { timeout: 10_000 });
    };
    const backLive = () => vi.waitFor(() => expect(statuses.at(-1)).toBe('live'), { timeout: 20_000 });
    await ann.sendCommand(gameId, { type: 'roll' });
    await cut();
    // Stored while Bob's socket is down: polling or his resubscription brings it, once.
    await ann.sendCommand(gameId, { type: 'roll', keep: [0] });
    await backLive();
    await ann.sendCommand(gameId, { type: 'score', box: 'ones' });
    await cut();
    await bob.sendCommand(gameId, { type: 'roll' });
    await backLive();
    const last = (await bob.sendCommand(gameId, { type: 'score', box: 'ones' })).version;
    expect(statuses.filter((s) => s === 'live')).toHaveLength(3);
    await vi.waitFor(() => expect(subscription.version).toBe(last), { timeout: 15_000 });
    expect(coveredVersions(updates)).toEqual(Array.from({ length: last - started.version }, (_, i) => started.version + i + 1));
  });
});
