/**
 * Whole games played through the real domain with the server's fair draws: random legal
 * commands or the players' own choice (and now and then a step left to its timeout, or a
 * resignation where asked for), each command drawing from the
 * position the previous one stored, as the command service will. The events come out as
 * `GET /games/{id}/events` serves them.
 */
import { createHash } from 'node:crypto';
import {
  create,
  deadlineOf,
  evolve,
  join,
  overdue,
  play,
  redactEvent,
  resign,
  start,
  type GameState,
  type StoredEvent,
} from '../../domain/platform/index.ts';
import { isViolation, type Draws, type Violation } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { games } from '../../domain/games.ts';
import type { FairSeed } from '../../functions/fairness/bytes.ts';
import { drawFrom } from '../../functions/fairness/draws.ts';
import { positionAfter, withPosition, type Positioned } from '../../functions/fairness/position.ts';
import { commitmentOf, materialOf } from '../../functions/fairness/seeds.ts';
import type { GameProof } from '../../client/src/fairness/index.ts';
import { seededRandom } from '../support/seeded-random.ts';

type Command = { type: string };
type Item = { version: number; events: StoredEvent[] } & Positioned;

export interface SyntheticGame {
  readonly seed: FairSeed;
  readonly seats: { playerId: string; clientSeed: string }[];
  readonly state: GameState;
  readonly items: Item[];
}

export interface GameSetup {
  game: GameName;
  players: number;
  config?: Record<string, unknown>;
  /** Seeds the choice of commands and the server seed. */
  choices: number;
  commands: number;
  /** How an awaited player picks their command; by default a random legal one (Rummiduck's players then only draw). */
  choose?: (state: GameState, actor: string) => Command;
  /** The chance that an awaited player resigns instead (default 0); the last one still playing may too. */
  resigns?: number;
}

export function syntheticGame(setup: GameSetup): SyntheticGame {
  const random = seededRandom(setup.choices);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const gameId = `g_synthetic${setup.choices >>> 0}`;
  const seats = Array.from({ length: setup.players }, (_, i) => ({ playerId: `p${i}`, clientSeed: `seed of p${i} ${setup.choices}` }));
  // The server seed follows from `choices` too, so that a failing game can be replayed.
  const serverSeed = createHash('sha256').update(`server seed ${setup.choices}`).digest('hex');
  const seed: FairSeed = { serverSeed, gameId, material: materialOf(seats.map((s) => s.clientSeed)) };
  const rules = games[setup.game];
  const items: Item[] = [];
  let state: GameState | null = null;
  let now = 1_000_000;

  const append = (decide: (current: GameState | null, draws: Draws) => StoredEvent[] | Violation) => {
    const before = positionAfter(items);
    const { value, position } = drawFrom(seed, before, (draws) => decide(state, draws));
    if (isViolation(value)) throw new Error(`the synthetic game chose a refused command: ${value.detail}`);
    if (value.length === 0) return; // the command service writes nothing either
    const item = withPosition({ version: items.length + 1, events: value }, position);
    items.push(item);
    state = { ...value.reduce<GameState>((s, e) => evolve(s, e), state!), version: item.version };
  };

  append(() => create(gameId, setup.game, rules.configSchema.parse(setup.config ?? {}), { playerId: 'p0', name: 'P0' }, now));
  for (const { playerId } of seats.slice(1)) append((s) => join(s!, { playerId, name: playerId.toUpperCase() }, now));
  append((s, draws) => start(s!, 'p0', now, draws));

  for (let i = 0; i < setup.commands && state!.status === 'playing'; i++) {
    const current: GameState = state!;
    const turn = rules.turn(current.rulesState);
    if (!turn) break;
    if (random() < 0.1) {
      const deadline = deadlineOf(current)!;
      now = deadline;
      append((s, draws) => overdue(s!, deadline, draws));
      continue;
    }
    now += 1000;
    const actor = pick(turn.awaiting);
    if (random() < (setup.resigns ?? 0)) {
      append((s) => resign(s!, actor, now));
      continue;
    }
    if (setup.choose) {
      const chosen = setup.choose(current, actor);
      append((s, draws) => play(s!, chosen, actor, now, draws));
      continue;
    }
    // Rummiduck lists `play` without a table: the synthetic players only draw. Quicks players
    // mostly cross when they may, so that rows fill up and lock (and their dice leave the game).
    const moves = rules.legalMoves(current.rulesState, actor).filter((m) => !('table' in m) && (m as Command).type !== 'play') as Command[];
    const crosses = moves.filter((m) => m.type !== 'pass');
    const command = crosses.length > 0 && random() < 0.9 ? pick(crosses) : pick(moves);
    append((s, draws) => play(s!, command, actor, now, draws));
  }
  return { seed, seats, state: state!, items };
}

/** The game's events as `GET /games/{id}/events` answers them: for `viewer`, or stored in full. */
export function servedEvents(game: SyntheticGame, viewer?: string | null): Record<string, unknown>[] {
  return game.items.flatMap((item) =>
    item.events.map((event) => {
      if (viewer !== undefined) return { version: item.version, ...redactEvent(game.state, event, viewer) };
      const { at, ...body } = event;
      return { version: item.version, ...body, at: new Date(at).toISOString() };
    }),
  );
}

/** The proof a verifier is handed for a synthetic game: its seeds as revealed, `events` as served (a viewer's, or tampered). */
export const proofOfGame = (game: SyntheticGame, events: Record<string, unknown>[], overrides: Partial<GameProof> = {}): GameProof => ({
  gameId: game.seed.gameId,
  algorithm: 'oc-fair-v1',
  commitment: commitmentOf(game.seed.serverSeed),
  serverSeed: game.seed.serverSeed,
  rigged: false,
  seats: game.seats,
  events,
  ...overrides,
});
