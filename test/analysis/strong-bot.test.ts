/**
 * The `strong-bot` engine of GET /games/{id}/analysis (docs/contract.md, Analysis and replays):
 * every other game and variant is judged by the strong bot's choice from the person's own view
 * at that version; `agreed` counts the same moves, and a loss is given only where the bot can
 * value both moves (Dice Kings), else null.
 */
import { describe, expect, it } from 'vitest';
import { seededDraws } from '../../domain/kernel/index.ts';
import { fold, view } from '../../domain/platform/index.ts';
import { rummiduckBot, type RummiduckView } from '../../domain/rummiduck/bot/index.ts';
import type { State as RummiduckState } from '../../domain/rummiduck/state.ts';
import { analyse } from '../../functions/analysis/analyse.ts';
import { diceKingsJudge } from '../../functions/analysis/games/dice-kings.ts';
import { configSchema } from '../../domain/dice-kings/config.ts';
import { decideFor } from '../../functions/bots/strategies.ts';
import { playGame, type PlayedSeat } from '../support/played-games.ts';

const byLevel =
  (level: 'strong' | 'easy') =>
  (playerId: string): PlayedSeat => ({ playerId, move: (state, me) => decideFor(state, me, level)!.move as never });

/** Rummiduck's strong bot with its node budget alone, as the analysis asks it (no clock: the same answer on any machine). */
const rummiduckStrong = (playerId: string): PlayedSeat => ({
  playerId,
  move: (state, me) => rummiduckBot('strong')(view(state, me) as RummiduckView, me)!.move,
});

describe('docs/contract.md, Analysis and replays: engine `strong-bot`', () => {
  it("Quicks: the strong bot agrees with itself on every decision; the easy bot is shown the strong one's move; no loss is given", () => {
    const { items } = playGame('quicks', {}, [byLevel('strong')('ann'), byLevel('easy')('bob')], seededDraws(11));
    const { game, players } = analyse(items);
    expect(game).toBe('quicks');
    const [ann, bob] = [players.ann!, players.bob!];
    // Crosses and passes are decisions; a throw is none.
    const crossesAndPasses = (p: string) =>
      items.filter((i) => i.actor === p && ['Crossed', 'Passed'].includes(String(i.events[0]!.type))).length;
    expect(ann).toMatchObject({ engine: 'strong-bot', decisions: crossesAndPasses('ann'), expectedLoss: null, mistakes: [] });
    expect(ann.agreed).toBe(ann.decisions);
    expect(bob).toMatchObject({ engine: 'strong-bot', decisions: crossesAndPasses('bob'), expectedLoss: null });
    expect(bob.agreed).toBeLessThan(bob.decisions);
    expect(bob.mistakes.length).toBe(Math.min(20, bob.decisions - bob.agreed));
    for (const mistake of bob.mistakes) {
      expect(mistake.loss).toBeNull();
      // Shown as the person could have sent them, and in game order (no loss to order them by).
      expect(['cross', 'pass']).toContain((mistake.played as { type: string }).type);
      expect(['cross', 'pass']).toContain((mistake.best as { type: string }).type);
      expect(mistake.played).not.toEqual(mistake.best);
    }
    const versions = bob.mistakes.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it("Rummiduck: the strong bot agrees with itself; the easy bot's other plays and draws are mistakes, with the strong play from its own rack", () => {
    const { items, state } = playGame('rummiduck', {}, [rummiduckStrong('ann'), byLevel('easy')('bob')], seededDraws(12));
    expect(state.status).toBe('ended');
    const { players } = analyse(items);
    const moves = (p: string) =>
      items.filter((i) => i.actor === p && ['TablePlayed', 'TilesDrawn', 'Passed'].includes(String(i.events[0]!.type))).length;
    expect(players.ann).toMatchObject({
      engine: 'strong-bot',
      decisions: moves('ann'),
      agreed: moves('ann'),
      expectedLoss: null,
      mistakes: [],
    });
    const bob = players.bob!;
    expect(bob.decisions).toBe(moves('bob'));
    expect(bob.agreed).toBeLessThan(bob.decisions);
    expect(bob.mistakes.length).toBe(Math.min(20, bob.decisions - bob.agreed));
    for (const mistake of bob.mistakes) {
      expect(mistake.loss).toBeNull();
      // The better play lays only tiles Bob held (never a hidden tile): his rack then, and the table.
      const before = items.slice(0, mistake.version - 1);
      const rules = fold(before)!.rulesState as RummiduckState;
      const best = mistake.best as { type: string; table?: string[][] };
      if (best.type === 'play') {
        const known = new Set([...rules.racks.bob!, ...rules.table.flat()]);
        expect(best.table!.flat().every((id) => known.has(id))).toBe(true);
      }
    }
  }, 60_000);

  it('Dice Kings with three columns: the strong bot agrees with itself, and values both moves, so losses are given', () => {
    const { items } = playGame('dice-kings', { Columns: 3 }, [byLevel('strong')('ann'), byLevel('easy')('bob')], seededDraws(13));
    const { players } = analyse(items);
    expect(players.ann).toMatchObject({ engine: 'strong-bot', expectedLoss: 0, mistakes: [] });
    expect(players.ann!.agreed).toBe(players.ann!.decisions);
    const bob = players.bob!;
    expect(bob.engine).toBe('strong-bot');
    expect(bob.expectedLoss).toBeGreaterThan(0);
    expect(bob.mistakes).toHaveLength(20);
    const losses = bob.mistakes.map((m) => m.loss!);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    // Every score names its column, as a three-column command must.
    for (const m of bob.mistakes)
      for (const move of [m.played, m.best] as { type: string; column?: number }[])
        if (move.type === 'score') expect(move.column).toBeDefined();
  });

  it('"engine exact: Dice Kings with one column, any JokerRule, and the default UpperBonusAt, UpperBonus and ExtraKingsBonus"; every other variant strong-bot', () => {
    const engine = (config: Record<string, unknown>) => diceKingsJudge.engine(configSchema.parse(config) as never);
    for (const JokerRule of ['free', 'forced', false]) expect(engine({ JokerRule, TurnTime: 90 })).toBe('exact');
    for (const other of [{ Columns: 3 }, { UpperBonusAt: 60 }, { UpperBonus: 40 }, { ExtraKingsBonus: 50 }])
      expect(engine(other)).toBe('strong-bot');
  });
});
