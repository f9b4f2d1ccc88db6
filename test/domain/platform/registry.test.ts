/** The registry (domain/registry.ts) and what derives from it (domain/games.ts). */
import { describe, expect, it } from 'vitest';
import { gameNames, games, leaderboardNames } from '../../../domain/games.ts';

describe('the registry', () => {
  it('names each game once and each leaderboard once, each game under its own name', () => {
    expect(new Set(gameNames).size).toBe(gameNames.length);
    expect(new Set(leaderboardNames).size).toBe(leaderboardNames.length);
    for (const game of gameNames) expect(games[game].game).toBe(game);
  });

  it("counts a game of the default config on one of the game's own leaderboards", () => {
    for (const game of gameNames) {
      const rules = games[game];
      expect(rules.leaderboards.map(({ name }) => name)).toContain(rules.leaderboard(rules.configSchema.parse({})));
    }
  });
});
