/**
 * Dice Kings bots, in whole games played in process through the domain (simulate.ts), with
 * seeded dice: the strong bot's solitaire mean against the optimum it plays (within three
 * standard errors, or the bench fails), and strong against easy in two-player games of one and
 * of three columns, each bot taking seat 0 in every other game.
 *
 * Run on its own: `npx tsx bench/dice-kings-bots.ts` (a few minutes: 10,000 solitaire games).
 */
import { performance } from 'node:perf_hooks';
import { diceKingsBot, Optimums } from '../domain/dice-kings/bot/index.ts';
import type { Bot } from '../domain/kernel/index.ts';
import { valueOf } from '../domain/dice-kings/bot/optimum.ts';
import { drawsFrom, playGame } from '../domain/dice-kings/bot/simulate.ts';
import { configSchema } from '../domain/dice-kings/config.ts';
import { seededRandom } from '../test/support/seeded-random.ts';

const SOLITAIRE_GAMES = 10_000;
const DUELS = 500;
const THREE_COLUMN_SOLITAIRE_GAMES = 500;

const meanAndError = (values: readonly number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return { mean, standardError: Math.sqrt(variance / values.length) };
};

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** A bot that also counts its moves and the time it took to decide them. */
function timed<View, Command>(bot: Bot<View, Command>) {
  const spent = { moves: 0, ms: 0 };
  const counted: Bot<View, Command> = (view, me) => {
    const started = performance.now();
    const choice = bot(view, me);
    spent.ms += performance.now() - started;
    spent.moves++;
    return choice;
  };
  return { bot: counted, perMove: () => spent.ms / spent.moves };
}

export async function benchDiceKingsBots(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const optimums = new Optimums();
  const strong = diceKingsBot('strong', optimums);
  const easy = diceKingsBot('easy', optimums);
  const optimum = valueOf(optimums.for(configSchema.parse({})), { filled: 0, upper: 0, kings50: false });
  const draws = drawsFrom(seededRandom(2026));

  let started = performance.now();
  const solo1 = timed(strong);
  const solitaire = Array.from({ length: SOLITAIRE_GAMES }, () => playGame({}, [solo1.bot], draws).scores[0]!);
  const { mean, standardError } = meanAndError(solitaire);
  const solo = `strong, 1 column solitaire, ${SOLITAIRE_GAMES} games`;
  figures[`${solo}: optimum (expected)`] = round(optimum, 4);
  figures[`${solo}: mean`] = round(mean);
  figures[`${solo}: standard error`] = round(standardError, 3);
  figures[`${solo}: (mean - optimum) / SE`] = round((mean - optimum) / standardError);
  figures[`${solo}: ms per game`] = round((performance.now() - started) / SOLITAIRE_GAMES);
  figures[`${solo}: ms per strong move`] = round(solo1.perMove(), 3);
  if (Math.abs(mean - optimum) > 3 * standardError) throw new Error(`the strong bot's mean ${mean} is not within 3 SE of ${optimum}`);

  for (const Columns of [1, 3] as const) {
    started = performance.now();
    const strongScores: number[] = [];
    const easyScores: number[] = [];
    let wins = 0;
    let ties = 0;
    for (let game = 0; game < DUELS; game++) {
      const strongSeat = game % 2;
      const played = playGame({ Columns }, strongSeat === 0 ? [strong, easy] : [easy, strong], draws);
      strongScores.push(played.scores[strongSeat]!);
      easyScores.push(played.scores[1 - strongSeat]!);
      if (played.winners.length === 2) ties++;
      else if (played.winners[0] === strongSeat) wins++;
    }
    const label = `strong vs easy, ${Columns} column${Columns === 1 ? '' : 's'}, ${DUELS} games`;
    figures[`${label}: strong wins (%)`] = round((100 * wins) / DUELS, 1);
    figures[`${label}: ties (%)`] = round((100 * ties) / DUELS, 1);
    figures[`${label}: strong mean score`] = round(meanAndError(strongScores).mean);
    figures[`${label}: easy mean score`] = round(meanAndError(easyScores).mean);
    figures[`${label}: ms per game`] = round((performance.now() - started) / DUELS);
  }

  started = performance.now();
  const solo3Bot = timed(strong);
  const three = meanAndError(
    Array.from({ length: THREE_COLUMN_SOLITAIRE_GAMES }, () => playGame({ Columns: 3 }, [solo3Bot.bot], draws).scores[0]!),
  );
  const solo3 = `strong, 3 columns solitaire, ${THREE_COLUMN_SOLITAIRE_GAMES} games`;
  figures[`${solo3}: mean`] = round(three.mean);
  figures[`${solo3}: standard error`] = round(three.standardError, 3);
  figures[`${solo3}: each column played alone, (1 + 2 + 3) x optimum`] = round(6 * optimum);
  figures[`${solo3}: ms per game`] = round((performance.now() - started) / THREE_COLUMN_SOLITAIRE_GAMES);
  figures[`${solo3}: ms per strong move`] = round(solo3Bot.perMove(), 3);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchDiceKingsBots());
}
