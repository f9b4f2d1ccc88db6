export type PlayerId = string;

export interface Player {
  readonly playerId: PlayerId;
  readonly name: string;
  readonly seat: number;
}
