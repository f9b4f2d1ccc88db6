import { games } from '../games.ts';
import type { BotLevel } from '../kernel/index.ts';
import type { Commitment, Joiner, StoredEvent } from './events.ts';
import type { GameState, Seat } from './state.ts';
import { inTodaysShape, type StoredItem } from './upcast.ts';

/** A seat as a join takes it: a person's, with the client seed they came with, or a bot's with its level. */
const seated = ({ playerId, name, clientSeed }: Joiner, seat: number, level?: BotLevel): Seat =>
  level
    ? // docs/contract.md, Fairness: a bot's client seed is `bot`.
      { playerId, name, seat, bot: true, level, resigned: false, clientSeed: 'bot' }
    : { playerId, name, seat, bot: false, resigned: false, clientSeed: clientSeed ?? null };

const committed = (fairness: Commitment | undefined) => fairness && { ...fairness, serverSeed: null, rigged: false };

/** Folds one stored event into the game. Platform events are the platform's; the rest the game's. */
export function evolve(state: GameState | null, event: StoredEvent): GameState {
  if (event.type === 'GameCreated') {
    const rules = games[event.game];
    return {
      gameId: event.gameId,
      game: rules.game,
      rules,
      status: 'lobby',
      version: 0,
      createdAt: event.at,
      endedAt: null,
      // Parsed again: defaults stay as stored, and keys come back in the schema's order.
      config: rules.configSchema.parse(event.config),
      players: [seated(event.creator, 0)],
      rulesState: null,
      clock: null,
      result: null,
      rematch: null,
      fairness: committed(event.fairness) ?? null,
    };
  }
  if (!state) throw new Error(`stream does not begin with GameCreated but with ${event.type}`);
  switch (event.type) {
    case 'PlayerJoined':
      return {
        ...state,
        players: [...state.players, seated(event.player, state.players.length, event.bot)],
      };
    case 'PlayerLeft':
      // The seats after the one left move up by one.
      return { ...state, players: state.players.filter((p) => p.playerId !== event.playerId).map((p, seat) => ({ ...p, seat })) };
    case 'GameCancelled':
      return { ...state, status: 'cancelled', endedAt: event.at };
    case 'PlayerRenamed':
      return { ...state, players: state.players.map((p) => (p.playerId === event.playerId ? { ...p, name: event.name } : p)) };
    case 'RematchCreated':
      return {
        ...state,
        rematch: { gameId: event.rematch, creator: event.creator, at: event.at },
      };
    case 'ServerSeedRevealed':
      return { ...state, fairness: state.fairness && { ...state.fairness, serverSeed: event.serverSeed } };
    case 'DrawsRigged':
      return { ...state, fairness: state.fairness && { ...state.fairness, rigged: true } };
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
  // Resigning ruling 1: the seat stays, marked.
  const players =
    event.type === 'PlayerResigned'
      ? state.players.map((p) => (p.playerId === event.playerId ? { ...p, resigned: true } : p))
      : state.players;
  if (event.type === 'GameEnded') {
    return { ...state, rulesState, players, status: 'ended', endedAt: event.at, clock: null, result: event.result };
  }
  // A new period began with this event: its clock starts now.
  const turn = state.rules.turn(rulesState);
  const clock = turn && turn.period !== state.clock?.period ? { period: turn.period, since: event.at } : state.clock;
  return { ...state, rulesState, players, clock };
}

/** Folds the events of stored items, in version order, read in today's shape. */
export const fold = (items: readonly StoredItem[]): GameState | null => foldFrom(null, items);

/** Folds stored items, in version order, into `state` (null: from the beginning), e.g. a snapshot's. */
export function foldFrom(state: GameState | null, items: readonly StoredItem[]): GameState | null {
  for (const item of items) {
    for (const event of item.events) state = evolve(state, inTodaysShape(state?.rules, event, item.schema));
    if (state) state = { ...state, version: item.version };
  }
  return state;
}
