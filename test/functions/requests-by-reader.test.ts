/**
 * What a command costs in DynamoDB requests and items written, every reader included: a whole
 * two-player one-column Dice Kings game, each player following it over the WebSocket and, at
 * each turn of theirs, reading their view and sending the easy bot's move (as `npm run bench
 * cost` plays it), test hooks off. Counted per reader by bench/requests-by-reader.ts.
 *
 * A regression guard: each reader is held to at most what it was measured to cost (docs/cost.md,
 * "Requests per command, by reader"), with a little room for what varies from game to game (how
 * many commands a game takes, how the stream's batches fall), and all of them together to what
 * they cost in all. The targets of a command at the cost of a command (at most 5 requests and 3
 * items written per command, every reader included): the items are met, the requests nearly,
 * not quite: about 5.09 requests and 2.75 items written here (docs/cost.md says what is left).
 */
import { describe, expect, it } from 'vitest';
import { diceKingsBot, type DiceKingsView } from '../../domain/dice-kings/bot/index.ts';
import { optimums } from '../../functions/bots/dice-kings-tables.ts';
import { RequestsByReader, type Counted } from '../../bench/requests-by-reader.ts';
import { LiveClient, liveSettled } from '../support/live-client.ts';
import { newPlayer, useTestStack, type Api } from '../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });

/**
 * Per command, at most: each reader's requests and items written, as measured (docs/cost.md),
 * with about a tenth more for what varies from game to game. One reader depends on how the stream's records fall
 * into batches, that is on the pace of the commands, and is held to its most: the my-games
 * projection to one write of one item per seat per command. The stream's readers fold the
 * game from its records (a game read back only on a miss: a few reads a game at most). The
 * fixed costs of a game (sign-ups, create, join, start, subscribe) are spread over its hundred
 * or so commands. armTimers reads the game when a step ended at once (a roll followed by the
 * next at once), so it varies with the pace too.
 */
const BOUNDS: Record<string, { requests: number; itemsWritten: number }> = {
  'live-fan-out': { requests: 2.3, itemsWritten: 1.1 },
  'http-games POST /games/{gameId}/commands': { requests: 1.07, itemsWritten: 1 },
  'http-games GET /games/{gameId}': { requests: 1.07, itemsWritten: 0 },
  'stream-projections › projectMyGames': { requests: 2, itemsWritten: 2 },
  'stream-reactions › game read back': { requests: 0.05, itemsWritten: 0 },
  'stream-projections › game read back': { requests: 0.05, itemsWritten: 0 },
  'stream-reactions › fanOutWebhooks': { requests: 0, itemsWritten: 0 },
  'stream-reactions › seated profiles': { requests: 0.28, itemsWritten: 0 },
  'stream-reactions › armTimers': { requests: 0.33, itemsWritten: 0.28 },
  'stream-reactions › pushReactions': { requests: 0, itemsWritten: 0 },
  'stream-projections › projectRatings': { requests: 0.15, itemsWritten: 0.1 },
  'live-routes subscribe': { requests: 0.1, itemsWritten: 0.05 },
  'live-routes $disconnect': { requests: 0.05, itemsWritten: 0.06 },
  'http-games POST /games/{gameId}/join': { requests: 0.05, itemsWritten: 0.04 },
  'stream-projections › projectLobby': { requests: 0.05, itemsWritten: 0.05 },
  'http-games POST /games': { requests: 0.04, itemsWritten: 0.05 },
  'http-games POST /games/{gameId}/start': { requests: 0.04, itemsWritten: 0.02 },
  'http-players POST /players': { requests: 0.03, itemsWritten: 0.1 },
  'stream-reactions › leaveQuickMatchTables': { requests: 0.03, itemsWritten: 0 },
  'stream-projections › projectLeaderboards': { requests: 0.03, itemsWritten: 0.04 },
};

/**
 * Every reader together, per command, at most: as measured (5.09 requests and 2.75 items
 * written), with about a tenth more for the requests, and the target itself for the items.
 */
const IN_ALL = { requests: 5.6, itemsWritten: 3 };

const bot = diceKingsBot('easy', optimums);

async function wholeGame(api: Api): Promise<{ gameId: string; version: number }> {
  const players = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
  const created = await api.post('/games', { game: 'dice-kings', config: { Columns: 1, JokerRule: 'free' } }, players[0]!.token);
  const gameId = created.body.gameId as string;
  expect((await api.post(`/games/${gameId}/join`, undefined, players[1]!.token)).status).toBe(200);
  const followers = await Promise.all(players.map(() => LiveClient.open(api)));
  try {
    for (const [i, follower] of followers.entries())
      expect(await follower.subscribe(gameId, { token: players[i]!.token })).toMatchObject({ type: 'subscribed' });
    let view = (await api.post(`/games/${gameId}/start`, undefined, players[0]!.token)).body;
    while (view.status === 'playing') {
      const actor = players.find((p) => view.turn.awaiting.includes(p.playerId))!;
      const mine = (await api.get(`/games/${gameId}`, actor.token)).body as DiceKingsView;
      const { move } = bot(mine, actor.playerId)!;
      const reply = await api.post(`/games/${gameId}/commands`, move, actor.token);
      expect(reply.status).toBe(200);
      view = reply.body.game;
    }
    await liveSettled(api);
    // Every follower has had the last version: the fan-out's work is all counted.
    for (const follower of followers) await follower.untilVersion(gameId, view.version);
    return { gameId, version: view.version };
  } finally {
    for (const follower of followers) await follower.close();
  }
}

const perCommand = (n: number, { commands }: Counted) => n / commands;

describe('DynamoDB requests per command, by reader', () => {
  it('a whole two-player Dice Kings game with two followers costs each reader no more than measured', async () => {
    const counter = new RequestsByReader();
    let counted: Counted;
    try {
      counter.start();
      const { version } = await wholeGame(ctx.api);
      counted = counter.stop();
      // Every stored version is one command: the creation, the join, the start and the moves.
      expect(counted.commands).toBe(version);
    } finally {
      counter.close();
    }
    const figures = Object.fromEntries(
      Object.entries(counted.byReader).map(([reader, r]) => [
        reader,
        { requests: perCommand(r.requests, counted), itemsWritten: perCommand(r.itemsWritten, counted) },
      ]),
    );
    // A reader not measured before is a cost not accounted for.
    expect(Object.keys(figures).filter((reader) => !(reader in BOUNDS))).toEqual([]);
    for (const [reader, figure] of Object.entries(figures)) {
      expect(figure.requests, `${reader}: requests per command`).toBeLessThanOrEqual(BOUNDS[reader]!.requests);
      expect(figure.itemsWritten, `${reader}: items written per command`).toBeLessThanOrEqual(BOUNDS[reader]!.itemsWritten);
    }
    expect(perCommand(counted.total.requests, counted), 'all readers: requests per command').toBeLessThanOrEqual(IN_ALL.requests);
    expect(perCommand(counted.total.itemsWritten, counted), 'all readers: items written per command').toBeLessThanOrEqual(
      IN_ALL.itemsWritten,
    );
    // A whole game: about a hundred commands, two HTTP requests each, on a machine that may be busy.
  }, 240_000);
});
