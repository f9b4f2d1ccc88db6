/**
 * The racks a Rummiduck verdict reveals: no event shows another player's tiles, not even after
 * the end (docs/contract.md, Hidden information), but the verifier re-derives the bag from the
 * revealed seed, so its verdict says what every seat held when the game ended. Checked against
 * the domain's own state, folded from the stored events, of games the easy bot plays (it lays
 * sets, so tiles leave the racks), with timeouts and resignations, as each viewer fetches them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyGame, type Verdict } from '../../client/src/fairness/index.ts';
import { evolve, view, type GameState } from '../../domain/platform/index.ts';
import { rummiduckBot, type RummiduckView } from '../../domain/rummiduck/bot/index.ts';
import type { State } from '../../domain/rummiduck/index.ts';
import { rackPoints } from '../../domain/rummiduck/tiles.ts';
import { proofOfGame, servedEvents, syntheticGame, type SyntheticGame } from './synthetic-game.ts';

const easy = rummiduckBot('easy');
/** What the easy bot plays from the actor's own view: a play of whole sets, or a draw. */
const botMove = (state: GameState, actor: string) => easy(view(state, actor) as unknown as RummiduckView, actor)!.move;

const botGame = (players: number, StartTiles: number, choices: number, resigns = 0) =>
  syntheticGame({ game: 'rummiduck', players, config: { StartTiles }, choices, commands: 400, choose: botMove, resigns });

const verdictFor = (game: SyntheticGame, viewer?: string | null): Promise<Verdict> =>
  verifyGame(proofOfGame(game, servedEvents(game, viewer)));

/** The racks of the domain's state, folded from the stored events: what the server holds. */
const domainRacks = (game: SyntheticGame) => (game.state.rulesState as State).racks;

describe("a Rummiduck verdict: every seat's rack at the end", () => {
  it("property: the racks are the domain's, for a seated player, a spectator and the whole stream alike", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 6, max: 20 }),
        fc.integer(),
        fc.constantFrom(0, 0.03),
        async (players, StartTiles, choices, resigns) => {
          const game = botGame(players, StartTiles, choices, resigns);
          const viewers = [undefined, null, ...game.seats.map((seat) => seat.playerId)];
          for (const viewer of viewers) {
            const verdict = await verdictFor(game, viewer);
            expect(verdict).toMatchObject({ status: 'ok', game: 'rummiduck' });
            if (verdict.status !== 'ok' || verdict.game !== 'rummiduck') return;
            expect(verdict.racks).toEqual(domainRacks(game));
            // Keyed in seat order, like the seats the proof gives.
            expect(Object.keys(verdict.racks)).toEqual(game.seats.map((seat) => seat.playerId));
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  describe('a game played to its end', () => {
    // The first of the seeded games that ends with tiles laid, and a loser holding tiles.
    const game = Array.from({ length: 50 }, (_, choices) => botGame(3, 10, choices)).find(
      (g) =>
        g.state.status === 'ended' &&
        servedEvents(g).some((e) => e.type === 'TablePlayed') &&
        g.state.players.some((p) => !g.state.result!.winners.includes(p.playerId) && domainRacks(g)[p.playerId]!.length > 0),
    )!;
    const result = game.state.result!;

    it("a spectator's verdict shows the tiles the losers were left with: minus their points is their score", async () => {
      const verdict = await verdictFor(game, null);
      if (verdict.status !== 'ok' || verdict.game !== 'rummiduck') throw new Error(`not verified: ${JSON.stringify(verdict)}`);
      const losers = game.seats.map((seat) => seat.playerId).filter((p) => !result.winners.includes(p));
      for (const loser of losers)
        expect(-rackPoints(verdict.racks[loser]!, (game.state.rulesState as State).config.JokerPoints)).toBe(result.scores[loser]);
    });

    it("each player's own rack, as their view showed it before the last move, less what that move laid", async () => {
      const events = servedEvents(game);
      const last = Number(events.at(-1)!.version);
      const before = game.items.filter((item) => item.version < last);
      const verdict = await verdictFor(game, null);
      if (verdict.status !== 'ok' || verdict.game !== 'rummiduck') throw new Error(`not verified: ${JSON.stringify(verdict)}`);
      const lastMove = events.filter((e) => e.version === last);
      const laid = new Set(lastMove.flatMap((e) => (e.type === 'TablePlayed' ? (e.laid as string[]) : [])));
      const drawn = lastMove.flatMap((e) => (e.type === 'TilesDrawn' ? [[e.playerId, e.tiles as string[]] as const] : []));
      const stateBefore = foldedUpTo(game, before.length);
      for (const { playerId } of game.seats) {
        const own = (view(stateBefore, playerId).board as { rack?: string[] }).rack ?? [];
        const added = drawn.filter(([p]) => p === playerId).flatMap(([, tiles]) => tiles);
        expect(verdict.racks[playerId]).toEqual([...own.filter((tile) => !laid.has(tile)), ...added]);
      }
    });

    it('a tampered stream reveals no racks: the verdict is a mismatch', async () => {
      const events = servedEvents(game, null);
      const deal = events.findIndex((e) => e.type === 'TilesDealt');
      const verdict = await verifyGame(
        proofOfGame(game, events.with(deal, { ...events[deal]!, bagSize: Number(events[deal]!.bagSize) - 1 })),
      );
      expect(verdict.status).toBe('mismatch');
      expect(verdict).not.toHaveProperty('racks');
    });
  });

  it('Quicks and Dice Kings hide nothing: their verdicts reveal no racks', async () => {
    for (const setup of [
      { game: 'quicks', players: 2 },
      { game: 'dice-kings', players: 1 },
    ] as const) {
      const game = syntheticGame({ ...setup, choices: 3, commands: 30 });
      expect(Object.keys(await verdictFor(game))).toEqual(['status', 'game', 'tally']);
    }
  });
});

/** The game as it was after its first `count` stored commands, folded as the server folds them. */
function foldedUpTo(game: SyntheticGame, count: number): GameState {
  return game.items
    .slice(0, count)
    .reduce<GameState>(
      (state, item) => ({ ...item.events.reduce<GameState>((s, e) => evolve(s, e), state), version: item.version }),
      null!,
    );
}
