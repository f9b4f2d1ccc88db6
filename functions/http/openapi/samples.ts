/**
 * Sample games for openapi.yaml's examples, played by the real domain with fixed ids, times and
 * dice, so every example is an answer the server would give and the document stays the same
 * from one generation to the next.
 */
import {
  create,
  evolve,
  fold,
  join,
  play,
  redactEvent,
  start,
  view,
  type GameState,
  type StoredEvent,
} from '../../../domain/platform/index.ts';
import { isViolation, type Draws, type Violation } from '../../../domain/kernel/index.ts';
import type { GameName } from '../../../domain/registry.ts';
import { diceKings } from '../../../domain/dice-kings/index.ts';
import { games } from '../../../domain/games.ts';
import { quicks } from '../../../domain/quicks/index.ts';
import { rummiduck } from '../../../domain/rummiduck/index.ts';

export const ANN = { playerId: 'p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13', name: 'Ann' };
export const BOB = { playerId: 'p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25', name: 'Bob' };
export const APP_ID = 'app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b';
/** The examples' moment: a sample game is created then, and each command follows a second later. */
export const SAMPLE_TIME = Date.UTC(2026, 0, 15, 18, 0, 0);

/** Dice from a fixed list, tiles in their fixed order: nothing random in a sample. */
function sampleDraws(): Draws {
  const faces = [6, 6, 2, 3, 6, 4, 1, 5, 2, 6, 3, 3];
  let next = 0;
  return { dice: (count) => Array.from({ length: count }, () => faces[next++ % faces.length]!), shuffle: (tiles) => [...tiles] };
}

/** The start of each game's sample id, by the game's registered name: a sample of each game has an id of its own. */
const sampleIds: Record<GameName, string> = { [quicks.game]: '3a', [diceKings.game]: '5c', [rummiduck.game]: '9e' };

export interface SampleGame {
  state: GameState;
  items: { version: number; events: StoredEvent[] }[];
}

/** Ann creates a game of `game`, Bob joins, Ann starts it, then the commands are played by whoever is named. */
export function sampleGame(
  game: GameName,
  commands: { by: string; command: { type: string } & Record<string, unknown> }[] = [],
  options: { start?: boolean } = {},
): SampleGame {
  const gameId = `g_${sampleIds[game]}8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f`;
  const draws = sampleDraws();
  const items: SampleGame['items'] = [];
  let state: GameState | null = null;
  let now = SAMPLE_TIME;
  const store = (events: StoredEvent[]) => {
    items.push({ version: items.length + 1, events });
    state = { ...events.reduce<GameState>((s, e) => evolve(s, e), state!), version: items.length };
    now += 1000;
  };
  const decided = (outcome: StoredEvent[] | Violation): StoredEvent[] => {
    if (isViolation(outcome)) throw new Error(`a sample ${game} game broke a rule: ${outcome.detail}`);
    return outcome;
  };
  store(create(gameId, game, games[game].configSchema.parse({}), ANN, now));
  store(decided(join(state!, BOB, now)));
  if (options.start === false) return { state: state!, items };
  store(decided(start(state!, ANN.playerId, now, draws)));
  for (const { by, command } of commands) store(decided(play(state!, command, by, now, draws)));
  return { state: fold(items)!, items };
}

/** The sample with one more stored item: what `decide` makes of it a second after its last. */
export function continued(sample: SampleGame, decide: (state: GameState, now: number) => StoredEvent[] | Violation): SampleGame {
  const outcome = decide(sample.state, SAMPLE_TIME + sample.items.length * 1000);
  if (isViolation(outcome)) throw new Error(`a sample game broke a rule: ${outcome.detail}`);
  const items = [...sample.items, { version: sample.items.length + 1, events: outcome }];
  return { state: fold(items)!, items };
}

export const viewFor = (sample: SampleGame, viewer: string | null) => view(sample.state, viewer);

export const eventsFor = (sample: SampleGame, viewer: string | null) =>
  sample.items.flatMap((item) => item.events.map((event) => ({ version: item.version, ...redactEvent(sample.state, event, viewer) })));
