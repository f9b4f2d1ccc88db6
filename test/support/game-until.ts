import { vi } from 'vitest';
import type { Api } from './local-stack.ts';

/** The game's view once `done` holds of it: read again every 20 ms, for `ms` at most. */
export const gameUntil = (api: Api, gameId: string, done: (game: any) => boolean, ms = 5_000): Promise<any> =>
  vi.waitFor(
    async () => {
      const game = (await api.get(`/games/${gameId}`)).body;
      if (!done(game)) throw new Error(`game ${gameId} did not get there in ${ms} ms (version ${game.version}, ${game.status})`);
      return game;
    },
    { timeout: ms, interval: 20 },
  );
