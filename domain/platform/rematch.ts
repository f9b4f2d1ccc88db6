import type { Violation } from '../kernel/index.ts';
import { violation } from '../kernel/index.ts';
import { botsAgain } from './bots.ts';
import { create } from './decide.ts';
import type { Commitment, StoredEvent } from './events.ts';
import { stamp } from './stamp.ts';
import { seatOf, type GameState } from './state.ts';

/**
 * docs/contract.md, rematch: an ended game names one new lobby of the same game and config, its first
 * caller at seat 0. The claim is an event of the ended game, so the conditional append of the
 * command flow lets exactly one of several callers at once make it; the others find it named.
 * Nothing to store when it is named already.
 */
export function claimRematch(
  state: GameState,
  caller: { playerId: string; name: string },
  rematch: string,
  now: number,
): StoredEvent[] | Violation {
  if (seatOf(state, caller.playerId) === undefined)
    return violation('not-seated', 'Only the players of this game can ask for its rematch.');
  if (state.status === 'lobby') return violation('not-started', 'This game has not started yet: a rematch follows the end of a game.');
  if (state.status === 'cancelled')
    return violation('not-started', 'This game was cancelled before it started: there is nothing to play again.');
  if (state.status === 'playing') return violation('already-started', 'This game is still being played: a rematch follows its end.');
  if (state.rematch) return [];
  return stamp([{ type: 'RematchCreated', rematch, creator: caller }], now);
}

/**
 * The rematch's first stored item: derived from the ended game (its game, its effective config,
 * the claim, its bots, seated again after the creator), so a caller who finds the rematch named
 * but not yet stored can store it, and a second such caller's write simply loses. Only the
 * fairness differs from writer to writer: each brings a new server seed's commitment and the
 * creator's client seed, and only the one stored counts.
 */
export function rematchCreation(state: GameState, fairness: Commitment, creatorSeed: string): StoredEvent[] {
  const rematch = state.rematch;
  if (!rematch) throw new Error(`game ${state.gameId} names no rematch`);
  return [
    ...create(rematch.gameId, state.game, state.config, { ...rematch.creator, clientSeed: creatorSeed }, rematch.at, fairness),
    ...stamp(botsAgain(state), rematch.at),
  ];
}
