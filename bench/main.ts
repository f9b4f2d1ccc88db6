/**
 * `npm run bench`: every speed and memory figure the issues ask for, measured in one run and
 * printed. Compare ratios taken in the same run: this machine's absolute figures are noisy.
 */
export {};

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
// The functions' metrics (EMF lines on standard output) would bury the tables.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const benches: [title: string, load: () => Promise<() => Promise<Record<string, number | Record<string, number>>>>][] = [
  [
    'Dice Kings: fold a finished six-player three-column game, then decide (ms)',
    async () => (await import('./dice-kings-fold.ts')).benchDiceKingsFold,
  ],
  [
    'Dice Kings solver: the one-column optimum per JokerRule, its table solved or shipped as an asset',
    async () => (await import('./dice-kings-optimum.ts')).benchDiceKingsOptimum,
  ],
  [
    'Dice Kings bots: simulated games (10,000 solitaire, strong vs easy; minutes)',
    async () => (await import('./dice-kings-bots.ts')).benchDiceKingsBots,
  ],
  [
    'Analysis: GET /games/{id}/analysis judging a 13-turn Dice Kings game (exact) and whole four-player Rummiduck games (strong bot), in process (ms)',
    async () => (await import('./analysis.ts')).benchAnalysis,
  ],
  ['Rummiduck: check a play against 90 tiles in 25 sets (µs)', async () => (await import('./rummiduck-check.ts')).benchRummiduckCheck],
  ['Bots: Quicks strong against easy, 500 two-player games', async () => (await import('./bots.ts')).benchQuicksBots],
  [
    'Bots: Rummiduck strong against easy, 500 two-player games, and its move times on large tables',
    async () => (await import('./bots.ts')).benchRummiduckBots,
  ],
  ['Platform: Dice Kings over HTTP against DynamoDB Local', async () => (await import('./platform.ts')).benchPlatform],
  [
    'Bots: reaction time over HTTP, from a bot awaited to its move stored, locally (ms)',
    async () => (await import('./bot-reaction.ts')).benchBotReaction,
  ],
  [
    'Long games: the first and the last 100 commands of a six-player three-column Dice Kings and a four-player Rummiduck game over HTTP',
    async () => (await import('./long-games.ts')).benchLongGames,
  ],
  [
    'Quick match: from the last ticket of a table to its `matched`, over HTTP, locally (ms)',
    async () => (await import('./quick-match.ts')).benchQuickMatch,
  ],
  ['Turn timers: delay from a deadline to its default, locally (ms)', async () => (await import('./timers.ts')).benchTimers],
  ['Leaderboards: delay from a game end to the board, locally (ms)', async () => (await import('./leaderboards.ts')).benchLeaderboards],
  [
    'Live updates: 1,000 and 2,000 followers subscribing at once, push latency to 100 and 1,000, memory per connection, /health during a flood, locally',
    async () => (await import('./live.ts')).benchLive,
  ],
  ['Lambda bundles: size (KB) and cold import (ms)', async () => (await import('./bundles.ts')).benchBundles],
  [
    "Fair share: app A floods at ten times its budget while app B and a player of no app play; their latency and 429s, and the AWS design's DynamoDB cost per request",
    async () => (await import('./fair-share.ts')).benchFairShare,
  ],
  ['Cost per 1,000 games of each kind on AWS, measured locally', async () => (await import('./cost.ts')).benchCost],
  [
    'Load: solitaire Dice Kings at a bounded rate (--base-url URL; without it, the local server)',
    async () => (await import('./load.ts')).benchLoadFromArgs,
  ],
];

const only = process.argv[2];
for (const [title, load] of benches) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${title}`);
  const run = await load();
  console.table(await run());
}
process.exit(0);
