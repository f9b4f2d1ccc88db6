import type { GameView } from '../src/index.ts';
import { playGameOf } from './games/index.ts';

/**
 * Why a game ended, in words, read from its last view (the GameEnded event carries only the
 * result): resigning, else the end conditions of the game's own rules (docs/rulings.md).
 */
export function endReason(view: GameView): string {
  const name = (playerId: string) => view.players.find((p) => p.playerId === playerId)?.name ?? 'someone';
  const resigned = view.players.filter((p) => p.resigned);
  const standing = view.players.filter((p) => !p.resigned);
  if (resigned.length > 0 && standing.length <= 1) {
    const who = `${resigned.map((p) => p.name).join(' and ')} resigned`;
    return standing[0] ? `${who}: ${standing[0].name} was the last one standing` : who;
  }
  // Of a game this page does not know, only that it ended.
  return playGameOf(view.game)?.endReason(view, name) ?? 'the game is over';
}

/** By how much: the winners' score against the best of the others (null when everyone tied or nobody else scored). */
export function marginOf(view: GameView): number | null {
  if (!view.result) return null;
  const { winners, scores } = view.result;
  const best = Math.max(...winners.map((w) => scores[w] ?? 0));
  const others = Object.entries(scores).filter(([playerId]) => !winners.includes(playerId));
  if (others.length === 0) return null;
  return best - Math.max(...others.map(([, score]) => score));
}
