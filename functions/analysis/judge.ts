import type { GameState, StoredEvent } from '../../domain/platform/index.ts';

/** docs/contract.md, Analysis and replays: how a game's decisions are valued. */
export type Engine = 'exact' | 'strong-bot';

/** What the engine makes of one decision: the better move, what the one played cost, and whether they agree. */
export interface Verdict {
  readonly best: object;
  /** Expected final points given up (0 for the best); null where the engine cannot value both moves. */
  readonly loss: number | null;
  readonly agreed: boolean;
}

/** One game's part of the analysis: reading a person's decisions from the events, and judging them. */
export interface GameJudge {
  /** The engine of a game of this config. */
  engine(config: GameState['config']): Engine;
  /** Whether the engine values moves (a loss for every decision), so a person with none has lost 0. */
  readonly valuesMoves: boolean;
  /**
   * The command body a person's stored item shows they sent, as they could have sent it; null
   * when it was no decision (the only move there was: a turn's first roll, a throw).
   */
  played(before: GameState, events: readonly StoredEvent[], playerId: string): object | null;
  /**
   * `played` by `playerId` in `before`, against the engine's choice from their own view. `end` is
   * the game as it ended: what it still hides then (docs/contract.md, Hidden information) no
   * verdict may show.
   */
  judge(before: GameState, playerId: string, played: object, end: GameState): Verdict;
}
