import type { CommandBase, Draws, Violation } from '../kernel/index.ts';
import type { GameName } from '../registry.ts';
import { isViolation, violation } from '../kernel/index.ts';
import type { Commitment, GameCreated, PlayerJoined, StoredEvent } from './events.ts';
import { evolve } from './evolve.ts';
import { stamp } from './stamp.ts';
import { deadlineOf, seatOf, type GameState } from './state.ts';

/** The refusal of anything but a read once seat 0 left the lobby (docs/contract.md, leave). */
export const cancelled = () => violation('game-over', 'This game was cancelled in the lobby: seat 0 left it, so it will never start.');

/**
 * A new game in the lobby. The platform hands in what the domain may not make itself: the
 * commitment to the server's secret seed, and the creator's client seed.
 */
export function create(
  gameId: string,
  game: GameName,
  config: Record<string, unknown>,
  creator: GameCreated['creator'],
  now: number,
  fairness?: Commitment,
): StoredEvent[] {
  return stamp([{ type: 'GameCreated', gameId, game, config, creator, ...(fairness ? { fairness } : {}) }], now);
}

/** Joining twice is a no-op: no events, no violation. */
export function join(state: GameState, player: PlayerJoined['player'], now: number): StoredEvent[] | Violation {
  if (state.status === 'cancelled') return cancelled();
  if (seatOf(state, player.playerId) !== undefined) return [];
  if (state.status !== 'lobby') return violation('already-started', 'This game has already started; nobody can join it now.');
  if (state.players.length >= state.rules.seats.max)
    return violation('game-full', `This game is full: ${state.game} seats at most ${state.rules.seats.max} players.`);
  return stamp([{ type: 'PlayerJoined', player }], now);
}

export function start(state: GameState, actor: string, now: number, draws: Draws): StoredEvent[] | Violation {
  if (state.status === 'cancelled') return cancelled();
  if (seatOf(state, actor) !== 0) return violation('not-creator', 'Only the player in seat 0, who created the game, may start it.');
  if (state.status !== 'lobby') return violation('already-started', 'This game has already started.');
  if (state.players.length < state.rules.seats.min)
    return violation(
      'not-enough-players',
      `A game of ${state.game} needs at least ${state.rules.seats.min} players; ${state.players.length} seated so far.`,
    );
  const players = state.players.map((p) => p.playerId);
  return stamp([{ type: 'GameStarted' }, ...state.rules.start(state.config, players, draws)], now);
}

/**
 * The defaults of every period whose deadline has passed by `now`, each stamped at its own
 * deadline, so a command that arrives late finds them applied however late the scheduler is.
 * Bounded: a game abandoned for long runs its defaults until it ends, never forever.
 */
export function overdue(state: GameState, now: number, draws: Draws): StoredEvent[] {
  const events: StoredEvent[] = [];
  let current = state;
  for (let i = 0; i < 10_000; i++) {
    const deadline = deadlineOf(current);
    if (deadline === null || deadline > now) break;
    const defaults = stamp(current.rules.timeout(current.rulesState, draws), deadline);
    if (defaults.length === 0) break;
    events.push(...defaults);
    current = defaults.reduce<GameState>((s, e) => evolve(s, e), current);
  }
  return events;
}

/** A game command from a seated player who has not resigned: the game's rules decide it. */
export function play(
  state: GameState,
  command: CommandBase & Readonly<Record<string, unknown>>,
  actor: string,
  now: number,
  draws: Draws,
): StoredEvent[] | Violation {
  const seat = state.players.find((p) => p.playerId === actor);
  if (!seat) return violation('not-seated', 'You are not seated in this game.');
  if (state.status === 'cancelled') return cancelled();
  if (state.status === 'lobby') return violation('not-started', 'This game has not started yet; seat 0 starts it.');
  if (state.status === 'ended') return violation('game-over', 'This game is over.');
  if (seat.resigned)
    return violation('not-your-turn', 'You resigned from this game: a resigned player is never awaited again (Resigning ruling 1).');
  const outcome = state.rules.decide(state.rulesState, command, actor, draws);
  return isViolation(outcome) ? outcome : stamp(outcome, now);
}

/** Whether the game is still in the period a timer was armed for, and that period has run out. */
export function timeoutDue(state: GameState, period: number, now: number): boolean {
  const deadline = deadlineOf(state);
  return deadline !== null && state.clock?.period === period && deadline <= now;
}
