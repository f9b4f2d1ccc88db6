/**
 * Paging a board of 250 players over HTTP. The games are written straight into the local
 * server's event store (a realistic minimal stream each); its stream poller feeds the
 * leaderboards consumer as it feeds every other record.
 */
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../support/local-stack.ts';
import { writeFinishedGame } from '../leaderboards/support.ts';

const ctx = useTestStack();

interface Line {
  rank: number;
  playerId: string;
  bestScore: number;
}

async function pageThrough(limit: number, maxPages = 1000): Promise<{ lines: Line[]; pages: number }> {
  const lines: Line[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const reply = await ctx.api.get(`/leaderboards/quicks?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(reply.status).toBe(200);
    expect(reply.body.entries.length).toBeLessThanOrEqual(limit);
    lines.push(...reply.body.entries);
    cursor = reply.body.nextCursor;
    pages += 1;
  } while (cursor && pages < maxPages);
  return { lines, pages };
}

describe('paging a leaderboard', () => {
  it('returns every one of 250 players once, best score first, equal scores sharing a rank on every page', async () => {
    const players = Array.from({ length: 250 }, (_, i) => ({ playerId: `p_${String(i).padStart(3, '0')}`, name: `Player ${i}` }));
    // Fifty five-player games; scores from a narrow range so many players share a best score.
    const scores = players.map((_, i) => ((i * 37) % 41) - 10);
    for (let g = 0; g < 50; g += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, k) => g + k).map((game) =>
          writeFinishedGame({
            game: 'quicks',
            players: players.slice(game * 5, game * 5 + 5),
            scores: scores.slice(game * 5, game * 5 + 5),
          }),
        ),
      );
    await ctx.api.stack.settled();

    const { lines, pages } = await pageThrough(7);
    expect(pages).toBe(Math.ceil(250 / 7));
    expect(new Set(lines.map((l) => l.playerId)).size).toBe(250);
    const expected = players
      .map((p, i) => ({ playerId: p.playerId, bestScore: scores[i]! }))
      .sort((a, b) => b.bestScore - a.bestScore || (a.playerId < b.playerId ? 1 : -1))
      .map((l) => ({ rank: 1 + scores.filter((s) => s > l.bestScore).length, ...l }));
    expect(lines.map(({ rank, playerId, bestScore }) => ({ rank, playerId, bestScore }))).toEqual(expected);
    // Page size changes nothing but the pages.
    expect((await pageThrough(100)).lines).toEqual(lines);
    expect((await pageThrough(1, 30)).lines).toEqual(lines.slice(0, 30));
  }, 60_000);
});
