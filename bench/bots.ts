/**
 * The bots in simulated games through the domain (no HTTP): strong against easy in 500
 * two-player games of Quicks and of Rummiduck (seats alternate), and how long the strong
 * Rummiduck bot takes to move on large tables, the 90-tile one of rummiduck-check.ts among
 * them, bounded by nodes alone and by the adapter's 300 ms clock too. Run alone:
 * `npx tsx bench/bots.ts` (about two minutes of CPU).
 */
import { performance } from 'node:perf_hooks';
import type { GameState } from '../domain/platform/state.ts';
import { simulate } from '../domain/platform/simulate.ts';
import { view } from '../domain/platform/view.ts';
import type { BotLevel } from '../domain/kernel/index.ts';
import { seededDraws } from '../domain/kernel/index.ts';
import { quicksBot, type QuicksView } from '../domain/quicks/bot/index.ts';
import { simulateQuicks } from '../domain/quicks/bot/simulate.ts';
import { boardOf, colourCrossesOf, thrownDice, whiteRowsOf } from '../domain/quicks/bot/view.ts';
import type { Command as QuicksCommand } from '../domain/quicks/commands.ts';
import { whiteSum } from '../domain/quicks/cross-rule.ts';
import { positionIn, type Row } from '../domain/quicks/rows.ts';
import { rummiduckBot, type RummiduckView } from '../domain/rummiduck/bot/index.ts';
import { simulateRummiduck } from '../domain/rummiduck/bot/simulate.ts';
import type { Limit } from '../domain/rummiduck/bot/rebuild.ts';
import { NODE_BUDGET, strongDecision } from '../domain/rummiduck/bot/strong.ts';
import type { State } from '../domain/rummiduck/index.ts';
import { rummiduck } from '../domain/rummiduck/index.ts';
import { benchState, tableOf90 } from './rummiduck-check.ts';
import { inPlay } from '../test/support/bot-games.ts';

const GAMES = 500;

/** Strong's share of wins (a tie counts for both) over `games` games, strong in seat 0 every other game. */
function winRate(games: number, play: (levels: BotLevel[], seed: number) => GameState) {
  let won = 0;
  let finished = 0;
  let strongScore = 0;
  let easyScore = 0;
  for (let seed = 0; seed < games; seed++) {
    const swapped = seed % 2 === 1;
    const game = play(swapped ? ['easy', 'strong'] : ['strong', 'easy'], seed);
    const [strong, easy] = swapped ? ['strong-1', 'easy-0'] : ['strong-0', 'easy-1'];
    if (!game.result) continue;
    finished++;
    if (game.result.winners.includes(strong)) won++;
    strongScore += game.result.scores[strong]!;
    easyScore += game.result.scores[easy]!;
  }
  return { finished, won, strongScore: strongScore / finished, easyScore: easyScore / finished };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * A sterner yardstick than `easy` for Quicks: it crosses the number that passes the fewest by,
 * when that is at most one in step white and three in step colour.
 */
function greedy(view: QuicksView, me: string): QuicksCommand {
  const { lockedRows, sheets } = boardOf(view);
  const sheet = sheets[me]!;
  const gap = (row: Row, number: number) => {
    const last = sheet.rows[row].at(-1);
    return positionIn(row, number) - (last === undefined ? 0 : positionIn(row, last) + 1);
  };
  if (view.turn?.step === 'white') {
    const number = whiteSum(thrownDice(view));
    const [row] = whiteRowsOf(view, sheet)
      .filter((r) => gap(r, number) <= 1)
      .sort((a, b) => gap(a, number) - gap(b, number));
    return row ? { type: 'cross', row } : { type: 'pass' };
  }
  if (view.turn?.step === 'colour') {
    const [cross] = colourCrossesOf(view, lockedRows, sheet)
      .filter((c) => gap(c.row, c.number) <= 3)
      .sort((a, b) => gap(a.row, a.number) - gap(b.row, b.number));
    return cross ? { type: 'cross', row: cross.row, white: cross.white } : { type: 'pass' };
  }
  return { type: 'throw' };
}

export async function benchQuicksBots(): Promise<Record<string, number>> {
  const started = performance.now();
  const r = winRate(GAMES, (levels, seed) => simulateQuicks(levels, seed));
  const msPerGame = (performance.now() - started) / GAMES;
  const strong = { playerId: 'strong', move: (v: QuicksView, me: string) => quicksBot('strong')(v, me)!.move };
  const yardstick = { playerId: 'greedy', move: greedy };
  let beatGreedy = 0;
  for (let seed = 0; seed < GAMES; seed++) {
    const game = simulate('quicks', {}, seed % 2 ? [yardstick, strong] : [strong, yardstick], seededDraws(seed));
    if (game.result?.winners.includes('strong')) beatGreedy++;
  }
  return {
    games: GAMES,
    finished: r.finished,
    strongWinRate: round(r.won / r.finished, 3),
    strongMeanScore: round(r.strongScore),
    easyMeanScore: round(r.easyScore),
    msPerGame: round(msPerGame),
    strongWinRateAgainstGreedy: round(beatGreedy / GAMES, 3),
  };
}

/** Positions with at least `minTiles` on the table from four-player strong games, the strong bot to move. */
function largeTables(minTiles: number, wanted: number): { state: State; me: string }[] {
  const found: { state: State; me: string }[] = [];
  const seats = ['a', 'b', 'c', 'd'].map((playerId) => ({
    playerId,
    move: (v: RummiduckView, me: string) => rummiduckBot('strong')(v, me)!.move,
  }));
  for (let seed = 0; seed < 200 && found.length < wanted; seed++) {
    simulate('rummiduck', {}, seats, seededDraws(10_000 + seed), {
      observe: (state) => {
        const play = state.rulesState as State;
        const me = rummiduck.turn(play)?.playerId;
        if (me && play.hasMelded[me] && play.table.flat().length >= minTiles && found.length < wanted) found.push({ state: play, me });
      },
    });
  }
  return found;
}

/** The adapter's clock: 300 ms from the start of the move. */
const within300ms = (): Limit => {
  const deadline = performance.now() + 300;
  return { nodes: NODE_BUDGET, outOfTime: () => performance.now() > deadline };
};

function timeMoves(positions: { state: State; me: string }[], limit: () => Limit = () => ({ nodes: NODE_BUDGET })) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let nodes = 0;
  let gaveUp = 0;
  for (const { state, me } of positions) {
    const shown = view(asGame(state), me) as RummiduckView;
    const cpuBefore = process.cpuUsage();
    const before = performance.now();
    const decision = strongDecision(shown, me, limit());
    wall.push(performance.now() - before);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    nodes = Math.max(nodes, decision.nodes);
    if (decision.gaveUp) gaveUp++;
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { wall, cpu, nodes, gaveUp };
}

const asGame = (play: State): GameState => inPlay('rummiduck', rummiduck, play.config, play.players, play);

export async function benchRummiduckBots(): Promise<Record<string, number>> {
  const started = performance.now();
  const r = winRate(GAMES, (levels, seed) => simulateRummiduck(levels, seed));
  const msPerGame = (performance.now() - started) / GAMES;
  const large = timeMoves(largeTables(60, 200));
  const ninetyAt = Array.from({ length: 50 }, () => ({ state: benchState(tableOf90()), me: 'ann' }));
  const ninety = timeMoves(ninetyAt);
  const clocked = timeMoves(ninetyAt, within300ms);
  return {
    games: GAMES,
    finished: r.finished,
    strongWinRate: round(r.won / r.finished, 3),
    strongMeanScore: round(r.strongScore),
    easyMeanScore: round(r.easyScore),
    msPerGame: round(msPerGame),
    nodeBudget: NODE_BUDGET,
    largeTablePositions: large.wall.length,
    largeTableP50Ms: round(quantile(large.wall, 0.5)),
    largeTableP99Ms: round(quantile(large.wall, 0.99)),
    largeTableCpuP99Ms: round(quantile(large.cpu, 0.99)),
    largeTableMaxNodes: large.nodes,
    largeTableGaveUp: large.gaveUp,
    table90P50Ms: round(quantile(ninety.wall, 0.5)),
    table90P99Ms: round(quantile(ninety.wall, 0.99)),
    table90CpuP99Ms: round(quantile(ninety.cpu, 0.99)),
    table90Nodes: ninety.nodes,
    table90GaveUp: ninety.gaveUp,
    table90ClockedP50Ms: round(quantile(clocked.wall, 0.5)),
    table90ClockedP99Ms: round(quantile(clocked.wall, 0.99)),
    table90ClockedGaveUp: clocked.gaveUp,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchQuicksBots());
  console.table(await benchRummiduckBots());
}
