/**
 * Rule tests read as specifications (DESIGN.md, after Emmett):
 *   spec.given(started, rolled([6,6,6,6,6])).when(score('fullHouse')).then(violation(...))
 * `given` folds events from the game's initial state, `when` decides a command for an actor
 * with rigged dice/tiles, and `then` compares the outcome.
 */
import { expect } from 'vitest';
import type { BaseConfig, CommandBase, Draws, GameRules, PlayerId, Violation } from '../../domain/kernel/index.ts';
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
        when: (command: K, actor: PlayerId = players[0]!, draws: Draws = testDraws()) => {
          const outcome = rules.decide(state, command, actor, draws);
          return {
            outcome,
            then(expected: E[] | Violation | ((v: Violation) => void)) {
              if (typeof expected === 'function') {
                expect(isViolation(outcome), `expected a violation, got ${JSON.stringify(outcome)}`).toBe(true);
                expected(outcome as Violation);
              } else if (isViolation(expected)) {
                expect(outcome).toMatchObject({ violation: expected.violation });
              } else {
                expect(outcome).toEqual(expected);
              }
              return outcome;
            },
          };
        },
      };
    },
  };
}
