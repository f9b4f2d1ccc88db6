/**
 * A person playing against bots over HTTP: simple legal moves (GET /games/{id}/legal-moves)
 * whenever the game awaits them, and a record of how long each bot seat kept the game waiting.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Api } from './local-stack.ts';

type Move = { type: string } & Record<string, unknown>;

/** The quickest way to the end: score or pass where the game allows it, else its first legal move. */
const simple = (moves: Move[]): Move => moves.find((m) => m.type === 'score' || m.type === 'pass' || m.type === 'draw') ?? moves[0]!;

export interface Played {
  game: any;
  /** For each time the game awaited only bots: ms from seeing that to seeing the next version. */
  botWaits: number[];
}

/** Plays `me`'s seat until the game ends or `limitMs` passes; polls every 10 ms between moves. */
export async function playAgainstBots(
  api: Api,
  gameId: string,
  me: { playerId: string; token: string },
  limitMs = 25_000,
): Promise<Played> {
  const until = Date.now() + limitMs;
  const botWaits: number[] = [];
  let waiting: { version: number; since: number } | undefined;
  while (Date.now() < until) {
    const game = (await api.get(`/games/${gameId}`, me.token)).body;
    if (waiting && game.version !== waiting.version) {
      botWaits.push(Date.now() - waiting.since);
      waiting = undefined;
    }
    if (game.status !== 'playing') return { game, botWaits };
    if (game.turn.awaiting.includes(me.playerId)) {
      const { moves, version } = (await api.get(`/games/${gameId}/legal-moves`, me.token)).body;
      await api.post(`/games/${gameId}/commands`, { ...simple(moves), expectedVersion: version }, me.token);
      continue;
    }
    waiting ??= { version: game.version, since: Date.now() };
    await sleep(10);
  }
  throw new Error(`the game ${gameId} did not end within ${limitMs} ms`);
}
