import type { GameName } from '../../domain/registry.ts';
import { foldFrom, todaysEvents, type GameState, type StoredItem } from '../../domain/platform/index.ts';
import type { Engine } from './judge.ts';
import { judges } from './judges.ts';

/** docs/contract.md: at most this many mistakes per person. */
export const MAX_MISTAKES = 20;

export interface Mistake {
  readonly version: number;
  readonly played: object;
  readonly best: object;
  readonly loss: number | null;
}

export interface PlayerAnalysis {
  readonly engine: Engine;
  readonly decisions: number;
  readonly agreed: number;
  readonly expectedLoss: number | null;
  readonly mistakes: Mistake[];
}

/** The body of GET /games/{id}/analysis. */
export interface Analysis {
  readonly gameId: string;
  readonly game: GameName;
  readonly players: Record<string, PlayerAnalysis>;
}

/** A stored item with who sent its command: none for a timer's default. */
export type SentItem = StoredItem & { readonly actor?: string };

/**
 * The analysis of a game from its stored items alone, in version order (docs/contract.md, Analysis and
 * replays). Each item a person sent while the game was in play is a decision unless it was the
 * only move there was; it is judged on the game as it stood just before it. A timer's default
 * (an item without an actor) is no decision of the person's: it is left out. Bots are left out.
 */
export function analyse(items: readonly SentItem[]): Analysis {
  const end = foldFrom(null, items);
  if (!end) throw new Error('a game with no items has no analysis');
  let state: GameState | null = null;
  const judged = new Map<string, { decisions: number; agreed: number; loss: number | null; mistakes: Mistake[] }>();
  for (const item of items) {
    const before: GameState | null = state;
    state = foldFrom(state, [item]);
    const actor = item.actor;
    if (!before || before.status !== 'playing' || actor === undefined) continue;
    if (!before.players.some((p) => p.playerId === actor && !p.bot)) continue;
    const judge = judges[before.game];
    const played = judge.played(before, todaysEvents(before.rules, item), actor);
    if (!played) continue;
    const verdict = judge.judge(before, actor, played, end);
    const mine = judged.get(actor) ?? { decisions: 0, agreed: 0, loss: 0, mistakes: [] };
    judged.set(actor, {
      decisions: mine.decisions + 1,
      agreed: mine.agreed + (verdict.agreed ? 1 : 0),
      loss: mine.loss === null || verdict.loss === null ? null : mine.loss + verdict.loss,
      mistakes: verdict.agreed
        ? mine.mistakes
        : [...mine.mistakes, { version: item.version, played, best: verdict.best, loss: verdict.loss }],
    });
  }
  const game = end;
  const judge = judges[game.game];
  const engine = judge.engine(game.config);
  const players = Object.fromEntries(
    game.players
      .filter((p) => !p.bot)
      .map((p): [string, PlayerAnalysis] => {
        const mine = judged.get(p.playerId);
        // Largest loss first; a sort is stable, so equal losses (and unknown ones) stay in game order.
        const mistakes = [...(mine?.mistakes ?? [])].sort((a, b) => (b.loss ?? 0) - (a.loss ?? 0)).slice(0, MAX_MISTAKES);
        const expectedLoss = mine ? mine.loss : judge.valuesMoves ? 0 : null;
        return [p.playerId, { engine, decisions: mine?.decisions ?? 0, agreed: mine?.agreed ?? 0, expectedLoss, mistakes }];
      }),
  );
  return { gameId: game.gameId, game: game.game, players };
}
