/** The independent verifier (client/src/fairness) against games the server's draws made. */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proofOf, verifyGame } from '../../client/src/fairness/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { commitmentOf, newServerSeed } from '../../functions/fairness/seeds.ts';
import { changed, drawnPaths } from './tamper.ts';
import { proofOfGame, servedEvents, syntheticGame, type GameSetup } from './synthetic-game.ts';

type Json = Record<string, unknown>;

const setups: Record<GameName, fc.Arbitrary<Omit<GameSetup, 'choices' | 'commands'>>> = {
  quicks: fc.integer({ min: 2, max: 5 }).map((players) => ({ game: 'quicks' as const, players })),
  'dice-kings': fc
    .record({ players: fc.integer({ min: 1, max: 3 }), Columns: fc.constantFrom(1, 3) })
    .map(({ players, Columns }) => ({ game: 'dice-kings' as const, players, config: { Columns } })),
  rummiduck: fc
    .record({
      players: fc.integer({ min: 2, max: 4 }),
      StartTiles: fc.integer({ min: 1, max: 26 }),
      TimeoutTiles: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ players, StartTiles, TimeoutTiles }) => ({ game: 'rummiduck' as const, players, config: { StartTiles, TimeoutTiles } })),
};

const anyGame = fc
  .record({
    setup: fc.oneof(setups.quicks, setups['dice-kings'], setups.rummiduck),
    choices: fc.integer(),
    commands: fc.integer({ min: 0, max: 120 }),
  })
  .map(({ setup, choices, commands }) => syntheticGame({ ...setup, choices, commands }));

describe('the verifier checks a game the server drew', () => {
  it('property: every game is accepted, and changing any one die or tile is reported at exactly that event', async () => {
    await fc.assert(
      fc.asyncProperty(anyGame, fc.nat(), fc.nat(), async (game, whichEvent, whichValue) => {
        const events = servedEvents(game);
        expect(await verifyGame(proofOfGame(game, events))).toMatchObject({ status: 'ok', game: game.state.game });
        const drawing = events.flatMap((event, index) => (drawnPaths(event).length > 0 ? [index] : []));
        fc.pre(drawing.length > 0);
        const index = drawing[whichEvent % drawing.length]!;
        const paths = drawnPaths(events[index]!);
        const tampered = events.with(index, changed(events[index]!, paths[whichValue % paths.length]!));
        expect(await verifyGame(proofOfGame(game, tampered))).toMatchObject({ status: 'mismatch', index, version: events[index]!.version });
      }),
      { numRuns: 100 },
    );
  });

  it('a whole Quicks game: the tally counts every die thrown', async () => {
    const game = syntheticGame({ game: 'quicks', players: 3, choices: 7, commands: 400 });
    const events = servedEvents(game);
    const thrown = events.filter((e) => e.type === 'DiceThrown') as { dice: Json }[];
    const dice = thrown.reduce((sum, e) => sum + Object.keys(e.dice).length + 1, 0);
    expect(await verifyGame(proofOfGame(game, events))).toEqual({
      status: 'ok',
      game: 'quicks',
      tally: { dice, tiles: 0, hiddenTiles: 0 },
    });
  });

  describe("Quicks: a locked row's die leaves the game", () => {
    // The first of the seeded games in which a row locks before another throw.
    const game = Array.from({ length: 100 }, (_, choices) => syntheticGame({ game: 'quicks', players: 3, choices, commands: 400 })).find(
      (g) => {
        const events = servedEvents(g);
        const locked = events.findIndex((e) => e.type === 'RowLocked');
        return locked >= 0 && events.some((e, i) => i > locked && e.type === 'DiceThrown');
      },
    )!;
    const events = servedEvents(game);
    const locked = events.findIndex((e) => e.type === 'RowLocked');
    const row = String(events[locked]!.row);
    const next = events.findIndex((e, i) => i > locked && e.type === 'DiceThrown');

    it('the throws after the lock show no die of that row, and are accepted', async () => {
      expect(events[next]!.dice).not.toHaveProperty(row);
      expect(await verifyGame(proofOfGame(game, events))).toMatchObject({ status: 'ok' });
    });

    it('a throw that shows a die of the locked row is reported', async () => {
      const shown = { ...events[next]!, dice: { ...(events[next]!.dice as Json), [row]: 3 } };
      expect(await verifyGame(proofOfGame(game, events.with(next, shown)))).toMatchObject({
        status: 'mismatch',
        index: next,
        type: 'DiceThrown',
      });
    });

    it('a throw that leaves out a die still in the game is reported', async () => {
      const first = events.findIndex((e) => e.type === 'DiceThrown');
      const { red: _left, ...dice } = events[first]!.dice as Json;
      expect(await verifyGame(proofOfGame(game, events.with(first, { ...events[first]!, dice })))).toMatchObject({
        status: 'mismatch',
        index: first,
      });
    });
  });
});

describe('what the verifier can see: events redacted for the caller', () => {
  const game = syntheticGame({ game: 'rummiduck', players: 3, config: { StartTiles: 14 }, choices: 11, commands: 30 });

  it('a seated player: their own rack and draws are checked, the rest counted as hidden', async () => {
    const verdict = await verifyGame(proofOfGame(game, servedEvents(game, 'p1')));
    expect(verdict).toMatchObject({ status: 'ok', game: 'rummiduck' });
    const { tiles, hiddenTiles } = (verdict as { tally: { tiles: number; hiddenTiles: number } }).tally;
    const drawnByP1 = servedEvents(game)
      .filter((e) => e.type === 'TilesDrawn' && e.playerId === 'p1')
      .reduce((n, e) => n + Number(e.count), 0);
    expect(tiles).toBe(14 + drawnByP1);
    const drawn = servedEvents(game)
      .filter((e) => e.type === 'TilesDrawn')
      .reduce((n, e) => n + Number(e.count), 0);
    expect(tiles + hiddenTiles).toBe(106 + drawn);
  });

  it('a spectator: no tile is shown, every count still holds', async () => {
    expect(await verifyGame(proofOfGame(game, servedEvents(game, null)))).toMatchObject({ status: 'ok', tally: { tiles: 0 } });
  });

  it('the unredacted events: every tile of the bag, the deal and the draws is checked', async () => {
    const verdict = await verifyGame(proofOfGame(game, servedEvents(game)));
    expect(verdict).toMatchObject({ status: 'ok', tally: { hiddenTiles: 0 } });
  });

  it('a count that does not hold is reported even where the tiles are hidden', async () => {
    const events = servedEvents(game, null);
    const index = events.findIndex((e) => e.type === 'TilesDealt');
    const dealt = events[index]!;
    const wrongSize = { ...dealt, bagSize: Number(dealt.bagSize) + 1 };
    expect(await verifyGame(proofOfGame(game, events.with(index, wrongSize)))).toMatchObject({
      status: 'mismatch',
      index,
      expected: 106 - 42,
    });
  });
});

describe('Rummiduck passes and counts', () => {
  it('a pass while the bag still holds tiles is reported', async () => {
    const game = syntheticGame({ game: 'rummiduck', players: 2, choices: 5, commands: 10 });
    const events = servedEvents(game);
    const index = events.findIndex((e) => e.type === 'TilesDrawn');
    const pass = {
      version: events[index]!.version,
      type: 'Passed',
      playerId: events[index]!.playerId,
      reason: 'draw',
      at: events[index]!.at,
    };
    expect(await verifyGame(proofOfGame(game, events.with(index, pass)))).toMatchObject({ status: 'mismatch', index, found: 'Passed' });
  });

  it('a game played until the bag is empty: its passes are accepted', async () => {
    const game = syntheticGame({ game: 'rummiduck', players: 4, config: { StartTiles: 26 }, choices: 9, commands: 200 });
    const events = servedEvents(game);
    expect(events.some((e) => e.type === 'Passed')).toBe(true);
    expect(await verifyGame(proofOfGame(game, events))).toMatchObject({ status: 'ok', tally: { hiddenTiles: 0 } });
  });
});

describe("Rummiduck: a tile laid must come from the layer's rack, as the stream dealt and drew it", () => {
  // The synthetic players only draw; the plays below are put in by hand (the verifier does not
  // judge sets, the domain does), right after the deal or after p0's first draw.
  const game = syntheticGame({ game: 'rummiduck', players: 2, config: { StartTiles: 14 }, choices: 21, commands: 6 });
  const full = servedEvents(game);
  const spectator = servedEvents(game, null);
  const deal = full.findIndex((e) => e.type === 'TilesDealt');
  const racks = full[deal]!.racks as Record<string, string[]>;
  const drawn = full.findIndex((e) => e.type === 'TilesDrawn' && e.playerId === 'p0');
  const play = (playerId: string, laid: string[]): Json => ({
    version: 99,
    type: 'TablePlayed',
    playerId,
    table: [laid],
    laid,
    at: full[deal]!.at,
  });
  const after = (index: number, ...plays: Json[]) => spectator.toSpliced(index + 1, 0, ...plays);

  it("tiles of the layer's own rack are accepted, though the spectator sees no rack", async () => {
    expect(await verifyGame(proofOfGame(game, after(deal, play('p0', racks.p0!.slice(0, 3)))))).toMatchObject({ status: 'ok' });
  });

  it('a tile drawn before is accepted', async () => {
    const tile = (full[drawn]!.tiles as string[])[0]!;
    expect(await verifyGame(proofOfGame(game, after(drawn, play('p0', [tile]))))).toMatchObject({ status: 'ok' });
  });

  it('a tile of another rack is reported', async () => {
    expect(await verifyGame(proofOfGame(game, after(deal, play('p0', [racks.p1![0]!]))))).toMatchObject({
      status: 'mismatch',
      index: deal + 1,
      found: racks.p1![0],
    });
  });

  it('a tile laid a second time is reported', async () => {
    const tile = racks.p0![0]!;
    expect(await verifyGame(proofOfGame(game, after(deal, play('p0', [tile]), play('p0', [tile]))))).toMatchObject({
      status: 'mismatch',
      index: deal + 2,
    });
  });
});

describe('the seeds', () => {
  const game = syntheticGame({ game: 'dice-kings', players: 1, choices: 1, commands: 20 });
  const events = servedEvents(game);

  it('a server seed that does not hash to the commitment is reported before any event', async () => {
    const other = newServerSeed();
    expect(await verifyGame(proofOfGame(game, events, { serverSeed: other }))).toMatchObject({
      status: 'mismatch',
      index: null,
      expected: commitmentOf(game.seed.serverSeed),
      found: commitmentOf(other),
    });
  });

  it('a game not over yet has no seed to check', async () => {
    expect(await verifyGame(proofOfGame(game, events, { serverSeed: null }))).toMatchObject({
      status: 'mismatch',
      index: null,
      detail: 'the server seed is not revealed',
    });
  });

  it('client seeds in another seat order make other dice: the first roll is reported', async () => {
    const two = syntheticGame({ game: 'dice-kings', players: 2, choices: 2, commands: 20 });
    const twoEvents = servedEvents(two);
    const swapped = [two.seats[1]!, two.seats[0]!];
    const firstRoll = twoEvents.findIndex((e) => e.type === 'DiceRolled');
    expect(await verifyGame(proofOfGame(two, twoEvents, { seats: swapped }))).toMatchObject({ status: 'mismatch', index: firstRoll });
  });

  it('a seat without a client seed is reported', async () => {
    expect(await verifyGame(proofOfGame(game, events, { seats: [{ playerId: 'p0', clientSeed: '' }] }))).toMatchObject({
      status: 'mismatch',
      index: null,
      detail: 'the client seed of seat 0',
    });
  });

  it('docs/contract.md: "A game whose dice or bag were rigged through the test hook shows fairness.rigged: true": the verifier says so', async () => {
    expect(await verifyGame(proofOfGame(game, events, { rigged: true }))).toMatchObject({ status: 'rigged' });
  });

  it('the events of another game are refused at the first event', async () => {
    expect(await verifyGame(proofOfGame(game, events, { gameId: 'g_other' }))).toMatchObject({ status: 'mismatch', index: 0 });
  });

  it('another algorithm is not checked', async () => {
    expect(await verifyGame(proofOfGame(game, events, { algorithm: 'oc-fair-v2' }))).toMatchObject({
      status: 'mismatch',
      index: null,
      expected: 'oc-fair-v1',
    });
  });
});

describe("proofOf: a proof from a finished game's view", () => {
  it("takes the seats in seat order and each seat's client seed from the view", async () => {
    const game = syntheticGame({ game: 'quicks', players: 3, choices: 4, commands: 40 });
    const view = {
      gameId: game.seed.gameId,
      players: [...game.seats].reverse().map(({ playerId }) => ({ playerId, seat: Number(playerId.slice(1)) })),
      fairness: {
        algorithm: 'oc-fair-v1',
        commitment: commitmentOf(game.seed.serverSeed),
        clientSeeds: Object.fromEntries(game.seats.map((s) => [s.playerId, s.clientSeed])),
        serverSeed: game.seed.serverSeed,
        rigged: false,
      },
    };
    const made = proofOf(view, servedEvents(game));
    expect(made.seats).toEqual(game.seats);
    expect(await verifyGame(made)).toMatchObject({ status: 'ok' });
  });
});

describe('the verifier stands alone', () => {
  it("imports nothing but its own folder's files (no domain/, no functions/, no Node module)", () => {
    const folder = new URL('../../client/src/fairness/', import.meta.url);
    for (const file of readdirSync(folder)) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      for (const [, from] of source.matchAll(/from '([^']+)'/g)) expect(from, `${file} imports ${from}`).toMatch(/^\.\/[\w-]+\.ts$/);
    }
  });
});
