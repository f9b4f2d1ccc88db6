/**
 * Rule tests read as specifications (docs/design.md, after Emmett):
 *   spec.given(started, rolled([6,6,6,6,6])).when(score('fullHouse')).thenRefused('illegal-move', /…/)
 * `given` folds events from the game's initial state, `when` decides a command for an actor
 * with rigged dice/tiles, and `then…` compares the outcome.
 */
import { expect } from 'vitest';
import type {
  BaseConfig,
  CommandBase,
  Draws,
  GameRules,
  PlayerId,
  PlayerResigned,
  Violation,
  ViolationCode,
} from '../../domain/kernel/index.ts';
import { isViolation, riggedDraws } from '../../domain/kernel/index.ts';

/** Draws for tests: the queued dice first, then a fixed, repeating sequence (never random). */
export function testDraws(dice: number[][] = [], bag: string[] = []): Draws {
  let n = 0;
  const fallback: Draws = {
    dice: (count) => Array.from({ length: count }, () => (n++ % 6) + 1),
    shuffle: (tiles) => [...tiles],
  };
  return riggedDraws({ dice: dice.map((d) => [...d]), bag: [...bag] }, fallback);
}

/** The event of a resignation, the same in every game (docs/rulings.md, Resigning ruling 7). */
export const resigned = (playerId: PlayerId): PlayerResigned => ({ type: 'PlayerResigned', playerId });

/** The checks of a decision's outcome: the events it decided, or the rule that refused it. */
export function outcomeOf<E>(outcome: E[] | Violation) {
  return {
    outcome,
    /** Exactly these events; or, given a function, a violation that the function checks. */
    then(expected: E[] | ((v: Violation) => void)) {
      if (typeof expected === 'function') {
        expect(isViolation(outcome), `expected a violation, got ${JSON.stringify(outcome)}`).toBe(true);
        expected(outcome as Violation);
      } else {
        expect(outcome).toEqual(expected);
      }
      return outcome;
    },
    /** Refused with `code`, and a detail that names the rule broken (`rule` matches it). */
    thenRefused(code: ViolationCode, rule: RegExp) {
      expect(outcome).toMatchObject({ violation: code });
      expect((outcome as Violation).detail).toMatch(rule);
      return outcome as Violation;
    },
    /** Accepted, and nothing to store: no events, no violation. */
    thenNothingHappened() {
      expect(outcome).toEqual([]);
    },
  };
}

export function specFor<C extends BaseConfig, S, E extends { readonly type: string }, K extends CommandBase>(
  rules: GameRules<C, S, E, K>,
  config: unknown,
  players: PlayerId[],
) {
  const parsed = rules.configSchema.parse(config ?? {});
  const fold = (events: readonly E[]): S =>
    events.reduce<S>((state, event) => rules.evolve(state, event), rules.initialState(parsed, players));
  return {
    config: parsed,
    fold,
    given: (...events: E[]) => {
      const state = fold(events);
      return {
        state,
        when: (command: K, actor: PlayerId = players[0]!, draws: Draws = testDraws()) =>
          outcomeOf(rules.decide(state, command, actor, draws)),
        /** `actor` resigns (POST /games/{id}/resign): what the game's rules make of it. */
        whenResigns: (actor: PlayerId) => outcomeOf(rules.resign(state, actor)),
      };
    },
  };
}
