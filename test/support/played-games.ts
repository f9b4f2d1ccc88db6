/**
 * Whole games as the command service stores them, for the analysis: one stored item per
 * command, carrying who sent it (none for a timer's default), each decided on the game as it
 * stands just before it, the way the person sees it then.
 */
import { isViolation, type BotLevel, type Draws, type Violation } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { create, deadlineOf, fold, join, overdue, play, start, type GameState, type StoredEvent } from '../../domain/platform/index.ts';
import type { SentItem } from '../../functions/analysis/analyse.ts';

const T = Date.parse('2030-01-01T00:00:00Z');

/** A seat: a person (moving as `move` says) or a bot of a level, moved as the bot worker would. */
export interface PlayedSeat {
  readonly playerId: string;
  readonly bot?: BotLevel;
  /** The command sent when the game awaits this seat; null: the seat lets its turn time out. */
  readonly move: (state: GameState, me: string) => ({ type: string } & Record<string, unknown>) | null;
}

export interface PlayedGame {
  readonly items: SentItem[];
  readonly state: GameState;
}

const accepted = (outcome: StoredEvent[] | Violation, what: string): StoredEvent[] => {
  if (isViolation(outcome)) throw new Error(`${what} was refused: ${outcome.violation}: ${outcome.detail}`);
  return outcome;
};

export function playGame(game: GameName, config: Record<string, unknown>, seats: readonly PlayedSeat[], draws: Draws): PlayedGame {
  const items: SentItem[] = [];
  let now = T;
  let state: GameState | null = null;
  const store = (events: StoredEvent[], actor?: string) => {
    items.push({ version: items.length + 1, events, ...(actor ? { actor } : {}) });
    state = fold(items)!;
  };
  const [first, ...others] = seats;
  store(create('g_analysed', game, config, { playerId: first!.playerId, name: first!.playerId }, now), first!.playerId);
  for (const seat of others) {
    const events = accepted(join(state!, { playerId: seat.playerId, name: seat.playerId }, now), 'a join');
    store(seat.bot ? events.map((e) => ({ ...e, bot: seat.bot })) : events, seat.bot ? first!.playerId : seat.playerId);
  }
  store(accepted(start(state!, first!.playerId, now, draws), 'the start'), first!.playerId);
  for (let commands = 0; commands < 5_000 && state!.status === 'playing'; commands++) {
    const current: GameState = state!;
    const awaiting = current.rules.turn(current.rulesState)?.awaiting ?? [];
    const seat = seats.find((s) => awaiting.includes(s.playerId))!;
    const command = seat.move(current, seat.playerId);
    if (command === null) {
      // The turn runs out: the timer stores the default at the deadline, with no actor.
      now = deadlineOf(current)!;
      store(overdue(current, now, draws));
      continue;
    }
    now += 1000;
    store(accepted(play(current, command, seat.playerId, now, draws), `${seat.playerId}'s ${JSON.stringify(command)}`), seat.playerId);
  }
  return { items, state: state! };
}
