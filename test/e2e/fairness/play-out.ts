/**
 * Whole games over HTTP for the fairness tests: each awaited player sends one of its legal
 * moves (GET /games/{id}/legal-moves) until the game ends, and every answer's text is kept,
 * so a test can look for what must not be in any of them.
 */
import { expect } from 'vitest';
import type { ApiClient, Reply } from '../../support/local-stack.ts';

/** The three games, each with the config its whole-game tests play (a short Rummiduck rack). */
export const everyGame = [
  ['quicks', {}],
  ['dice-kings', {}],
  ['rummiduck', { StartTiles: 26 }],
] as const;

export interface Player {
  playerId: string;
  token: string;
}

type Move = { type: string; keep?: number[]; box?: string };

/**
 * The move a seat makes: Quicks throws and otherwise passes (so the throwers collect penalties
 * until one has enough); Dice Kings rolls, rolls again keeping two dice, then scores the first
 * open box; Rummiduck draws (a pass once the bag is empty).
 */
function choose(game: string, moves: Move[], board: any): Move {
  const of = (type: string) => moves.filter((m) => m.type === type);
  if (game === 'quicks') return of('throw')[0] ?? of('pass')[0] ?? moves[0]!;
  if (game === 'dice-kings') {
    if (board?.dice === null) return of('roll')[0]!;
    if (board?.rollsLeft === 2) return of('roll').find((m) => m.keep?.length === 2) ?? of('score')[0]!;
    return of('score')[0]!;
  }
  return of('draw')[0] ?? moves[0]!;
}

/**
 * Plays `gameId` to its end; `seen` receives every answer, and with `eventPages` also the
 * events page of the awaited player and of a spectator before each move. Bounded: a game that
 * does not end fails the test.
 */
export async function playOut(
  api: ApiClient,
  gameId: string,
  players: Player[],
  { seen = () => {}, eventPages = false }: { seen?: (reply: Reply) => void; eventPages?: boolean } = {},
): Promise<any> {
  const token = new Map(players.map((p) => [p.playerId, p.token]));
  const read = async (path: string, as?: string) => {
    const reply = await api.get(path, as);
    seen(reply);
    return reply;
  };
  for (let commands = 0; commands < 600; commands++) {
    const view = (await read(`/games/${gameId}`)).body;
    if (view.status !== 'playing') return view;
    const awaited = view.turn.awaiting[0] as string;
    const moves = (await read(`/games/${gameId}/legal-moves`, token.get(awaited))).body.moves as Move[];
    const mine = (await read(`/games/${gameId}`, token.get(awaited))).body;
    if (eventPages) for (const as of [token.get(awaited), undefined]) await read(`/games/${gameId}/events?after=0&limit=500`, as);
    const reply = await api.post(`/games/${gameId}/commands`, choose(view.game, moves, mine.board), token.get(awaited));
    seen(reply);
    expect(reply.status, reply.text).toBe(200);
  }
  throw new Error(`game ${gameId} did not end within 600 commands`);
}
