/** A player as every request knows them: their id and the name they play under. */
export interface PlayerRecord {
  playerId: string;
  name: string;
}
