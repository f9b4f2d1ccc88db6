import type { GameView } from '../src/index.ts';

/**
 * Why a game ended, in words, read from its last view (the GameEnded event carries only the
 * result): the rulings' end conditions of each game, and resigning (docs/rulings.md).
 */
export function endReason(view: GameView): string {
  const name = (playerId: string) => view.players.find((p) => p.playerId === playerId)?.name ?? 'someone';
  const resigned = view.players.filter((p) => p.resigned);
  const standing = view.players.filter((p) => !p.resigned);
  if (resigned.length > 0 && standing.length <= 1) {
    const who = `${resigned.map((p) => p.name).join(' and ')} resigned`;
    return standing[0] ? `${who}: ${standing[0].name} was the last one standing` : who;
  }
  if (view.game === 'quicks' && view.board) {
    const { lockedRows, sheets } = view.board;
    if (lockedRows.length >= view.config.LockedRows) return `${lockedRows.length} rows were locked (${lockedRows.join(' and ')})`;
    const penalised = Object.entries(sheets).find(([, sheet]) => sheet.penalties >= view.config.Penalties);
    if (penalised) return `${name(penalised[0])} took penalty ${penalised[1].penalties} of ${view.config.Penalties}`;
  }
  if (view.game === 'dice-kings') return 'every box of every pad was filled';
  if (view.game === 'rummiduck' && view.board) {
    const out = Object.entries(view.board.racks).find(([, count]) => count === 0);
    if (out) return `${name(out[0])} laid their last tile`;
    return 'the bag was empty and nobody could lay a tile';
  }
  return 'the game is over';
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
