import { games } from '../registry.ts';
import type { Result } from '../kernel/index.ts';
import type { StoredEvent } from './events.ts';
import type { GameState } from './state.ts';
import { inTodaysShape, type StoredItem } from './upcast.ts';

/** Folds one event, in today's shape, into the game. Lobby events are the platform's; the rest the game's. */
export function evolve(state: GameState | null, event: StoredEvent): GameState {
  if (event.type === 'GameCreated') {
    const rules = games[event.game as keyof typeof games];
    const creator = event.creator as { playerId: string; name: string };
    return {
      gameId: event.gameId as string,
      game: rules.game,
      rules,
      status: 'lobby',
      version: 0,
      // Parsed again: defaults stay as stored, and keys come back in the schema's order.
      config: rules.configSchema.parse(event.config) as GameState['config'],
      players: [{ ...creator, seat: 0 }],
      rulesState: null,
      clock: null,
      result: null,
    };
  }
  if (!state) throw new Error(`stream does not begin with GameCreated but with ${event.type}`);
  switch (event.type) {
    case 'PlayerJoined': {
      const player = event.player as { playerId: string; name: string };
      return { ...state, players: [...state.players, { ...player, seat: state.players.length }] };
    }
    case 'GameStarted':
      return {
        ...state,
        status: 'playing',
        rulesState: state.rules.initialState(
          state.config,
          state.players.map((p) => p.playerId),
        ),
      };
    default:
      return evolveRules(state, event);
  }
}

function evolveRules(state: GameState, event: StoredEvent): GameState {
  const rulesState = state.rules.evolve(state.rulesState, event);
  if (event.type === 'GameEnded') {
    return { ...state, rulesState, status: 'ended', clock: null, result: event.result as Result };
  }
  // A new period began with this event: its clock starts now.
  const turn = state.rules.turn(rulesState);
  const clock = turn && turn.period !== state.clock?.period ? { period: turn.period, since: event.at } : state.clock;
  return { ...state, rulesState, clock };
}

/** Folds the events of stored items, in version order, read in today's shape. */
export const fold = (items: readonly StoredItem[]): GameState | null => foldFrom(null, items);

/** Folds stored items, in version order, into `state` (null: from the beginning), e.g. a snapshot's. */
export function foldFrom(state: GameState | null, items: readonly StoredItem[]): GameState | null {
  for (const item of items) {
    // Until GameCreated is folded there is no game to upcast for (and it is a lobby event).
    for (const event of item.events) state = evolve(state, state ? inTodaysShape(state.rules, event, item.schema) : event);
    if (state) state = { ...state, version: item.version };
  }
  return state;
}
