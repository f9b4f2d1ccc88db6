import { violation, type BaseConfig, type Violation } from '../kernel/index.ts';
import type { GameState } from './state.ts';

/** The view's `pot` (docs/contract.md, Chips and the pot): `shares` once the game has ended. */
export interface PotView {
  stake: number;
  total: number;
  shares: Record<string, number> | null;
}

/** Whether the game has taken its stakes: from the start on (docs/rulings.md, The pot 4); a cancelled lobby never did. */
const staked = (state: GameState) => state.status === 'playing' || state.status === 'ended';

/** The pot, 1: `Stake` times the players seated when the game starts, resigned players included (seats never change after the start). */
export const potTotal = (state: GameState): number => (staked(state) ? state.config.Stake * state.players.length : 0);

/**
 * What each player gets back from the pot once the game has ended (null before).
 * The pot, 2: each of `result.winners` gets floor(pot / winners), and the pot mod winners chips
 * left go one each to the winners in seat order, lowest seat first. The pot, 3: with no winner
 * (a resigned solitaire game) every seated player gets their stake back.
 */
export function sharesOf(state: GameState): Record<string, number> | null {
  if (state.status !== 'ended' || !state.result) return null;
  const seated = [...state.players].sort((a, b) => a.seat - b.seat);
  const winners = seated.filter((p) => state.result!.winners.includes(p.playerId));
  if (winners.length === 0) return Object.fromEntries(seated.map((p) => [p.playerId, state.config.Stake]));
  const total = potTotal(state);
  const each = Math.floor(total / winners.length);
  const left = total % winners.length;
  return Object.fromEntries(winners.map((p, i) => [p.playerId, each + (i < left ? 1 : 0)]));
}

/** Whether the end gave every stake back (the pot, 3) rather than sharing the pot among winners. */
export const refunded = (state: GameState): boolean => state.status === 'ended' && state.result?.winners.length === 0;

export const potOf = (state: GameState): PotView => ({ stake: state.config.Stake, total: potTotal(state), shares: sharesOf(state) });

/**
 * docs/contract.md, Chips and the pot: no bot can be seated in a game with a stake (a bot has no
 * chips to put in), whoever seats it: the creator in the lobby, or quick match filling a table.
 */
export const botsRefusedByStake = (config: BaseConfig): Violation | undefined =>
  config.Stake > 0
    ? violation('stakes-no-bots', `This game is played for a stake of ${config.Stake} chips; no bot can be seated in it.`)
    : undefined;
