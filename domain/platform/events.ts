import type { GameName } from '../kernel/index.ts';

/**
 * The lobby's own events, shared by every game. Once `GameStarted` is folded, the game's
 * own events follow, the first ones from its `start`; the last one is `GameEnded`.
 */
export interface GameCreated {
  readonly type: 'GameCreated';
  readonly gameId: string;
  readonly game: GameName;
  readonly config: Record<string, unknown>;
  readonly creator: { readonly playerId: string; readonly name: string };
}
export interface PlayerJoined {
  readonly type: 'PlayerJoined';
  readonly player: { readonly playerId: string; readonly name: string };
}
export interface GameStarted {
  readonly type: 'GameStarted';
}

export type LobbyEvent = GameCreated | PlayerJoined | GameStarted;

/** Any event as stored: a lobby or game event, stamped with the time it took effect (ms). */
export type StoredEvent = { readonly type: string; readonly at: number } & Record<string, unknown>;

export const isLobbyEvent = (event: { type: string }): event is LobbyEvent =>
  event.type === 'GameCreated' || event.type === 'PlayerJoined' || event.type === 'GameStarted';
