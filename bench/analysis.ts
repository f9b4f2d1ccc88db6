/**
 * GET /games/{id}/analysis's work, in process: judging every decision of a finished game from
 * its stored items (docs/analysis.md). A 13-turn solitaire Dice Kings game (the exact engine,
 * its table loaded as the function's cold start does, then warm) and whole four-player
 * Rummiduck games of persons playing easy (the strong bot's search at every decision).
 * Run alone: `npx tsx bench/analysis.ts`.
 */
import { performance } from 'node:perf_hooks';
import { seededDraws } from '../domain/kernel/index.ts';
import { configSchema } from '../domain/dice-kings/config.ts';
import { analyse } from '../functions/analysis/analyse.ts';
import { optimums } from '../functions/bots/dice-kings-tables.ts';
import { decideFor } from '../functions/bots/strategies.ts';
import { playGame, type PlayedSeat } from '../test/support/played-games.ts';

const seat =
  (level: 'strong' | 'easy') =>
  (playerId: string): PlayedSeat => ({ playerId, move: (state, me) => decideFor(state, me, level)!.move as never });

/** Wall time and CPU time: on a machine shared with other work the wall time is several times the CPU's. */
const timed = <T>(run: () => T): { ms: number; cpuMs: number; value: T } => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, value };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchAnalysis(): Promise<Record<string, number>> {
  const load = timed(() => optimums.for(configSchema.parse({})));
  // Easy play: a decision not the optimum's now and then, so mistakes are listed too.
  const diceKings = Array.from({ length: 10 }, (_, g) => playGame('dice-kings', {}, [seat('easy')('ann')], seededDraws(100 + g)).items);
  const diceKingsRuns = diceKings.map((items) => timed(() => analyse(items)));
  const rummiduck = Array.from(
    { length: 5 },
    (_, g) => playGame('rummiduck', {}, ['ann', 'bob', 'cid', 'dee'].map(seat('easy')), seededDraws(200 + g)).items,
  );
  const rummiduckRuns = rummiduck.map((items) => timed(() => analyse(items)));
  const decisions = rummiduckRuns.map((run) => Object.values(run.value.players).reduce((sum, p) => sum + p.decisions, 0));
  return {
    diceKingsTableLoadMs: round(load.ms),
    diceKingsTableLoadCpuMs: round(load.cpuMs),
    diceKings13TurnsMedianMs: round(median(diceKingsRuns.map((run) => run.ms))),
    diceKings13TurnsMedianCpuMs: round(median(diceKingsRuns.map((run) => run.cpuMs))),
    diceKings13TurnsMaxMs: round(Math.max(...diceKingsRuns.map((run) => run.ms))),
    rummiduckGames: rummiduck.length,
    rummiduckDecisionsMedian: median(decisions),
    rummiduckGameMedianMs: round(median(rummiduckRuns.map((run) => run.ms))),
    rummiduckGameMedianCpuMs: round(median(rummiduckRuns.map((run) => run.cpuMs))),
    rummiduckGameMaxMs: round(Math.max(...rummiduckRuns.map((run) => run.ms))),
    rummiduckGameMaxCpuMs: round(Math.max(...rummiduckRuns.map((run) => run.cpuMs))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchAnalysis());
}
