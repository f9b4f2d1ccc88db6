import type { BotLevel } from '../kernel/index.ts';
import type { GameName } from '../registry.ts';

/**
 * The platform's own events, shared by every game. The lobby's come first; once `GameStarted`
 * is folded, the game's own events follow, the first ones from its `start`, and the game's last
 * is `GameEnded`. A seat's name may change at any time, and an ended game may name its rematch.
 */
/** Who takes a seat: the player, and the client seed their draws are made with (docs/contract.md, Fairness). */
export interface Joiner {
  readonly playerId: string;
  readonly name: string;
  /** Absent only in games stored before fairness was recorded. */
  readonly clientSeed?: string;
}

/** What the server committed to at the creation: the algorithm and the SHA-256 of its secret seed. */
export interface Commitment {
  readonly algorithm: string;
  readonly commitment: string;
}

export interface GameCreated {
  readonly type: 'GameCreated';
  readonly gameId: string;
  readonly game: GameName;
  readonly config: Record<string, unknown>;
  readonly creator: Joiner;
  /** Absent only in games stored before fairness was recorded. */
  readonly fairness?: Commitment;
}
export interface PlayerJoined {
  readonly type: 'PlayerJoined';
  readonly player: Joiner;
  /** Set when the seat is a bot's (POST /games/{id}/bots): its level. */
  readonly bot?: BotLevel;
}
/** A player gave up their seat in the lobby: the seats after it move up by one. */
export interface PlayerLeft {
  readonly type: 'PlayerLeft';
  readonly playerId: string;
}
export interface GameStarted {
  readonly type: 'GameStarted';
}
/** Seat 0 left the lobby: the game will never start (status `cancelled`). */
export interface GameCancelled {
  readonly type: 'GameCancelled';
  readonly playerId: string;
}
/** A seated player took a new name (PATCH /players/me): the seat shows it from then on. */
export interface PlayerRenamed {
  readonly type: 'PlayerRenamed';
  readonly playerId: string;
  readonly name: string;
}
/**
 * The one new lobby of the same game and config that plays this ended game again, with its
 * creator at seat 0. Everything that game's GameCreated holds is here, so whoever finds it
 * first can store that game (see rematch.ts).
 */
export interface RematchCreated {
  readonly type: 'RematchCreated';
  readonly rematch: string;
  readonly creator: { readonly playerId: string; readonly name: string };
}

/**
 * The game is over (ended or cancelled) and its secret server seed is public: stored by the
 * command that ended it, right after the events that did.
 */
export interface ServerSeedRevealed {
  readonly type: 'ServerSeedRevealed';
  readonly serverSeed: string;
}
/** Dice or tiles were queued through the test hook (TEST_HOOKS=1), the first time for the game: its draws prove nothing. */
export interface DrawsRigged {
  readonly type: 'DrawsRigged';
}

export type LobbyEvent = GameCreated | PlayerJoined | PlayerLeft | GameStarted | GameCancelled;
export type PlatformEvent = LobbyEvent | PlayerRenamed | RematchCreated | ServerSeedRevealed | DrawsRigged;

/** Any event as stored: a platform or game event, stamped with the time it took effect (ms). */
export type StoredEvent = { readonly type: string; readonly at: number } & Record<string, unknown>;

const platformTypes: ReadonlySet<string> = new Set<PlatformEvent['type']>([
  'GameCreated',
  'PlayerJoined',
  'PlayerLeft',
  'GameStarted',
  'GameCancelled',
  'PlayerRenamed',
  'RematchCreated',
  'ServerSeedRevealed',
  'DrawsRigged',
]);

/** The platform's events, which no game's rules fold, redact or upcast. */
export const isPlatformEvent = (event: { type: string }): event is PlatformEvent => platformTypes.has(event.type);
