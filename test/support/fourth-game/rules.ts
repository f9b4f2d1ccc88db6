/**
 * High Roll, a fourth game that exists for the tests alone: the proof that a game is registered
 * in one place. Two seats; in seat order each player rolls one die; the higher die wins, equal
 * dice both. The die is drawn as every game draws its dice (the kernel's Draws: one die, at
 * place 0), so a fairness check can replay it from the seeds. When a roll's TurnTime runs out,
 * the die is rolled for the player (its timeout default). Its command is `cast`: the API's
 * commands are one union by `type`, and Dice Kings' is `roll`.
 */
import * as z from 'zod';
import {
  everyGameConfig,
  highestScoresWin,
  lastOneStanding,
  violation,
  type Draws,
  type GameEnded,
  type GameRules,
  playerIdSchema,
  type PlayerId,
  type PlayerResigned,
  type Result,
  type Turn,
} from '../../../domain/kernel/index.ts';

export const configSchema = z.strictObject({ ...everyGameConfig(30) });
export type Config = z.output<typeof configSchema>;

export const commandSchema = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('cast') })]);
export type Command = z.output<typeof commandSchema>;

/** Whose roll it is now: the event that opens play (the platform starts a turn's clock on a game's event). */
export const turnStartedSchema = z
  .object({ type: z.literal('TurnStarted'), playerId: playerIdSchema })
  .describe("Step `roll` begins: it is `playerId`'s roll.");
const dieSchema = z.int().min(1).max(6);
export const rolledSchema = z
  .object({ type: z.literal('Rolled'), playerId: playerIdSchema, die: dieSchema })
  .describe('A player rolled their die.');
/** High Roll's own events, as each game's events.ts declares them. */
export const eventSchemas = [turnStartedSchema, rolledSchema] as const;
export type Event = z.output<(typeof eventSchemas)[number]> | PlayerResigned | GameEnded;

export interface State {
  readonly players: readonly PlayerId[];
  readonly current: PlayerId | null;
  readonly rolls: Readonly<Record<PlayerId, number>>;
  readonly resigned: readonly PlayerId[];
  readonly result: Result | null;
}

export interface Board {
  readonly rolls: Readonly<Record<PlayerId, number>>;
}

const initialState = (_config: Config, players: readonly PlayerId[]): State => ({
  players,
  current: null,
  rolls: {},
  resigned: [],
  result: null,
});

function evolve(state: State, event: Event): State {
  switch (event.type) {
    case 'TurnStarted':
      return { ...state, current: event.playerId };
    case 'Rolled':
      return { ...state, rolls: { ...state.rolls, [event.playerId]: event.die } };
    case 'PlayerResigned':
      return { ...state, resigned: [...state.resigned, event.playerId] };
    case 'GameEnded':
      return { ...state, result: event.result };
  }
}

function turn(state: State): Turn | null {
  const { current, result, rolls } = state;
  return result || current === null ? null : { playerId: current, step: 'roll', awaiting: [current], period: Object.keys(rolls).length };
}

/** The first seat still playing that has not rolled. */
const nextToRoll = (state: State) => state.players.find((p) => !state.resigned.includes(p) && state.rolls[p] === undefined);

const scores = (state: State) => Object.fromEntries(state.players.map((p) => [p, state.rolls[p] ?? 0]));

/** `playerId` rolls; once every seat still playing has rolled, the highest die wins. */
function rolled(state: State, playerId: PlayerId, draws: Draws): Event[] {
  const roll: Event = { type: 'Rolled', playerId, die: draws.dice(1)[0]! };
  const after = evolve(state, roll);
  const next = nextToRoll(after);
  if (next !== undefined) return [roll, { type: 'TurnStarted', playerId: next }];
  return [roll, { type: 'GameEnded', result: highestScoresWin(scores(after), after.players) }];
}

function resign(state: State, playerId: PlayerId): Event[] {
  if (state.result || state.resigned.includes(playerId)) return [];
  const resigned: Event = { type: 'PlayerResigned', playerId };
  const after = evolve(state, resigned);
  const winners = lastOneStanding(after.players, after.resigned);
  return winners ? [resigned, { type: 'GameEnded', result: { winners, scores: scores(after) } }] : [resigned];
}

export const highRoll: GameRules<Config, State, Event, Command, Board, 'high-roll', 'high-roll'> = {
  game: 'high-roll',
  title: 'High Roll',
  configSchema,
  commandSchema,
  seats: { min: 2, max: 2 },
  leaderboards: [{ name: 'high-roll' }],
  leaderboard: () => 'high-roll',
  start: (_config, players) => [{ type: 'TurnStarted', playerId: players[0]! }],
  initialState,
  snapshotVersion: 1,
  evolve,
  decide(state, _command, actor, draws) {
    if (state.result) return violation('game-over', 'The game has ended.');
    if (turn(state)?.playerId !== actor) return violation('not-your-turn', 'It is not your roll.');
    return rolled(state, actor, draws);
  },
  resign,
  timeout(state, draws) {
    const awaited = turn(state);
    return awaited ? rolled(state, awaited.playerId, draws) : [];
  },
  turn,
  result: (state) => state.result,
  board: (state) => ({ rolls: state.rolls }),
  legalMoves: (state, actor) => (turn(state)?.playerId === actor ? [{ type: 'cast' }] : []),
  redact: (event) => event,
};
